import 'server-only'

import type { IssuedEmailLink } from '@/lib/data/data-requests'
import type { DataRequestKind } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { sendMail, type MailConfig, type MailOutcome, type OutgoingMail } from '@/lib/mail/send'
import { site } from '@/lib/site'
import { DATA_REQUEST_VERIFY_PATH, EMAIL_LINK_HOURS } from '@/lib/validation/data-request-rules'

/** What the person asked for, as the message tells them. */
const askedFor: Record<DataRequestKind, string> = {
  access: 'to tell you what personal data we hold about you',
  correction: 'to correct or complete your personal data',
  erasure: 'to erase your personal data',
  withdraw: 'to stop contacting you (to withdraw your consent)',
}

export function emailLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${DATA_REQUEST_VERIFY_PATH}?token=${encodeURIComponent(token)}`
}

/**
 * The message that carries the link: plain text, short, and safe to ignore. It repeats
 * nothing the requester typed (a stranger may have sent it), only what they asked for.
 */
export function emailLinkMail(
  request: { kind: DataRequestKind },
  link: IssuedEmailLink,
  siteUrl: string,
): OutgoingMail {
  return {
    to: link.email,
    about: { kind: 'data_request', dataRequestId: link.requestId },
    subject: `Please confirm your request about your data (${site.name})`,
    text: [
      'Hello,',
      '',
      `Someone asked us on our website ${askedFor[request.kind]}, giving this e-mail address.`,
      '',
      `If it was you, please open this link within ${EMAIL_LINK_HOURS} hours to confirm that the request is yours:`,
      '',
      emailLinkUrl(siteUrl, link.token),
      '',
      'The link works once. We act on the request only after it is confirmed.',
      '',
      'If you did not ask, you can ignore this message: nothing will be done.',
      '',
      site.name,
    ].join('\n'),
  }
}

/** Mails the link (or leaves it in the outbox, see sendMail). */
export async function sendEmailLink(
  db: Db,
  request: { kind: DataRequestKind },
  link: IssuedEmailLink,
  options: { siteUrl: string; mail: MailConfig },
): Promise<MailOutcome> {
  return sendMail(db, emailLinkMail(request, link, options.siteUrl), options.mail)
}
