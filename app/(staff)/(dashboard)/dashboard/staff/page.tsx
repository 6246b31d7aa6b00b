import type { Metadata } from 'next'

import { BackupPanel } from '@/components/dashboard/backup-panel'
import { DeskNotice } from '@/components/dashboard/desk-notice'
import { changeAccountStatus, saveAccountSettings } from '@/components/dashboard/staff-actions'
import { buttonVariants } from '@/components/ui/button'
import { officeName, offices } from '@/data/offices'
import { formatTime } from '@/lib/dates'
import { listStaffAccounts, type StaffAccountRow } from '@/lib/auth/accounts'
import { assignableRoles, roleLabels } from '@/lib/staff/roles'
import { staffPage } from '@/lib/auth/staff-action'

export const metadata: Metadata = { title: 'Staff accounts' }

const statusText = { active: 'Active', pending: 'Waiting for approval', disabled: 'Disabled' }

const notices: Record<string, string> = {
  active: 'Account approved.',
  disabled: 'Account disabled: its sessions have ended.',
  settings: 'Account saved.',
  unchanged: 'That account could not be changed.',
  invalid: 'Choose a role and an office from the lists, and a name of at most 80 characters.',
}

const select = 'border-border h-10 rounded-md border bg-white px-2'

/** The admin approves sign-ups, gives each account its role and office, and disables them. */
export default async function StaffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await staffPage('admin')
  const accounts = await listStaffAccounts()
  const saved = (await searchParams).saved
  if (!accounts) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold">Staff accounts</h1>
        <p className="mt-3">
          Staff sign in with Supabase Auth. Set SUPABASE_SERVICE_ROLE_KEY on the server to approve
          accounts and give them roles and offices here, or give each approved account the
          app_metadata <code>{'{"role":"counsellor"}'}</code> (or <code>editor</code>) in Supabase.
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Staff accounts</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        New sign-ups cannot open the dashboard until you approve them here. Counsellors see and work
        the leads of their office; editors work the catalogue and the newsroom. A counsellor who is
        not available gets no new leads.
      </p>
      <DeskNotice notice={typeof saved === 'string' ? notices[saved] : undefined} />
      <div className="mt-6">
        <BackupPanel />
      </div>
      <ul className="space-y-3">
        {accounts.map((account) => (
          <AccountCard key={account.id} account={account} />
        ))}
      </ul>
    </div>
  )
}

function AccountCard({ account }: { account: StaffAccountRow }) {
  const admin = account.role === 'admin'
  const pending = account.status === 'pending'
  return (
    <li className="border-border rounded-2xl border bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold break-all">
          {account.name ? `${account.name}, ` : ''}
          {account.email}
        </h2>
        <p className="text-sm">
          {roleLabels[account.role]}
          {account.office && !pending ? `, ${officeName(account.office)}` : ''} ·{' '}
          {statusText[account.status]}
          {account.role === 'counsellor' && account.status === 'active' && !account.available
            ? ' · Not taking new leads'
            : ''}
        </p>
      </div>
      <p className="text-muted-foreground mt-1 text-xs">
        Signed up {formatTime(account.createdAt)} · Last sign-in{' '}
        {account.lastSignInAt ? formatTime(account.lastSignInAt) : 'never'}
      </p>
      {admin ? null : (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <form action={saveAccountSettings} className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="userId" value={account.id} />
            <label className="flex flex-col gap-1 text-sm">
              Name
              <input
                name="name"
                defaultValue={account.name ?? ''}
                maxLength={80}
                className={`${select} w-44`}
                aria-label={`Name of ${account.email}`}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Role
              <select
                name="role"
                defaultValue={account.role}
                className={select}
                aria-label={`Role of ${account.email}`}
              >
                {assignableRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleLabels[role]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Office
              <select
                name="office"
                defaultValue={account.office ?? ''}
                className={select}
                aria-label={`Office of ${account.email}`}
              >
                <option value="">No office</option>
                {offices.map((office) => (
                  <option key={office.id} value={office.id}>
                    {office.name}
                  </option>
                ))}
              </select>
            </label>
            {pending ? (
              <>
                <input type="hidden" name="available" value="on" />
                <input type="hidden" name="status" value="active" />
                <button
                  type="submit"
                  className={buttonVariants({ size: 'sm' })}
                  aria-label={`Approve ${account.email}`}
                >
                  Approve
                </button>
              </>
            ) : (
              <>
                <label className="flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="available"
                    defaultChecked={account.available}
                    className="size-4"
                    aria-label={`${account.email} takes new leads`}
                  />
                  Takes new leads
                </label>
                <button
                  type="submit"
                  className={buttonVariants({ size: 'sm', variant: 'outline' })}
                  aria-label={`Save ${account.email}`}
                >
                  Save
                </button>
              </>
            )}
          </form>
          {pending ? null : (
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
                aria-label={`${account.status === 'active' ? 'Disable' : 'Enable'} ${account.email}`}
              >
                {account.status === 'active' ? 'Disable' : 'Enable'}
              </button>
            </form>
          )}
        </div>
      )}
    </li>
  )
}
