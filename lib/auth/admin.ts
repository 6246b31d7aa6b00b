import 'server-only'

import { ensureAdminAccount } from '@/lib/auth/local'
import { ensureSupabaseAdmin, supabaseConfig } from '@/lib/auth/supabase'
import type { Db } from '@/lib/db/types'
import { env } from '@/lib/env'

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/** The admin account's e-mail: ADMIN_EMAIL, or the account created at first start. */
export function adminEmail(): string {
  return env().ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
}

/**
 * At the first opening of the database: the admin account from ADMIN_EMAIL and ADMIN_PASSWORD,
 * or, with no password configured, one created once with a random password printed here. With
 * Supabase Auth the account is kept in Supabase (through the service-role key).
 */
export async function ensureAdmin(db: Db): Promise<void> {
  const email = adminEmail()
  const supabase = supabaseConfig()
  if (supabase && !supabase.serviceRoleKey) {
    console.log(
      `Supabase Auth: without SUPABASE_SERVICE_ROLE_KEY the admin account is not managed here. Give ${email} the app_metadata {"role":"admin"} in Supabase.`,
    )
    return
  }
  const account = { email, password: env().ADMIN_PASSWORD }
  const { generatedPassword } = supabase
    ? await ensureSupabaseAdmin(supabase, account)
    : await ensureAdminAccount(db, account)
  if (generatedPassword) {
    console.log(
      [
        '',
        'Admin account created for the staff dashboard (/auth). This is shown only once:',
        `  e-mail:   ${email}`,
        `  password: ${generatedPassword}`,
        'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose them (that also resets the password).',
        '',
      ].join('\n'),
    )
  }
}
