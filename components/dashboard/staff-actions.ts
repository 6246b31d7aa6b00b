'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { changeStaffAccount } from '@/lib/auth/accounts'
import { staffFormPost } from '@/lib/auth/staff-action'
import { accountSettingsSchema, accountStatusSchema } from '@/lib/validation/auth'

const back = '/dashboard/staff'

/** Disable or re-enable a staff account: the admin only. */
export const changeAccountStatus = staffFormPost(
  { area: 'admin', input: accountStatusSchema, back },
  async ({ userId, status }) => {
    const changed = await changeStaffAccount(userId, { status })
    refresh()
    redirect(`${back}?saved=${changed ? status : 'unchanged'}`)
  },
)

/** Approve an account, or change its role, office and availability: the admin only. */
export const saveAccountSettings = staffFormPost(
  { area: 'admin', input: accountSettingsSchema, back: `${back}?saved=invalid` },
  async ({ userId, ...settings }) => {
    const changed = await changeStaffAccount(userId, settings)
    refresh()
    redirect(`${back}?saved=${changed ? (settings.status ?? 'settings') : 'unchanged'}`)
  },
)
