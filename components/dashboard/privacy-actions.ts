'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireStaff } from '@/lib/auth/session'
import { closeDataRequest, eraseLeadsForRequest } from '@/lib/data/data-requests'
import { getDb } from '@/lib/db/client'
import { closeDataRequestSchema, eraseLeadsSchema } from '@/lib/validation/data-request'

const LIST = '/dashboard/data-requests'

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
  revalidatePath('/dashboard', 'layout')
  redirect(`${LIST}/${parsed.data.requestId}?saved=${closed ? 'closed' : 'not-open'}`)
}

/**
 * Erases the leads the request matched, as shown to staff: only those that still carry the
 * request's e-mail or phone are touched (the data layer checks again).
 */
export async function eraseLeadsAction(formData: FormData): Promise<void> {
  await requireStaff()
  const parsed = eraseLeadsSchema.safeParse({
    requestId: formData.get('requestId'),
    leadIds: formData.getAll('leadId'),
  })
  if (!parsed.success) redirect(LIST)
  const erased = await eraseLeadsForRequest(
    await getDb(),
    parsed.data.requestId,
    parsed.data.leadIds,
  )
  revalidatePath('/dashboard', 'layout')
  redirect(`${LIST}/${parsed.data.requestId}?saved=erased&count=${erased.length}`)
}
