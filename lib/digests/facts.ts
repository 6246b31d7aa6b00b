import 'server-only'

import { claimDigestWeek, listFacts } from '@/lib/data/facts'
import type { Db } from '@/lib/db/types'
import type { Fact } from '@/lib/facts/register'
import { sendMail, type MailConfig, type OutgoingMail } from '@/lib/mail/send'
import { site } from '@/lib/site'

/** The ISO 8601 week of a day, e.g. 2026-W48: the digest goes out once in each. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  const weekday = day.getUTCDay() || 7
  day.setUTCDate(day.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/** The digest's text: how many facts are stale, then each with its reasons and where to fix it. */
export function digestMail(stale: readonly Fact[], to: string, siteUrl: string): OutgoingMail {
  const lines = stale.map(
    (fact) =>
      `- ${fact.subject}: ${fact.value}\n  ${fact.stale.join('; ')}\n  change it at: ${
        fact.changeAt.startsWith('/') ? `${siteUrl}${fact.changeAt}` : fact.changeAt
      }`,
  )
  return {
    to,
    about: { kind: 'other' },
    subject: `${site.name}: ${stale.length} fact${stale.length === 1 ? '' : 's'} to re-check this week`,
    text: [
      `${stale.length} of the dated facts the site shows need a person's eye.`,
      `Re-check them at ${siteUrl}/dashboard/facts, where each can be marked as re-checked today.`,
      '',
      ...lines,
    ].join('\n'),
  }
}

export type DigestOutcome = 'sent' | 'already sent this week' | 'no SMTP' | 'nothing stale'

/**
 * Mails the week's digest of stale facts to `to`, once a week across every instance: only over
 * SMTP (without it the desk itself is the digest, and nothing waits in the outbox).
 */
export async function sendWeeklyFactDigest(
  db: Db,
  now: Date,
  options: { to: string; siteUrl: string; mail: MailConfig },
): Promise<DigestOutcome> {
  if (!options.mail.smtpUrl) return 'no SMTP'
  const stale = (await listFacts(db, now.toISOString().slice(0, 10))).filter(
    (fact) => fact.stale.length > 0,
  )
  if (stale.length === 0) return 'nothing stale'
  const claimed = await claimDigestWeek(db, {
    week: isoWeek(now),
    staleCount: stale.length,
    sentTo: options.to,
  })
  if (!claimed) return 'already sent this week'
  await sendMail(db, digestMail(stale, options.to, options.siteUrl), options.mail)
  return 'sent'
}
