'use server'

import { revalidatePath } from 'next/cache'

import { changeStaffAccount } from '@/lib/auth/accounts'
import { requireAdmin } from '@/lib/auth/session'

/** Approve, disable or re-enable a staff account: the admin only. */
export async function changeAccountStatus(formData: FormData): Promise<void> {
  await requireAdmin()
  const id = formData.get('userId')
  const status = formData.get('status')
  if (typeof id !== 'string' || (status !== 'active' && status !== 'disabled')) return
  await changeStaffAccount(id, status)
  revalidatePath('/dashboard/staff')
}
