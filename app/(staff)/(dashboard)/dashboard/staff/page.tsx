import type { Metadata } from 'next'

import { StaffTable } from '@/components/dashboard/staff-table'
import { changeAccountStatus } from '@/components/dashboard/staff-actions'
import { formatLeadTime } from '@/components/dashboard/lead-labels'
import { buttonVariants } from '@/components/ui/button'
import { listStaffAccounts } from '@/lib/auth/accounts'
import { requireAdmin } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'Staff accounts' }

const statusText = { active: 'Active', pending: 'Waiting for approval', disabled: 'Disabled' }

/** The admin approves sign-ups and disables accounts. */
export default async function StaffPage() {
  await requireAdmin()
  const accounts = await listStaffAccounts()
  if (!accounts) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold">Staff accounts</h1>
        <p className="mt-3">
          Staff sign in with Supabase Auth. Set SUPABASE_SERVICE_ROLE_KEY on the server to approve
          and disable accounts here, or give each approved account the app_metadata{' '}
          <code>{'{"role":"staff"}'}</code> in Supabase.
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Staff accounts</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        New sign-ups cannot open the dashboard until you approve them here.
      </p>
      <StaffTable
        headings={['E-mail', 'Role', 'Status', 'Signed up', 'Last sign-in', 'Action']}
        className="mt-6"
      >
        {accounts.map((account) => (
          <tr key={account.id} className="border-border border-t">
            <td className="px-3 py-3 break-all">{account.email}</td>
            <td className="px-3 py-3">{account.role === 'admin' ? 'Admin' : 'Staff'}</td>
            <td className="px-3 py-3">{statusText[account.status]}</td>
            <td className="px-3 py-3 whitespace-nowrap">{formatLeadTime(account.createdAt)}</td>
            <td className="px-3 py-3 whitespace-nowrap">
              {account.lastSignInAt ? formatLeadTime(account.lastSignInAt) : '—'}
            </td>
            <td className="px-3 py-3">
              {account.role === 'admin' ? null : (
                <form action={changeAccountStatus}>
                  <input type="hidden" name="userId" value={account.id} />
                  <input
                    type="hidden"
                    name="status"
                    value={account.status === 'active' ? 'disabled' : 'active'}
                  />
                  <button
                    type="submit"
                    className={buttonVariants({
                      size: 'sm',
                      variant: account.status === 'active' ? 'outline' : 'default',
                    })}
                    aria-label={`${account.status === 'pending' ? 'Approve' : account.status === 'active' ? 'Disable' : 'Enable'} ${account.email}`}
                  >
                    {account.status === 'pending'
                      ? 'Approve'
                      : account.status === 'active'
                        ? 'Disable'
                        : 'Enable'}
                  </button>
                </form>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
