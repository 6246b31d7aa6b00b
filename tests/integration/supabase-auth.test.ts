import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ensureSupabaseAdmin,
  listSupabaseAccounts,
  setSupabaseAccount,
  signInSupabase,
  signOutSupabase,
  signUpSupabase,
  supabaseStaff,
  type CookieJar,
  type SupabaseConfig,
} from '@/lib/auth/supabase'

import { startSupabaseStandin, type SupabaseStandin } from '../support/supabase-standin'

/** A browser's cookie store for one visitor, as @supabase/ssr reads and writes it. */
function cookieJar(): CookieJar & {
  cookies: Map<string, string>
  options: Map<string, Record<string, unknown>>
} {
  const cookies = new Map<string, string>()
  const options = new Map<string, Record<string, unknown>>()
  return {
    cookies,
    options,
    getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
    setAll: (list) => {
      for (const { name, value, options: set } of list) {
        options.set(name, set)
        if (!value || set.maxAge === 0) cookies.delete(name)
        else cookies.set(name, value)
      }
    },
  }
}

/** A copy of a visitor's cookies with the session's access token replaced. */
function withAccessToken(jar: ReturnType<typeof cookieJar>, accessToken: string) {
  const copy = cookieJar()
  for (const [name, value] of jar.cookies) {
    const session = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString())
    session.access_token = accessToken
    copy.cookies.set(name, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`)
  }
  return copy
}

describe('Supabase Auth provider, against a stand-in for the hosted Auth service', () => {
  let standin: SupabaseStandin
  let config: SupabaseConfig

  beforeAll(async () => {
    standin = await startSupabaseStandin()
    config = { url: standin.url, anonKey: standin.anonKey, serviceRoleKey: standin.serviceRoleKey }
  })
  afterAll(() => standin.close())

  it('signs in a user approved before roles (app_metadata role staff) as a counsellor, and knows them on the next request', async () => {
    standin.addUser({
      email: 'counsellor@clinic.example',
      password: 'long enough pw',
      role: 'staff',
    })
    const jar = cookieJar()
    const result = await signInSupabase(config, jar, {
      email: 'Counsellor@Clinic.example',
      password: 'long enough pw',
    })
    expect(result).toMatchObject({
      ok: true,
      staff: { email: 'counsellor@clinic.example', role: 'counsellor', provider: 'supabase' },
    })
    const [name] = [...jar.cookies.keys()]
    expect(name).toMatch(/^sb-.+-auth-token/)
    // No browser code reads it: HttpOnly, SameSite=Lax, the whole site.
    expect(jar.options.get(name!)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' })

    const staff = await supabaseStaff(config, jar)
    expect(staff).toMatchObject({ email: 'counsellor@clinic.example', role: 'counsellor' })
  })

  it('gives one answer for a wrong password and an unknown e-mail, and sets no cookie', async () => {
    standin.addUser({ email: 'wrongpw@clinic.example', password: 'the right one', role: 'staff' })
    for (const attempt of [
      { email: 'wrongpw@clinic.example', password: 'not the right one' },
      { email: 'nobody@clinic.example', password: 'the right one' },
    ]) {
      const jar = cookieJar()
      expect(await signInSupabase(config, jar, attempt)).toEqual({ ok: false, reason: 'invalid' })
      expect(jar.cookies.size).toBe(0)
    }
  })

  it('does not let in a Supabase user without a staff role, and ends the session it got', async () => {
    standin.addUser({ email: 'visitor@clinic.example', password: 'long enough pw' })
    const jar = cookieJar()
    const result = await signInSupabase(config, jar, {
      email: 'visitor@clinic.example',
      password: 'long enough pw',
    })
    expect(result).toEqual({ ok: false, reason: 'pending' })
    expect(await supabaseStaff(config, jar)).toBeNull()
  })

  it('trusts the role only from app_metadata as Supabase signed it: forged tokens are refused', async () => {
    const user = standin.addUser({ email: 'forger@clinic.example', password: 'long enough pw' })
    const jar = cookieJar()
    await signInSupabase(config, jar, {
      email: 'forger@clinic.example',
      password: 'long enough pw',
    })
    // The user logs in for real (no role), then edits the token's payload to claim admin.
    standin.addUser({ email: 'helper@clinic.example', password: 'long enough pw', role: 'staff' })
    const real = cookieJar()
    await signInSupabase(config, real, {
      email: 'helper@clinic.example',
      password: 'long enough pw',
    })
    const session = JSON.parse(
      Buffer.from([...real.cookies.values()][0]!.replace(/^base64-/, ''), 'base64url').toString(),
    ) as { access_token: string }
    const [header, payload, signature] = session.access_token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const tampered = Buffer.from(
      JSON.stringify({
        ...claims,
        sub: user.id,
        email: user.email,
        app_metadata: { role: 'admin' },
      }),
    ).toString('base64url')
    expect(
      await supabaseStaff(config, withAccessToken(real, `${header}.${tampered}.${signature}`)),
    ).toBeNull()

    // Signed with a key Supabase does not publish.
    const { generateKeyPairSync, createSign } = await import('node:crypto')
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const forgedHeader = Buffer.from(
      JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: 'made-up' }),
    ).toString('base64url')
    const forgedSignature = createSign('SHA256')
      .update(`${forgedHeader}.${tampered}`)
      .sign({ key: privateKey, dsaEncoding: 'ieee-p1363' })
      .toString('base64url')
    expect(
      await supabaseStaff(
        config,
        withAccessToken(real, `${forgedHeader}.${tampered}.${forgedSignature}`),
      ),
    ).toBeNull()

    // An unsigned token, and cookies that are not a session at all.
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(await supabaseStaff(config, withAccessToken(real, `${none}.${tampered}.`))).toBeNull()
    const junk = cookieJar()
    junk.cookies.set('sb-127-auth-token', "base64-eyJ' OR 1=1 --")
    expect(await supabaseStaff(config, junk)).toBeNull()
    expect(await supabaseStaff(config, cookieJar())).toBeNull()
  })

  it('logs out: the old cookies no longer open anything', async () => {
    standin.addUser({ email: 'leaver@clinic.example', password: 'long enough pw', role: 'staff' })
    const jar = cookieJar()
    await signInSupabase(config, jar, {
      email: 'leaver@clinic.example',
      password: 'long enough pw',
    })
    const replay = cookieJar()
    for (const [name, value] of jar.cookies) replay.cookies.set(name, value)
    await signOutSupabase(config, jar)
    expect(jar.cookies.size).toBe(0)
    expect(await supabaseStaff(config, replay)).toBeNull()
  })

  it('sign-up: the admin e-mail is reserved; others wait, then the admin approves and disables them', async () => {
    const adminEmail = 'head@clinic.example'
    const reserved = await signUpSupabase(config, cookieJar(), {
      email: 'HEAD@clinic.example',
      password: 'long enough pw',
      adminEmail,
    })
    expect(reserved).toEqual({ ok: false, reason: 'reserved' })
    expect([...standin.users.values()].some((user) => user.email === adminEmail)).toBe(false)

    expect(
      await signUpSupabase(config, cookieJar(), {
        email: 'newcomer@clinic.example',
        password: 'long enough pw',
        adminEmail,
      }),
    ).toEqual({ ok: true, pending: true })
    const newcomer = [...standin.users.values()].find(
      (user) => user.email === 'newcomer@clinic.example',
    )!
    // Supabase asks for the e-mail to be confirmed first.
    expect(
      await signInSupabase(config, cookieJar(), {
        email: 'newcomer@clinic.example',
        password: 'long enough pw',
      }),
    ).toMatchObject({ ok: false, reason: 'pending' })
    newcomer.email_confirmed_at = new Date().toISOString()
    expect(
      await signInSupabase(config, cookieJar(), {
        email: 'newcomer@clinic.example',
        password: 'long enough pw',
      }),
    ).toEqual({ ok: false, reason: 'pending' })

    const listed = await listSupabaseAccounts(config)
    expect(listed.find((account) => account.id === newcomer.id)).toMatchObject({
      status: 'pending',
    })
    expect(
      await setSupabaseAccount(config, newcomer.id, { status: 'active', role: 'editor' }),
    ).toEqual({ email: 'newcomer@clinic.example', role: 'editor', active: true })
    const jar = cookieJar()
    expect(
      await signInSupabase(config, jar, {
        email: 'newcomer@clinic.example',
        password: 'long enough pw',
      }),
    ).toMatchObject({ ok: true, staff: { role: 'editor' } })
    expect(await supabaseStaff(config, jar)).not.toBeNull()

    // Disabled: the session already open is refused at the next request, not an hour later.
    expect(await setSupabaseAccount(config, newcomer.id, { status: 'disabled' })).toMatchObject({
      active: false,
    })
    expect(await supabaseStaff(config, jar)).toBeNull()
    expect(
      await signInSupabase(config, cookieJar(), {
        email: 'newcomer@clinic.example',
        password: 'long enough pw',
      }),
    ).toEqual({ ok: false, reason: 'disabled' })
    expect((await listSupabaseAccounts(config)).find((a) => a.id === newcomer.id)?.status).toBe(
      'disabled',
    )
  })

  it('creates the admin once with a random password, and a configured password replaces it', async () => {
    const first = await ensureSupabaseAdmin(config, { email: 'boss@clinic.example' })
    expect(first.created).toBe(true)
    expect(first.generatedPassword).toMatch(/^[\w-]{24}$/)
    expect(await ensureSupabaseAdmin(config, { email: 'boss@clinic.example' })).toEqual({
      created: false,
    })

    const jar = cookieJar()
    expect(
      await signInSupabase(config, jar, {
        email: 'boss@clinic.example',
        password: first.generatedPassword!,
      }),
    ).toMatchObject({ ok: true, staff: { role: 'admin' } })
    // The admin account cannot be disabled from the staff page.
    const boss = [...standin.users.values()].find((user) => user.email === 'boss@clinic.example')!
    expect(await setSupabaseAccount(config, boss.id, { status: 'disabled' })).toBeNull()

    await ensureSupabaseAdmin(config, {
      email: 'boss@clinic.example',
      password: 'configured password',
    })
    expect(
      await signInSupabase(config, cookieJar(), {
        email: 'boss@clinic.example',
        password: first.generatedPassword!,
      }),
    ).toEqual({ ok: false, reason: 'invalid' })
    expect(
      await signInSupabase(config, cookieJar(), {
        email: 'boss@clinic.example',
        password: 'configured password',
      }),
    ).toMatchObject({ ok: true })
  })

  it('refuses the admin API without the service-role key', async () => {
    await expect(
      listSupabaseAccounts({ url: standin.url, anonKey: standin.anonKey }),
    ).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY/)
    expect(
      await setSupabaseAccount({ url: standin.url, anonKey: standin.anonKey }, 'any', {
        status: 'active',
      }),
    ).toBeNull()
  })
})
