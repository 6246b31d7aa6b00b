import 'server-only'

import nodemailer, { type Transporter } from 'nodemailer'

import { queueMail, type OutgoingMail } from '@/lib/data/mail-outbox'
import type { Db } from '@/lib/db/types'
import { env } from '@/lib/env'
import { site } from '@/lib/site'

export type { OutgoingMail } from '@/lib/data/mail-outbox'

/** Where mail goes: an SMTP server, or (without one) the dashboard's outbox. */
export type MailConfig = { smtpUrl?: string; from: string }

export const SMTP_UNSET_REASON = 'SMTP_URL is not set'

/** The configured mail settings; the sender defaults to no-reply at the site's host. */
export function mailConfig(): MailConfig {
  const { SMTP_URL, MAIL_FROM, NEXT_PUBLIC_SITE_URL } = env()
  return {
    smtpUrl: SMTP_URL,
    from: MAIL_FROM ?? `${site.name} <no-reply@${new URL(NEXT_PUBLIC_SITE_URL).hostname}>`,
  }
}

const transports = new Map<string, Transporter>()

function transport(smtpUrl: string): Transporter {
  let found = transports.get(smtpUrl)
  if (!found) {
    // A visitor waits for this send: a dead server must fail in seconds, not nodemailer's minutes.
    found = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    transports.set(smtpUrl, found)
  }
  return found
}

export type MailOutcome = { sent: true } | { sent: false; outboxId: number; reason: string }

/**
 * Sends a plain-text message over SMTP. Without SMTP_URL, or when the server refuses it, the
 * message waits in the outbox for staff; either way the caller goes on.
 */
export async function sendMail(
  db: Db,
  mail: OutgoingMail,
  config: MailConfig,
): Promise<MailOutcome> {
  if (!config.smtpUrl) {
    return {
      sent: false,
      reason: SMTP_UNSET_REASON,
      outboxId: await queueMail(db, mail, SMTP_UNSET_REASON),
    }
  }
  try {
    await transport(config.smtpUrl).sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    })
    return { sent: true }
  } catch (error) {
    const reason = `SMTP refused it: ${error instanceof Error ? error.message : String(error)}`
    console.error('A message could not be sent by SMTP; it waits in the outbox.', error)
    return { sent: false, reason, outboxId: await queueMail(db, mail, reason) }
  }
}
