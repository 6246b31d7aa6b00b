'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { staffFormPost } from '@/lib/auth/staff-action'
import {
  closeDataRequest,
  eraseLeadsForRequest,
  getDataRequestFor,
  newEmailLink,
  recordPhoneVerification,
} from '@/lib/data/data-requests'
import { viewerOf } from '@/lib/data/desk'
import type { Staff } from '@/lib/staff/types'
import type { Db } from '@/lib/db/types'
import { env } from '@/lib/env'
import { mailConfig } from '@/lib/mail/send'
import { sendEmailLink } from '@/lib/privacy/email-link'
import {
  closeDataRequestSchema,
  eraseLeadsSchema,
  newEmailLinkSchema,
  phoneVerificationSchema,
} from '@/lib/validation/data-request'

const LIST = '/dashboard/data-requests'

/** Back to the request's page with a notice (see its `saved` values). */
function backTo(requestId: string, saved: string, extra = ''): never {
  refresh()
  redirect(`${LIST}/${requestId}?saved=${saved}${extra}`)
}

/**
 * The request, when this account may handle it (lib/data/data-requests.ts, dataRequestScope);
 * otherwise back to the list, as if it did not exist.
 */
async function requestFor(db: Db, staff: Staff, requestId: string) {
  const request = await getDataRequestFor(db, await viewerOf(db, staff), requestId)
  if (!request) redirect(LIST)
  return request
}

/** A form of a request's page whose note did not parse: back to the page, asking for it. */
const askAgain =
  (saved: string) =>
  (fields: Record<string, unknown>): never => {
    const id = closeDataRequestSchema.shape.requestId.safeParse(fields.requestId)
    if (!id.success) redirect(LIST)
    backTo(id.data, saved)
  }

/** Closes a request with what was done; the note and the staff member's e-mail are kept. */
export const closeDataRequestAction = staffFormPost(
  {
    area: 'leads',
    input: closeDataRequestSchema,
    back: LIST,
    invalid: askAgain('need-resolution'),
  },
  async ({ requestId, resolution }, { staff, db }) => {
    await requestFor(db, staff, requestId)
    const closed = await closeDataRequest(db, requestId, resolution, staff.email)
    backTo(requestId, closed ? 'closed' : 'not-open')
  },
)

/**
 * Records that a member of staff confirmed, by calling the number, that the request is the
 * person's: who (the signed-in account), when, and how (their note).
 */
export const recordPhoneVerificationAction = staffFormPost(
  { area: 'leads', input: phoneVerificationSchema, back: LIST, invalid: askAgain('need-note') },
  async ({ requestId, note }, { staff, db }) => {
    await requestFor(db, staff, requestId)
    const outcome = await recordPhoneVerification(db, requestId, note, staff.email)
    if (outcome === 'not-found') redirect(LIST)
    backTo(requestId, `phone-${outcome}`)
  },
)

/** Mails a new one-time link to the request's e-mail (or leaves it in the outbox). */
export const sendNewEmailLinkAction = staffFormPost(
  { area: 'leads', input: newEmailLinkSchema, back: LIST },
  async ({ requestId }, { staff, db }) => {
    const request = await requestFor(db, staff, requestId)
    const issued = await newEmailLink(db, requestId)
    if (!issued.ok) {
      if (issued.reason === 'not-found') redirect(LIST)
      backTo(requestId, `link-${issued.reason}`)
    }
    const sent = await sendEmailLink(db, request, issued.link, {
      siteUrl: env().NEXT_PUBLIC_SITE_URL,
      mail: mailConfig(),
    })
    backTo(requestId, sent.sent ? 'link-sent' : 'link-queued')
  },
)

/**
 * Erases exactly the leads the request's page listed. The admin only; the data layer checks
 * again that each lead still carries a verified contact of this open erasure request, and
 * erases all of them or none.
 */
export const eraseLeadsAction = staffFormPost(
  { area: 'admin', input: eraseLeadsSchema, lists: ['leadIds'], back: LIST },
  async ({ requestId, leadIds }, { staff, db }) => {
    const result = await eraseLeadsForRequest(db, { requestId, leadIds, staff })
    if (!result.ok) {
      if (result.reason === 'not-found') redirect(LIST)
      backTo(requestId, `erase-${result.reason}`)
    }
    backTo(requestId, 'erased', `&count=${result.erased.length}`)
  },
)
