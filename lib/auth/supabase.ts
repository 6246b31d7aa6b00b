import 'server-only'

import { randomBytes } from 'node:crypto'

import type { User } from '@supabase/supabase-js'

import {
  serverClient,
  serviceClient,
  type CookieJar,
  type SupabaseConfig,
} from '@/lib/auth/supabase-client'
import type { SignInResult, SignUpResult, Staff, StaffAccount } from '@/lib/staff/types'
import { roleFrom, type AssignableRole, type StaffRole } from '@/lib/staff/roles'
import { env } from '@/lib/env'

export type { CookieJar, SupabaseConfig }

/**
 * Supabase Auth, the second staff provider (docs/architecture.md, "Staff authentication"),
 * used when NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY are set. Supabase keeps
 * the accounts and the session (its sb-…-auth-token cookies, set through @supabase/ssr); the
 * role comes only from app_metadata, which a user cannot change (lib/staff/roles.ts reads it).
 * Anyone else Supabase knows (a sign-up not yet approved) is not staff.
 */

/** Supabase Auth's settings, or null when it is not configured (local accounts are used). */
export function supabaseConfig(): SupabaseConfig | null {
  const { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: anonKey } = env()
  if (!url || !anonKey) return null
  return { url, anonKey, serviceRoleKey: env().SUPABASE_SERVICE_ROLE_KEY }
}

export function roleOf(appMetadata: unknown): StaffRole | null {
  return roleFrom((appMetadata as { role?: unknown } | null)?.role)
}

const isBanned = (user: User, now = Date.now()) =>
  Boolean(user.banned_until && new Date(user.banned_until).getTime() > now)

function staffOf(user: User): Staff | null {
  const role = roleOf(user.app_metadata)
  if (!role || !user.email || isBanned(user)) return null
  return { id: user.id, email: user.email, role, provider: 'supabase' }
}

/**
 * The staff member of this request's Supabase session, or null. getUser() asks Supabase, so a
 * forged or revoked token is refused, and a role taken away or a ban takes effect at once
 * rather than when the access token expires. An expired access token is refreshed (the new
 * cookies go out through the jar where the response can still take them: proxy.ts, actions).
 */
export async function supabaseStaff(config: SupabaseConfig, jar: CookieJar): Promise<Staff | null> {
  const { data, error } = await serverClient(config, jar).auth.getUser()
  if (error || !data.user) return null
  return staffOf(data.user)
}

export async function signInSupabase(
  config: SupabaseConfig,
  jar: CookieJar,
  input: { email: string; password: string },
): Promise<SignInResult> {
  const supabase = serverClient(config, jar)
  const { data, error } = await supabase.auth.signInWithPassword({
    email: input.email.trim().toLowerCase(),
    password: input.password,
  })
  if (error || !data.user) {
    if (error?.code === 'email_not_confirmed') {
      return { ok: false, reason: 'pending', message: 'Please confirm your e-mail address first.' }
    }
    if (error?.code === 'user_banned') return { ok: false, reason: 'disabled' }
    if (error?.status === 429) return { ok: false, reason: 'limited', retryAfterSeconds: 60 }
    if (error && error.status && error.status >= 500) {
      return { ok: false, reason: 'unavailable', message: 'Sign-in is not available right now.' }
    }
    return { ok: false, reason: 'invalid' }
  }
  const staff = staffOf(data.user)
  if (!staff) {
    // Signed in at Supabase but not approved: end that session here and now.
    await supabase.auth.signOut({ scope: 'local' })
    return { ok: false, reason: 'pending' }
  }
  return { ok: true, staff }
}

export async function signUpSupabase(
  config: SupabaseConfig,
  jar: CookieJar,
  input: { email: string; password: string; adminEmail: string },
): Promise<SignUpResult> {
  const email = input.email.trim().toLowerCase()
  if (email === input.adminEmail.trim().toLowerCase()) return { ok: false, reason: 'reserved' }
  const { error } = await serverClient(config, jar).auth.signUp({ email, password: input.password })
  if (error && error.status !== 422) {
    return { ok: false, reason: 'unavailable', message: 'Please try again later.' }
  }
  return { ok: true, pending: true }
}

export async function signOutSupabase(config: SupabaseConfig, jar: CookieJar): Promise<void> {
  await serverClient(config, jar).auth.signOut({ scope: 'local' })
}

async function allUsers(config: SupabaseConfig): Promise<User[]> {
  const admin = serviceClient(config)
  if (!admin) throw new Error('SUPABASE_SERVICE_ROLE_KEY is needed to manage staff accounts')
  const found: User[] = []
  for (let page = 1; ; page += 1) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 200 })
    if (error) throw error
    found.push(...data.users)
    if (data.users.length < 200) return found
  }
}

/** Every Supabase user, newest first, as the staff page shows them. Needs the service key. */
export async function listSupabaseAccounts(config: SupabaseConfig): Promise<StaffAccount[]> {
  const users = await allUsers(config)
  return users
    .filter((user) => user.email)
    .map((user) => {
      const role = roleOf(user.app_metadata)
      return {
        id: user.id,
        email: user.email!,
        role: role ?? 'counsellor',
        status: isBanned(user) ? 'disabled' : role ? 'active' : 'pending',
        createdAt: new Date(user.created_at),
        lastSignInAt: user.last_sign_in_at ? new Date(user.last_sign_in_at) : null,
      } satisfies StaffAccount
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

// A ban "for good", as Supabase takes it: a duration in hours (about 100 years).
const BAN_FOR_GOOD = '876000h'

/**
 * Approves or re-enables (a role in app_metadata, no ban), disables (banned, so no sign-in or
 * refresh, and refused at the next request) or changes the role of an account. The admin
 * account is never changed. The account as it now is, or null.
 */
export async function setSupabaseAccount(
  config: SupabaseConfig,
  id: string,
  change: { status?: 'active' | 'disabled'; role?: AssignableRole },
): Promise<{ email: string; role: StaffRole; active: boolean } | null> {
  const admin = serviceClient(config)
  if (!admin) return null
  const { data, error } = await admin.auth.admin.getUserById(id)
  const current = data.user ? roleOf(data.user.app_metadata) : null
  if (error || !data.user?.email || current === 'admin') return null
  const role = change.role ?? current ?? 'counsellor'
  const active = change.status ? change.status === 'active' : !isBanned(data.user) && !!current
  const { error: updateError } = await admin.auth.admin.updateUserById(
    id,
    change.status === 'disabled'
      ? { ban_duration: BAN_FOR_GOOD }
      : change.status === 'active'
        ? { app_metadata: { role }, ban_duration: 'none' }
        : { app_metadata: { role } },
  )
  return updateError ? null : { email: data.user.email, role, active }
}

/**
 * The admin account in Supabase, at start (needs the service key): with ADMIN_PASSWORD it is
 * created or updated to that password; without, created once with a random password, returned
 * so the caller can print it. Either way it is confirmed, not banned, and has role 'admin'.
 */
export async function ensureSupabaseAdmin(
  config: SupabaseConfig,
  input: { email: string; password?: string },
): Promise<{ created: boolean; generatedPassword?: string }> {
  const admin = serviceClient(config)
  if (!admin) return { created: false }
  const email = input.email.trim().toLowerCase()
  const existing = (await allUsers(config)).find((user) => user.email?.toLowerCase() === email)
  if (existing) {
    await admin.auth.admin.updateUserById(existing.id, {
      ...(input.password ? { password: input.password } : {}),
      app_metadata: { role: 'admin' },
      email_confirm: true,
      ban_duration: 'none',
    })
    return { created: false }
  }
  const generatedPassword = input.password ? undefined : randomBytes(18).toString('base64url')
  const { error } = await admin.auth.admin.createUser({
    email,
    password: input.password ?? generatedPassword,
    email_confirm: true,
    app_metadata: { role: 'admin' },
  })
  if (error) throw error
  return { created: true, generatedPassword }
}
