'use server'

import { revalidatePath } from 'next/cache'

import { setAccountStatus } from '@/lib/auth/local'
import { requireAdmin } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'

/** Approve, disable or re-enable a staff account: the admin only. */
export async function changeAccountStatus(formData: FormData): Promise<void> {
  await requireAdmin()
  const id = Number(formData.get('userId'))
  const status = formData.get('status')
  if (!Number.isSafeInteger(id) || id <= 0 || (status !== 'active' && status !== 'disabled')) return
  await setAccountStatus(await getDb(), id, status)
  revalidatePath('/dashboard/staff')
}
