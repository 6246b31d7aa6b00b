import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm'

import { decoyHash, hashPassword, verifyPassword } from '@/lib/auth/password'
import { roleFrom, type AssignableRole, type StaffRole } from '@/lib/staff/roles'
import type { SignInResult, SignUpResult, Staff } from '@/lib/staff/types'
import { hitRateLimits, peekRateLimit, type RateLimitHit } from '@/lib/data/rate-limits'
import { sessions, users, type UserRole } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * Local accounts and sessions, kept in the database (docs/architecture.md, "Staff
 * authentication").
 */

export const SESSION_TTL_MS = 24 * 60 * 60_000
const FAILURE_WINDOW_MS = 15 * 60_000
const DAY_MS = 24 * 60 * 60_000
/**
 * Wrong passwords allowed for one account from one client address: 5 in 15 minutes, then
 * that address waits out the window; 10 in a day, then it waits out the day. The limits
 * count per address (and per address and account), never per account alone: five wrong
 * passwords from strangers must not lock the right person out (OWASP ASVS, anti-automation).
 */
export const FAILURES_PER_ACCOUNT = 5
export const FAILURES_PER_ACCOUNT_PER_DAY = 10
/** Wrong passwords allowed per client address on any accounts, in 15 minutes. */
export const FAILURES_PER_ADDRESS = 20
/** Sign-ups per client address in an hour: each costs a deliberately slow password hash. */
export const SIGN_UPS_PER_ADDRESS = 5

const normalise = (email: string) => email.trim().toLowerCase()
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

function failureLimits(email: string, address: string): RateLimitHit[] {
  const pair = `${address}:${email}`
  return [
    { key: `signin:pair:${pair}`, limit: FAILURES_PER_ACCOUNT, windowMs: FAILURE_WINDOW_MS },
    { key: `signin:pair-day:${pair}`, limit: FAILURES_PER_ACCOUNT_PER_DAY, windowMs: DAY_MS },
    { key: `signin:address:${address}`, limit: FAILURES_PER_ADDRESS, windowMs: FAILURE_WINDOW_MS },
  ]
}

/**
 * The refusal for a sign-in while the account or the address is past its limit of wrong
 * passwords, or null. Used for both providers: Supabase's own limits are per project.
 */
export async function signInBlocked(
  db: Db,
  email: string,
  address: string,
  now = new Date(),
): Promise<Extract<SignInResult, { ok: false }> | null> {
  const limits = failureLimits(normalise(email), address)
  const states = await Promise.all(limits.map((limit) => peekRateLimit(db, limit, now)))
  const blocked = states.filter((state) => !state.allowed)
  if (blocked.length === 0) return null
  // The longest wait of the limits reached: the day's, once 10 wrong passwords are in.
  const retryAfterSeconds = Math.max(...blocked.map((state) => state.retryAfterSeconds))
  return { ok: false, reason: 'limited', retryAfterSeconds }
}

export async function countSignInFailure(
  db: Db,
  email: string,
  address: string,
  now = new Date(),
): Promise<void> {
  await hitRateLimits(db, failureLimits(normalise(email), address), now)
}

async function findUser(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalise(email)}`)
  return user
}

/** A new session for the user: a random 32-byte token for the cookie; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  await db.insert(sessions).values({ tokenHash: tokenHash(token), userId, expiresAt })
  return { token, expiresAt }
}

/** The active staff member a session token belongs to, or null (unknown, expired, not active). */
export async function staffForToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<Staff | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, now)))
  const role = roleFrom(row?.role)
  if (!row || row.status !== 'active' || !role) return null
  return { id: String(row.id), email: row.email, role, provider: 'local' }
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)))
}

export async function pruneSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
}

/**
 * Checks an e-mail and password. Wrong ones count against the account and the client address;
 * past either limit every attempt is refused until the window ends, right password or not.
 * A wrong e-mail and a wrong password get the same answer, in about the same time.
 */
export async function signInLocal(
  db: Db,
  input: { email: string; password: string; address: string },
  now = new Date(),
): Promise<SignInResult & { token?: string; expiresAt?: Date }> {
  const email = normalise(input.email)
  const blocked = await signInBlocked(db, email, input.address, now)
  if (blocked) return blocked

  const user = await findUser(db, email)
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()))
  if (!user || !matches) {
    await countSignInFailure(db, email, input.address, now)
    return { ok: false, reason: 'invalid' }
  }
  if (user.status === 'pending') return { ok: false, reason: 'pending' }
  const role = roleFrom(user.role)
  if (user.status !== 'active' || !role) return { ok: false, reason: 'disabled' }

  const session = await createSession(db, user.id, now)
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id))
  return {
    ok: true,
    staff: { id: String(user.id), email: user.email, role, provider: 'local' },
    ...session,
  }
}

/** Counts a sign-up from `address`; the refusal once it is past its hourly limit. */
export async function signUpLimited(
  db: Db,
  address: string,
  now = new Date(),
): Promise<Extract<SignUpResult, { ok: false }> | null> {
  const [state] = await hitRateLimits(
    db,
    [{ key: `signup:address:${address}`, limit: SIGN_UPS_PER_ADDRESS, windowMs: 60 * 60_000 }],
    now,
  )
  return state!.allowed
    ? null
    : { ok: false, reason: 'limited', retryAfterSeconds: state!.retryAfterSeconds }
}

/**
 * A new account waits for an admin's approval. An e-mail that already has an account gets
 * the same answer and changes nothing, so sign-up does not tell who has an account.
 */
export async function signUpLocal(
  db: Db,
  input: { email: string; password: string; adminEmail: string; address: string },
  now = new Date(),
): Promise<SignUpResult> {
  const limited = await signUpLimited(db, input.address, now)
  if (limited) return limited
  const email = normalise(input.email)
  if (email === normalise(input.adminEmail)) return { ok: false, reason: 'reserved' }
  const passwordHash = await hashPassword(input.password)
  await db
    .insert(users)
    .values({ email, passwordHash, role: 'counsellor', status: 'pending' })
    .onConflictDoNothing()
  return { ok: true, pending: true }
}

/**
 * The admin account at start. With a configured password it is created, or updated to that
 * password and made an active admin. Without one it is created once with a random password,
 * which is returned so the caller can print it; an existing admin is left alone.
 */
export async function ensureAdminAccount(
  db: Db,
  config: { email: string; password?: string },
): Promise<{ created: boolean; generatedPassword?: string }> {
  const email = normalise(config.email)
  const existing = await findUser(db, email)
  const admin = { role: 'admin' as UserRole, status: 'active' as const }
  if (config.password) {
    if (existing) {
      const same =
        existing.role === 'admin' &&
        existing.status === 'active' &&
        (await verifyPassword(config.password, existing.passwordHash))
      if (!same) {
        await db
          .update(users)
          .set({
            ...admin,
            passwordHash: await hashPassword(config.password),
            updatedAt: new Date(),
          })
          .where(eq(users.id, existing.id))
        // Sessions opened with an old password end with it.
        await db.delete(sessions).where(eq(sessions.userId, existing.id))
      }
      return { created: false }
    }
    await db.insert(users).values({
      email,
      passwordHash: await hashPassword(config.password),
      ...admin,
      approvedAt: new Date(),
    })
    return { created: true }
  }
  if (existing) return { created: false }
  const generatedPassword = randomBytes(12).toString('base64url')
  const inserted = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(generatedPassword),
      ...admin,
      approvedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  // Another instance created it first: its log has the password.
  return inserted.length > 0 ? { created: true, generatedPassword } : { created: false }
}

/** Every account, newest first, for the admin's staff page. */
export async function listAccounts(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt))
}

/**
 * Approves a pending account, disables or re-enables one, or changes its role. The admin
 * account itself is never changed here (ADMIN_EMAIL and ADMIN_PASSWORD manage it). Disabling
 * ends the account's sessions at once. The account as it now is, or null.
 */
export async function setAccount(
  db: Db,
  id: number,
  change: { status?: 'active' | 'disabled'; role?: AssignableRole },
): Promise<{ email: string; role: StaffRole; active: boolean } | null> {
  const [updated] = await db
    .update(users)
    .set({
      ...change,
      updatedAt: new Date(),
      ...(change.status === 'active' ? { approvedAt: new Date() } : {}),
    })
    .where(and(eq(users.id, id), ne(users.role, 'admin')))
    .returning({ email: users.email, role: users.role, status: users.status })
  if (!updated) return null
  if (change.status === 'disabled') await db.delete(sessions).where(eq(sessions.userId, id))
  return {
    email: updated.email,
    role: roleFrom(updated.role) ?? 'counsellor',
    active: updated.status === 'active',
  }
}
