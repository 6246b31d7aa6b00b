'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireStaff } from '@/lib/auth/session'
import { retryDeadDelivery, setLeadStatus } from '@/lib/data/staff-leads'
import { getDb } from '@/lib/db/client'
import { leadStatuses, type LeadStatus } from '@/lib/db/schema'
import { deliverNow } from '@/lib/leads/outbox'

const LEAD_ID = /^[0-9a-f-]{36}$/i

/** A counsellor moves a lead on; the change is recorded with their e-mail and the time. */
export async function changeLeadStatus(formData: FormData): Promise<void> {
  const staff = await requireStaff()
  const id = String(formData.get('leadId') ?? '')
  const status = String(formData.get('status') ?? '')
  if (!LEAD_ID.test(id) || !(leadStatuses as readonly string[]).includes(status)) {
    redirect('/dashboard/leads')
  }
  const found = await setLeadStatus(await getDb(), id, status as LeadStatus, staff.email)
  revalidatePath('/dashboard', 'layout')
  redirect(found ? `/dashboard/leads/${id}?saved=status` : '/dashboard/leads')
}

/** Sends a lead whose delivery went dead again, now. */
export async function retryLeadDelivery(formData: FormData): Promise<void> {
  await requireStaff()
  const id = String(formData.get('leadId') ?? '')
  if (!LEAD_ID.test(id)) redirect('/dashboard/leads')
  const queued = await retryDeadDelivery(await getDb(), id)
  if (queued) await deliverNow(id)
  revalidatePath(`/dashboard/leads/${id}`)
  redirect(`/dashboard/leads/${id}?saved=${queued ? 'retry' : 'not-dead'}`)
}
