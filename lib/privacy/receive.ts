import 'server-only'

import { submitDataRequest } from '@/lib/data/data-requests'
import type { Db } from '@/lib/db/types'
import type { MailConfig, MailOutcome } from '@/lib/mail/send'
import { sendEmailLink } from '@/lib/privacy/email-link'
import type { DataRequest } from '@/lib/validation/data-request'

/**
 * A request from the public form: stored (limited per address), then, when it gives an
 * e-mail, the one-time link mailed there. Nothing here depends on whether we hold data on
 * the contacts given, so the answer tells a stranger nothing.
 */
export async function receiveDataRequest(
  db: Db,
  request: DataRequest,
  clientAddress: string,
  options: { siteUrl: string; mail: MailConfig },
): Promise<
  { ok: true; id: string; mail?: MailOutcome } | { ok: false; retryAfterSeconds: number }
> {
  const stored = await submitDataRequest(db, request, clientAddress)
  if (!stored.ok) return stored
  if (!stored.emailLink) return { ok: true, id: stored.id }
  return {
    ok: true,
    id: stored.id,
    mail: await sendEmailLink(db, request, stored.emailLink, options),
  }
}
