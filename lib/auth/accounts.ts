import 'server-only'

import { listAccounts, setAccountStatus } from '@/lib/auth/local'
import { listSupabaseAccounts, setSupabaseAccountStatus, supabaseConfig } from '@/lib/auth/supabase'
import type { StaffAccount } from '@/lib/auth/types'
import { getDb } from '@/lib/db/client'

/** Every account, newest first; null when Supabase Auth is used without the service-role key. */
export async function listStaffAccounts(): Promise<StaffAccount[] | null> {
  const supabase = supabaseConfig()
  if (supabase) return supabase.serviceRoleKey ? listSupabaseAccounts(supabase) : null
  const rows = await listAccounts(await getDb())
  return rows.map((row) => ({ ...row, id: String(row.id) }))
}

/** Approves, disables or re-enables a staff account (never the admin's). */
export async function changeStaffAccount(
  id: string,
  status: 'active' | 'disabled',
): Promise<boolean> {
  const supabase = supabaseConfig()
  if (supabase) {
    return /^[0-9a-f-]{36}$/i.test(id) && setSupabaseAccountStatus(supabase, id, status)
  }
  const localId = Number(id)
  if (!Number.isSafeInteger(localId) || localId <= 0) return false
  return setAccountStatus(await getDb(), localId, status)
}
