import 'server-only'

import { roleFrom, type AssignableRole } from '@/lib/staff/roles'
import { listAccounts, setAccount } from '@/lib/auth/local'
import { listSupabaseAccounts, setSupabaseAccount, supabaseConfig } from '@/lib/auth/supabase'
import type { StaffAccount } from '@/lib/staff/types'
import { getDb } from '@/lib/db/client'
import { listProfiles, recordAccount, setProfile } from '@/lib/data/staff-profiles'

export type StaffAccountRow = StaffAccount & {
  office: string | null
  available: boolean
  name: string | null
}

/**
 * Every account, newest first, with its office and availability from the directory; null when
 * Supabase Auth is used without the service-role key.
 */
export async function listStaffAccounts(): Promise<StaffAccountRow[] | null> {
  const db = await getDb()
  const supabase = supabaseConfig()
  const accounts: StaffAccount[] | null = supabase
    ? supabase.serviceRoleKey
      ? await listSupabaseAccounts(supabase)
      : null
    : (await listAccounts(db)).map((row) => ({
        ...row,
        id: String(row.id),
        role: roleFrom(row.role) ?? 'counsellor',
      }))
  if (!accounts) return null
  const profiles = new Map((await listProfiles(db)).map((profile) => [profile.accountId, profile]))
  return accounts.map((account) => ({
    ...account,
    office: profiles.get(account.id)?.office ?? null,
    available: profiles.get(account.id)?.available ?? true,
    name: profiles.get(account.id)?.name ?? null,
  }))
}

export type AccountChange = {
  status?: 'active' | 'disabled'
  role?: AssignableRole
  office?: string | null
  available?: boolean
  name?: string | null
}

/**
 * Approves, disables or re-enables an account, or changes its role, office and availability
 * (never the admin's). The provider is changed first; the directory follows it.
 */
export async function changeStaffAccount(id: string, change: AccountChange): Promise<boolean> {
  const db = await getDb()
  const supabase = supabaseConfig()
  const providerChange = { status: change.status, role: change.role }
  let account
  if (supabase) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false
    account = await setSupabaseAccount(supabase, id, providerChange)
  } else {
    const localId = Number(id)
    if (!Number.isSafeInteger(localId) || localId <= 0) return false
    account = await setAccount(db, localId, providerChange)
  }
  if (!account) return false
  await recordAccount(db, { accountId: id, ...account })
  const { office, available, name } = change
  if (office !== undefined || available !== undefined || name !== undefined) {
    await setProfile(db, id, { office, available, name })
  }
  return true
}
