import 'server-only'

import { and, asc, eq, lt } from 'drizzle-orm'

import { onDesk } from '@/lib/data/desk'
import { listCounsellors } from '@/lib/data/staff-profiles'
import { deskDigests, leads } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { nextActionLabels } from '@/lib/desk/labels'
import { endOfIndiaDay, formatTime, todayInIndia } from '@/lib/dates'
import { sendMail, type MailConfig, type OutgoingMail } from '@/lib/mail/send'
import { site } from '@/lib/site'

/** The hour in India from which the day's digest goes out. */
export const DIGEST_HOUR_IST = 8

type Due = { id: string; name: string; nextAction: string | null; nextActionAt: Date | null }

/** The morning's message: what is overdue, then what is due today, each with its link. */
export function digestMail(
  to: { email: string; accountId: string },
  due: readonly Due[],
  now: Date,
  siteUrl: string,
): OutgoingMail {
  const late = due.filter((lead) => lead.nextActionAt && lead.nextActionAt < now)
  const line = (lead: Due) =>
    `- ${lead.name}: ${lead.nextAction ? nextActionLabels[lead.nextAction as keyof typeof nextActionLabels] : 'Follow up'}, ${lead.nextActionAt ? formatTime(lead.nextActionAt) : ''}\n  ${siteUrl}/dashboard/leads/${lead.id}`
  const today = due.filter((lead) => !late.includes(lead))
  return {
    to: to.email,
    about: { kind: 'digest', accountId: to.accountId },
    subject: `${site.name}: ${due.length} follow-up${due.length === 1 ? '' : 's'} today${late.length ? ` (${late.length} overdue)` : ''}`,
    text: [
      `Your day: ${siteUrl}/dashboard/my-day`,
      ...(late.length ? ['', 'Overdue:', ...late.map(line)] : []),
      ...(today.length ? ['', 'Due today:', ...today.map(line)] : []),
    ].join('\n'),
  }
}

/**
 * Each active counsellor's digest of the follow-ups due by tonight (overdue ones first), once a
 * day across every instance, from 8:00 in India: over SMTP, or into the dashboard's outbox
 * without it. Nothing due, nothing sent. The number of digests sent.
 */
export async function sendDeskDigests(
  db: Db,
  now: Date,
  options: { mail: MailConfig; siteUrl: string },
): Promise<number> {
  const day = todayInIndia(now)
  if (now < new Date(`${day}T${String(DIGEST_HOUR_IST).padStart(2, '0')}:00:00+05:30`)) return 0
  let sent = 0
  for (const counsellor of await listCounsellors(db)) {
    const due = await db
      .select({
        id: leads.id,
        name: leads.name,
        nextAction: leads.nextAction,
        nextActionAt: leads.nextActionAt,
      })
      .from(leads)
      .where(
        and(
          eq(leads.ownerId, counsellor.accountId),
          onDesk,
          lt(leads.nextActionAt, endOfIndiaDay(day)),
        ),
      )
      .orderBy(asc(leads.nextActionAt))
      .limit(100)
    const claimed = await db
      .insert(deskDigests)
      .values({ accountId: counsellor.accountId, day, dueCount: due.length })
      .onConflictDoNothing()
      .returning({ day: deskDigests.day })
    if (claimed.length === 0 || due.length === 0) continue
    await sendMail(db, digestMail(counsellor, due, now, options.siteUrl), options.mail)
    sent += 1
  }
  return sent
}
