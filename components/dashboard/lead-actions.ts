'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireStaff } from '@/lib/auth/session'
import { releaseSuspectedSpam, retryDeadDelivery, setLeadStatus } from '@/lib/data/staff-leads'
import { getDb } from '@/lib/db/client'
import { deliverNow, webhookConfig } from '@/lib/leads/outbox'
import { leadActionSchema, leadStatusSchema } from '@/lib/validation/staff-leads'

/** A form's fields, one value per name, for its schema. */
const fieldsOf = (formData: FormData) =>
  formData instanceof FormData ? Object.fromEntries(formData) : undefined

/** A counsellor moves a lead on; the change is recorded with their e-mail and the time. */
export async function changeLeadStatus(formData: FormData): Promise<void> {
  const staff = await requireStaff()
  const parsed = leadStatusSchema.safeParse(fieldsOf(formData))
  if (!parsed.success) redirect('/dashboard/leads')
  const { leadId: id, status } = parsed.data
  const found = await setLeadStatus(await getDb(), id, status, staff.email)
  revalidatePath('/dashboard', 'layout')
  redirect(found ? `/dashboard/leads/${id}?saved=status` : '/dashboard/leads')
}

/** Sends a lead whose delivery went dead again, now. */
export async function retryLeadDelivery(formData: FormData): Promise<void> {
  await requireStaff()
  const parsed = leadActionSchema.safeParse(fieldsOf(formData))
  if (!parsed.success) redirect('/dashboard/leads')
  const id = parsed.data.leadId
  const queued = await retryDeadDelivery(await getDb(), id)
  if (queued) await deliverNow(id)
  revalidatePath(`/dashboard/leads/${id}`)
  redirect(`/dashboard/leads/${id}?saved=${queued ? 'retry' : 'not-dead'}`)
}

/**
 * A counsellor judged a lead held as suspected spam to be a person's: the mark goes, and it
 * is sent to the spreadsheet like any lead (or waits with the undelivered ones without one).
 */
export async function releaseLeadAction(formData: FormData): Promise<void> {
  await requireStaff()
  const parsed = leadActionSchema.safeParse(fieldsOf(formData))
  if (!parsed.success) redirect('/dashboard/leads')
  const id = parsed.data.leadId
  const webhookConfigured = webhookConfig() !== null
  const released = await releaseSuspectedSpam(await getDb(), id, { webhookConfigured })
  if (released && webhookConfigured) await deliverNow(id)
  revalidatePath('/dashboard', 'layout')
  redirect(
    `/dashboard/leads/${id}?saved=${released ? (webhookConfigured ? 'released' : 'released-unsent') : 'not-spam'}`,
  )
}
