import 'server-only'

import { ensureAdminAccount } from '@/lib/auth/local'
import type { Db } from '@/lib/db/types'
import { env } from '@/lib/env'

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/** The admin account's e-mail: ADMIN_EMAIL, or the account created at first start. */
export function adminEmail(): string {
  return env().ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
}

/**
 * At the first opening of the database: the admin account from ADMIN_EMAIL and ADMIN_PASSWORD,
 * or, with no password configured, one created once with a random password printed here.
 */
export async function ensureAdmin(db: Db): Promise<void> {
  const email = adminEmail()
  const { generatedPassword } = await ensureAdminAccount(db, {
    email,
    password: env().ADMIN_PASSWORD,
  })
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
