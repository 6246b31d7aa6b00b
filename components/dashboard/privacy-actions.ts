'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireAdmin, requireStaff } from '@/lib/auth/session'
import {
  closeDataRequest,
  eraseLeadsForRequest,
  getDataRequest,
  newEmailLink,
  recordPhoneVerification,
} from '@/lib/data/data-requests'
import { markMailSent } from '@/lib/data/mail-outbox'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { mailConfig } from '@/lib/mail/send'
import { sendEmailLink } from '@/lib/privacy/email-link'
import {
  closeDataRequestSchema,
  eraseLeadsSchema,
  markMailSentSchema,
  newEmailLinkSchema,
  phoneVerificationSchema,
} from '@/lib/validation/data-request'

const LIST = '/dashboard/data-requests'

/** Back to the request's page with a notice (see its `saved` values). */
function backTo(requestId: string, saved: string, extra = ''): never {
  revalidatePath('/dashboard', 'layout')
  redirect(`${LIST}/${requestId}?saved=${saved}${extra}`)
}

/** Closes a request with what was done; the note and the staff member's e-mail are kept. */
export async function closeDataRequestAction(formData: FormData): Promise<void> {
  const staff = await requireStaff()
  const parsed = closeDataRequestSchema.safeParse({
    requestId: formData.get('requestId'),
    resolution: formData.get('resolution'),
  })
  const requestId = String(formData.get('requestId') ?? '')
  if (!parsed.success) {
    const idOk = parsed.error.issues.every((issue) => issue.path[0] !== 'requestId')
    redirect(idOk ? `${LIST}/${requestId}?saved=need-resolution` : LIST)
  }
  const closed = await closeDataRequest(
    await getDb(),
    parsed.data.requestId,
    parsed.data.resolution,
    staff.email,
  )
  backTo(parsed.data.requestId, closed ? 'closed' : 'not-open')
}

/**
 * Records that a member of staff confirmed, by calling the number, that the request is the
 * person's: who (the signed-in account), when, and how (their note).
 */
export async function recordPhoneVerificationAction(formData: FormData): Promise<void> {
  const staff = await requireStaff()
  const parsed = phoneVerificationSchema.safeParse({
    requestId: formData.get('requestId'),
    note: formData.get('note'),
  })
  if (!parsed.success) {
    const idOk = parsed.error.issues.every((issue) => issue.path[0] !== 'requestId')
    if (!idOk) redirect(LIST)
    backTo(String(formData.get('requestId')), 'need-note')
  }
  const outcome = await recordPhoneVerification(
    await getDb(),
    parsed.data.requestId,
    parsed.data.note,
    staff.email,
  )
  if (outcome === 'not-found') redirect(LIST)
  backTo(parsed.data.requestId, `phone-${outcome}`)
}

/** Mails a new one-time link to the request's e-mail (or leaves it in the outbox). */
export async function sendNewEmailLinkAction(formData: FormData): Promise<void> {
  await requireStaff()
  const parsed = newEmailLinkSchema.safeParse({ requestId: formData.get('requestId') })
  if (!parsed.success) redirect(LIST)
  const db = await getDb()
  const issued = await newEmailLink(db, parsed.data.requestId)
  if (!issued.ok) {
    if (issued.reason === 'not-found') redirect(LIST)
    backTo(parsed.data.requestId, `link-${issued.reason}`)
  }
  const request = (await getDataRequest(db, parsed.data.requestId))!
  const sent = await sendEmailLink(db, request, issued.link, {
    siteUrl: env().NEXT_PUBLIC_SITE_URL,
    mail: mailConfig(),
  })
  backTo(parsed.data.requestId, sent.sent ? 'link-sent' : 'link-queued')
}

/**
 * Erases exactly the leads the request's page listed. The admin only; the data layer checks
 * again that each lead still carries a verified contact of this open erasure request, and
 * erases all of them or none.
 */
export async function eraseLeadsAction(formData: FormData): Promise<void> {
  const admin = await requireAdmin()
  const parsed = eraseLeadsSchema.safeParse({
    requestId: formData.get('requestId'),
    leadIds: formData.getAll('leadId'),
  })
  if (!parsed.success) redirect(LIST)
  const result = await eraseLeadsForRequest(await getDb(), {
    requestId: parsed.data.requestId,
    leadIds: parsed.data.leadIds,
    staff: admin,
  })
  if (!result.ok) {
    if (result.reason === 'not-found') redirect(LIST)
    backTo(parsed.data.requestId, `erase-${result.reason}`)
  }
  backTo(parsed.data.requestId, 'erased', `&count=${result.erased.length}`)
}

/** Staff sent a waiting message by hand: it leaves the outbox. */
export async function markMailSentAction(formData: FormData): Promise<void> {
  const staff = await requireStaff()
  const parsed = markMailSentSchema.safeParse({ mailId: formData.get('mailId') })
  if (parsed.success) await markMailSent(await getDb(), parsed.data.mailId, staff.email)
  revalidatePath('/dashboard', 'layout')
  redirect(LIST)
}
