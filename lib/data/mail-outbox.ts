import 'server-only'

import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'

import { mayEnter } from '@/lib/staff/roles'
import { leadScope, type Viewer } from '@/lib/data/desk'
import type { Db } from '@/lib/db/types'
import { leads, mailOutbox, type MailKind } from '@/lib/db/schema'

/** What a message is about: it decides who may read it while it waits (see mailKinds). */
export type MailAbout =
  | { kind: 'lead'; leadId: string }
  | { kind: 'digest'; accountId: string }
  | { kind: 'data_request'; dataRequestId: string }
  | { kind: 'other' }

export type OutgoingMail = { to: string; subject: string; text: string; about: MailAbout }

export type WaitingMail = {
  id: number
  kind: MailKind
  leadId: string | null
  dataRequestId: string | null
  to: string
  subject: string
  body: string
  reason: string
  createdAt: Date
}

/** The words a data request's message keeps once sent: its one-time link is never shown again. */
export const SENT_LINK_BODY = '[Sent. The one-time link it carried is not kept.]'

/** Keeps a message that could not go by SMTP, for staff to send by hand. */
export async function queueMail(db: Db, mail: OutgoingMail, reason: string): Promise<number> {
  const { about } = mail
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: about.kind,
      leadId: about.kind === 'lead' ? about.leadId : null,
      accountId: about.kind === 'digest' ? about.accountId : null,
      dataRequestId: about.kind === 'data_request' ? about.dataRequestId : null,
      toAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
      reason,
    })
    .returning({ id: mailOutbox.id })
  return row!.id
}

/**
 * The waiting messages a viewer may read. The admin: all. A counsellor: the notices about leads
 * they may see (lib/data/desk.ts, leadScope) and their own digests; never a data request's mail,
 * whose link would let them confirm someone else's request. An editor: none.
 */
export function mailScope(viewer: Viewer): SQL {
  if (mayEnter(viewer.role, 'admin')) return sql`true`
  if (viewer.role !== 'counsellor') return sql`false`
  const scope = leadScope(viewer) ?? sql`true`
  return sql`((${mailOutbox.kind} = 'lead' and exists (select 1 from ${leads} where ${leads.id} = ${mailOutbox.leadId} and coalesce(${scope}, false))) or (${mailOutbox.kind} = 'digest' and ${mailOutbox.accountId} = ${viewer.id}))`
}

const waitingColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  leadId: mailOutbox.leadId,
  dataRequestId: mailOutbox.dataRequestId,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  body: mailOutbox.body,
  reason: mailOutbox.reason,
  createdAt: mailOutbox.createdAt,
}

/**
 * Messages not yet marked sent that the viewer may read, oldest first: the desk's (lead notices,
 * digests and the rest), or those of data requests.
 */
export async function listWaitingMail(
  db: Db,
  viewer: Viewer,
  place: 'desk' | 'data-requests',
  limit = 100,
): Promise<WaitingMail[]> {
  return db
    .select(waitingColumns)
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        place === 'data-requests'
          ? eq(mailOutbox.kind, 'data_request')
          : ne(mailOutbox.kind, 'data_request'),
        mailScope(viewer),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(limit)
}

/** How many waiting messages the viewer may read, for the dashboard's menu. */
export async function countWaitingMail(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), ne(mailOutbox.kind, 'data_request'), mailScope(viewer)))
  return row?.count ?? 0
}

/**
 * Staff sent it by hand: it leaves the outbox. False when it was already marked or is not the
 * viewer's to read. A data request's message loses its text, so its link is never shown again.
 */
export async function markMailSent(
  db: Db,
  viewer: Viewer,
  id: number,
  now: Date = new Date(),
): Promise<boolean> {
  const marked = await db
    .update(mailOutbox)
    .set({
      sentAt: now,
      sentBy: viewer.email,
      body: sql`case when ${mailOutbox.kind} = 'data_request' then ${SENT_LINK_BODY} else ${mailOutbox.body} end`,
    })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), mailScope(viewer)))
    .returning({ id: mailOutbox.id })
  return marked.length > 0
}
