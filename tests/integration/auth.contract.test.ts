import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createSession,
  deleteSession,
  ensureAdminAccount,
  FAILURES_PER_ACCOUNT,
  FAILURES_PER_ACCOUNT_PER_DAY,
  FAILURES_PER_ADDRESS,
  SIGN_UPS_PER_ADDRESS,
  pruneSessions,
  SESSION_TTL_MS,
  signInLocal,
  signUpLocal,
  staffForToken,
} from '@/lib/auth/local'
import { hashPassword, setHashCostForTests, verifyPassword } from '@/lib/auth/password'
import type { DatabaseHandle } from '@/lib/db/client'
import { sessions, users } from '@/lib/db/schema'

import { testBackends } from '../support/backends'

const ADMIN = 'admin@clinic.example'

describe('passwords', () => {
  it('are stored as salted scrypt hashes at OWASP cost, and only the right one matches', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(hash).not.toContain('correct horse')
    expect(await hashPassword('correct horse battery')).not.toBe(hash)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
    expect(await verifyPassword('anything', 'plain-text-password')).toBe(false)
  })
})

describe.each(testBackends())('local staff accounts on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }
  let address = 0
  /** A fresh client address per test, so the per-address limit is exercised only where meant. */
  const nextAddress = () => `203.0.113.${++address}`

  beforeAll(async () => {
    // The accounts and their limits are the subject here, not the hash (tested above at
    // OWASP's cost): dozens of attempts at 128 MiB each took over two minutes.
    setHashCostForTests(2 ** 10)
    handle = await open()
  })
  afterAll(async () => {
    setHashCostForTests(null)
    await handle?.close()
    await handle?.drop?.()
  })

  it('creates the admin once with a random password, and never prints a second one', async () => {
    const first = await ensureAdminAccount(handle.db, { email: ADMIN })
    expect(first.created).toBe(true)
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/)
    expect(await ensureAdminAccount(handle.db, { email: ADMIN.toUpperCase() })).toEqual({
      created: false,
    })
    const signedIn = await signInLocal(handle.db, {
      email: ADMIN,
      password: first.generatedPassword!,
      address: nextAddress(),
    })
    expect(signedIn).toMatchObject({ ok: true, staff: { email: ADMIN, role: 'admin' } })
  })

  it('a configured password replaces the admin password and ends its open sessions', async () => {
    const [admin] = await handle.db.select().from(users).where(eq(users.email, ADMIN))
    const { token } = await createSession(handle.db, admin!.id)
    expect(await staffForToken(handle.db, token)).not.toBeNull()
    await ensureAdminAccount(handle.db, { email: ADMIN, password: 'configured-password-1' })
    expect(await staffForToken(handle.db, token)).toBeNull()
    const result = await signInLocal(handle.db, {
      email: ADMIN,
      password: 'configured-password-1',
      address: nextAddress(),
    })
    expect(result.ok).toBe(true)
    // The same password at the next start changes nothing.
    const before = await handle.db.select().from(users).where(eq(users.email, ADMIN))
    await ensureAdminAccount(handle.db, { email: ADMIN, password: 'configured-password-1' })
    const after = await handle.db.select().from(users).where(eq(users.email, ADMIN))
    expect(after[0]!.passwordHash).toBe(before[0]!.passwordHash)
  })

  it('a session is a random token whose hash alone is stored, new at every sign-in', async () => {
    const input = { email: ADMIN, password: 'configured-password-1', address: nextAddress() }
    const one = await signInLocal(handle.db, input)
    const two = await signInLocal(handle.db, input)
    expect(one.token).toMatch(/^[\w-]{43}$/)
    expect(two.token).not.toBe(one.token)
    const stored = await handle.db.select().from(sessions)
    expect(stored.map((s) => s.tokenHash)).not.toContain(one.token)
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true)
    const ttl = one.expiresAt!.getTime() - Date.now()
    expect(ttl).toBeGreaterThan(SESSION_TTL_MS - 60_000)
    expect(ttl).toBeLessThanOrEqual(SESSION_TTL_MS)
  })

  it('refuses forged, expired and logged-out tokens', async () => {
    const input = { email: ADMIN, password: 'configured-password-1', address: nextAddress() }
    const { token } = await signInLocal(handle.db, input)
    expect(await staffForToken(handle.db, token!)).toMatchObject({ email: ADMIN, role: 'admin' })
    expect(await staffForToken(handle.db, 'A'.repeat(43))).toBeNull()
    expect(await staffForToken(handle.db, `${token}x`)).toBeNull()
    expect(await staffForToken(handle.db, "' or 1=1 --")).toBeNull()
    const later = new Date(Date.now() + SESSION_TTL_MS + 1000)
    expect(await staffForToken(handle.db, token!, later)).toBeNull()
    await deleteSession(handle.db, token!)
    expect(await staffForToken(handle.db, token!)).toBeNull()
  })

  it('drops expired sessions when pruned, and keeps live ones', async () => {
    const [admin] = await handle.db.select().from(users).where(eq(users.email, ADMIN))
    const old = await createSession(
      handle.db,
      admin!.id,
      new Date(Date.now() - SESSION_TTL_MS - 1000),
    )
    const live = await createSession(handle.db, admin!.id)
    await pruneSessions(handle.db)
    const left = (await handle.db.select().from(sessions)).map((row) => row.expiresAt.getTime())
    expect(left).not.toContain(old.expiresAt.getTime())
    expect(left).toContain(live.expiresAt.getTime())
    expect(await staffForToken(handle.db, live.token)).not.toBeNull()
  })

  it('answers a wrong e-mail and a wrong password alike', async () => {
    const wrongPassword = await signInLocal(handle.db, {
      email: ADMIN,
      password: 'not-the-password',
      address: nextAddress(),
    })
    const wrongEmail = await signInLocal(handle.db, {
      email: 'nobody@clinic.example',
      password: 'not-the-password',
      address: nextAddress(),
    })
    expect(wrongPassword).toEqual({ ok: false, reason: 'invalid' })
    expect(wrongEmail).toEqual({ ok: false, reason: 'invalid' })
  })

  it(
    'wrong passwords from strangers never lock the right person out',
    { timeout: 90_000 },
    async () => {
      await ensureAdminAccount(handle.db, {
        email: 'target@clinic.example',
        password: 'target-pass-1',
      })
      // Wrong passwords from five addresses, twice the per-address limit in all...
      for (let i = 0; i < 2 * FAILURES_PER_ACCOUNT; i += 1) {
        const result = await signInLocal(handle.db, {
          email: 'target@clinic.example',
          password: 'wrong',
          address: `198.18.0.${i % 5}`,
        })
        expect(result.ok).toBe(false)
      }
      // ...and the owner, from their own address, still signs in.
      const owner = await signInLocal(handle.db, {
        email: 'TARGET@clinic.example',
        password: 'target-pass-1',
        address: nextAddress(),
      })
      expect(owner.ok).toBe(true)
    },
  )

  it(
    `slows the address that guesses: ${FAILURES_PER_ACCOUNT} wrong passwords wait 15 minutes, ${FAILURES_PER_ACCOUNT_PER_DAY} a day`,
    { timeout: 90_000 },
    async () => {
      await ensureAdminAccount(handle.db, {
        email: 'locked@clinic.example',
        password: 'locked-pass-1',
      })
      const from = nextAddress()
      const start = new Date('2026-11-27T10:00:00Z')
      for (let i = 0; i < FAILURES_PER_ACCOUNT; i += 1) {
        const result = await signInLocal(
          handle.db,
          { email: 'locked@clinic.example', password: 'wrong', address: from },
          start,
        )
        expect(result).toEqual({ ok: false, reason: 'invalid' })
      }
      const right = await signInLocal(
        handle.db,
        { email: 'LOCKED@clinic.example', password: 'locked-pass-1', address: from },
        start,
      )
      expect(right).toMatchObject({ ok: false, reason: 'limited' })
      expect((right as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800)
      // After the window, five more wrong ones reach the day's limit: the wait grows to hours.
      const later = new Date(start.getTime() + 16 * 60_000)
      for (let i = 0; i < FAILURES_PER_ACCOUNT_PER_DAY - FAILURES_PER_ACCOUNT; i += 1) {
        await signInLocal(
          handle.db,
          { email: 'locked@clinic.example', password: 'wrong', address: from },
          later,
        )
      }
      const dayLimited = await signInLocal(
        handle.db,
        { email: 'locked@clinic.example', password: 'locked-pass-1', address: from },
        new Date(later.getTime() + 16 * 60_000),
      )
      expect(dayLimited).toMatchObject({ ok: false, reason: 'limited' })
      expect((dayLimited as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(
        20 * 3600,
      )
      // Another account is not affected.
      expect(
        (
          await signInLocal(handle.db, {
            email: ADMIN,
            password: 'configured-password-1',
            address: nextAddress(),
          })
        ).ok,
      ).toBe(true)
    },
  )

  it(
    `stops an address after ${FAILURES_PER_ADDRESS} wrong attempts on any accounts`,
    { timeout: 90_000 },
    async () => {
      const from = nextAddress()
      for (let i = 0; i < FAILURES_PER_ADDRESS; i += 1) {
        await signInLocal(handle.db, {
          email: `guess${i}@clinic.example`,
          password: 'wrong',
          address: from,
        })
      }
      const blocked = await signInLocal(handle.db, {
        email: ADMIN,
        password: 'configured-password-1',
        address: from,
      })
      expect(blocked).toMatchObject({ ok: false, reason: 'limited' })
      const elsewhere = await signInLocal(handle.db, {
        email: ADMIN,
        password: 'configured-password-1',
        address: nextAddress(),
      })
      expect(elsewhere.ok).toBe(true)
    },
  )

  it(
    `limits sign-ups to ${SIGN_UPS_PER_ADDRESS} an hour from one address, each counted before the slow hash`,
    { timeout: 90_000 },
    async () => {
      const from = nextAddress()
      const answers = []
      for (let i = 0; i < SIGN_UPS_PER_ADDRESS + 2; i += 1) {
        answers.push(
          await signUpLocal(handle.db, {
            address: from,
            email: `flood${i}@clinic.example`,
            password: 'welcome-1',
            adminEmail: ADMIN,
          }),
        )
      }
      expect(answers.slice(0, SIGN_UPS_PER_ADDRESS).every((a) => a.ok)).toBe(true)
      expect(answers.slice(SIGN_UPS_PER_ADDRESS)).toEqual([
        expect.objectContaining({ ok: false, reason: 'limited' }),
        expect.objectContaining({ ok: false, reason: 'limited' }),
      ])
      const stored = await handle.db.select().from(users)
      expect(stored.filter((u) => u.email.startsWith('flood')).length).toBe(SIGN_UPS_PER_ADDRESS)
    },
  )

  it('a sign-up waits for approval; the admin e-mail is reserved; a taken e-mail changes nothing', async () => {
    expect(
      await signUpLocal(handle.db, {
        address: nextAddress(),
        email: 'Counsellor@Clinic.example',
        password: 'welcome-1',
        adminEmail: ADMIN,
      }),
    ).toEqual({ ok: true, pending: true })
    const pending = await signInLocal(handle.db, {
      email: 'counsellor@clinic.example',
      password: 'welcome-1',
      address: nextAddress(),
    })
    expect(pending).toEqual({ ok: false, reason: 'pending' })

    expect(
      await signUpLocal(handle.db, {
        address: nextAddress(),
        email: ` ${ADMIN.toUpperCase()} `,
        password: 'welcome-1',
        adminEmail: ADMIN,
      }),
    ).toEqual({ ok: false, reason: 'reserved' })

    // Signing up again with a taken e-mail answers the same and does not change the password.
    expect(
      await signUpLocal(handle.db, {
        address: nextAddress(),
        email: 'counsellor@clinic.example',
        password: 'hijack-attempt',
        adminEmail: ADMIN,
      }),
    ).toEqual({ ok: true, pending: true })
    await handle.db
      .update(users)
      .set({ status: 'active' })
      .where(eq(users.email, 'counsellor@clinic.example'))
    const approved = await signInLocal(handle.db, {
      email: 'counsellor@clinic.example',
      password: 'welcome-1',
      address: nextAddress(),
    })
    expect(approved).toMatchObject({ ok: true, staff: { role: 'counsellor' } })
    const hijack = await signInLocal(handle.db, {
      email: 'counsellor@clinic.example',
      password: 'hijack-attempt',
      address: nextAddress(),
    })
    expect(hijack.ok).toBe(false)

    // A disabled account's sessions stop working at once.
    await handle.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.email, 'counsellor@clinic.example'))
    expect(await staffForToken(handle.db, approved.token!)).toBeNull()
  })
})
