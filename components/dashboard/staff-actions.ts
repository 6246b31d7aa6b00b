'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { changeStaffAccount } from '@/lib/auth/accounts'
import { staffFormPost } from '@/lib/auth/staff-action'
import { accountStatusSchema } from '@/lib/validation/auth'

const back = '/dashboard/staff'

/** Approve, disable or re-enable a staff account: the admin only. */
export const changeAccountStatus = staffFormPost(
  { role: 'admin', input: accountStatusSchema, back },
  async ({ userId, status }) => {
    await changeStaffAccount(userId, status)
    refresh()
    redirect(back)
  },
)
