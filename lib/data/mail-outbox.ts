import 'server-only'

import { and, asc, eq, isNull } from 'drizzle-orm'

import type { Db } from '@/lib/db/types'
import { mailOutbox } from '@/lib/db/schema'

export type OutgoingMail = { to: string; subject: string; text: string }

export type WaitingMail = {
  id: number
  to: string
  subject: string
  body: string
  reason: string
  createdAt: Date
}

/** Keeps a message that could not go by SMTP, for staff to send by hand. */
export async function queueMail(db: Db, mail: OutgoingMail, reason: string): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, body: mail.text, reason })
    .returning({ id: mailOutbox.id })
  return row!.id
}

/** Messages not yet marked sent, oldest first. */
export async function listWaitingMail(db: Db, limit = 100): Promise<WaitingMail[]> {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      reason: mailOutbox.reason,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(limit)
}

/** Staff sent it by hand; false if it was already marked. */
export async function markMailSent(
  db: Db,
  id: number,
  sentBy: string,
  now: Date = new Date(),
): Promise<boolean> {
  const marked = await db
    .update(mailOutbox)
    .set({ sentAt: now, sentBy })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
    .returning({ id: mailOutbox.id })
  return marked.length > 0
}
