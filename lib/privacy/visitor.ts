import 'server-only'

import { confirmEmailLink, emailLinkState, type EmailLinkState } from '@/lib/data/data-requests'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { mailConfig } from '@/lib/mail/send'
import { receiveDataRequest } from '@/lib/privacy/receive'
import type { DataRequest } from '@/lib/validation/data-request'

/** What the visitor's side of a data request does, on this site's database and mail. */

/** A request posted from the public form, from the visitor's address. */
export async function receiveVisitorRequest(request: DataRequest, address: string) {
  return receiveDataRequest(await getDb(), request, address, {
    siteUrl: env().NEXT_PUBLIC_SITE_URL,
    mail: mailConfig(),
  })
}

/** Whether an e-mailed link can still be used; opening its page changes nothing. */
export async function visitorLinkState(token: string): Promise<EmailLinkState> {
  return emailLinkState(await getDb(), token)
}

/** The person pressed the button of the e-mailed link: it is used, once. */
export async function confirmVisitorLink(token: string) {
  return confirmEmailLink(await getDb(), token)
}
