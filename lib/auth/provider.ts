import 'server-only'

import {
  countSignInFailure,
  signInBlocked,
  signInLocal,
  signUpLimited,
  signUpLocal,
} from '@/lib/auth/local'
import { requestCookieJar, setSessionCookie } from '@/lib/auth/session'
import { signInSupabase, signUpSupabase, supabaseConfig } from '@/lib/auth/supabase'
import type { SignInResult } from '@/lib/staff/types'
import { recordAccount } from '@/lib/data/staff-profiles'
import { getDb } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'

/**
 * Checks the credentials with the configured provider and starts the session: Supabase sets
 * its own cookies through the jar; a local session gets ours. Wrong passwords count against
 * the account and the address with either provider.
 */
export async function signInWithProvider(input: {
  email: string
  password: string
  address: string
}): Promise<SignInResult> {
  const db = await getDb()
  const supabase = supabaseConfig()
  if (!supabase) {
    const result = await signInLocal(db, input)
    if (result.ok) {
      await setSessionCookie(result.token!, result.expiresAt!)
      await intoDirectory(db, result)
    }
    return result
  }
  const blocked = await signInBlocked(db, input.email, input.address)
  if (blocked) return blocked
  const result = await signInSupabase(supabase, await requestCookieJar(), input)
  if (!result.ok && result.reason === 'invalid') {
    await countSignInFailure(db, input.email, input.address)
  }
  if (result.ok) await intoDirectory(db, result)
  return result
}

/** The staff directory learns of each account that signs in (lib/data/staff-profiles.ts). */
async function intoDirectory(db: Db, { staff }: Extract<SignInResult, { ok: true }>) {
  await recordAccount(db, {
    accountId: staff.id,
    email: staff.email,
    role: staff.role,
    active: true,
  })
}

/** Creates an account with the configured provider; it waits for an admin's approval. */
export async function signUpWithProvider(account: Parameters<typeof signUpLocal>[1]) {
  const db = await getDb()
  const supabase = supabaseConfig()
  return supabase
    ? ((await signUpLimited(db, account.address)) ??
        (await signUpSupabase(supabase, await requestCookieJar(), account)))
    : await signUpLocal(db, account)
}
