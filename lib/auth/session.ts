import 'server-only'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { sessionCookieName } from '@/lib/auth/cookie'
import { homeOf, mayEnter, type StaffArea } from '@/lib/staff/roles'
import { deleteSession, SESSION_TTL_MS, staffForToken } from '@/lib/auth/local'
import { signOutSupabase, supabaseConfig, supabaseStaff, type CookieJar } from '@/lib/auth/supabase'
import type { Staff } from '@/lib/staff/types'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { configuredSiteUrl, isSameOriginRequest } from '@/lib/http/same-origin'

function cookieName(): string {
  return sessionCookieName(env().NODE_ENV === 'production')
}

/**
 * This request's cookies for @supabase/ssr. A Server Component cannot set cookies; there a
 * refreshed session is dropped, and proxy.ts has refreshed it before the page runs anyway.
 */
export async function requestCookieJar(): Promise<CookieJar> {
  const store = await cookies()
  return {
    getAll: () => store.getAll(),
    setAll: (list) => {
      try {
        for (const { name, value, options } of list) store.set(name, value, options)
      } catch {
        // Rendering a Server Component: see above.
      }
    },
  }
}

/**
 * The staff member signed in on this request, or null. Checked on the server on every request
 * (once per render), against the database or by asking Supabase: a cookie alone proves nothing.
 */
export const getStaff = cache(async (): Promise<Staff | null> => {
  const supabase = supabaseConfig()
  if (supabase) return supabaseStaff(supabase, await requestCookieJar())
  const token = (await cookies()).get(cookieName())?.value
  if (!token) return null
  return staffForToken(await getDb(), token)
})

/** For pages, layouts and server actions: the staff member, or a redirect to /auth. */
export async function requireStaff(): Promise<Staff> {
  const staff = await getStaff()
  if (!staff) redirect('/auth')
  // Inside every staff action, whatever the proxy did: a change posted from another site, or
  // with no Origin at all, is not applied.
  const list = await headers()
  if (isActionPost(list) && !isSameOriginRequest(list, configuredSiteUrl())) redirect('/auth')
  return staff
}

/** As requireStaff, for an account whose role may enter `area`; others go to their home. */
export async function requireArea(area: StaffArea): Promise<Staff> {
  const staff = await requireStaff()
  if (!mayEnter(staff.role, area)) redirect(homeOf(staff.role))
  return staff
}

export async function setSessionCookie(token: string, expiresAt: Date): Promise<void> {
  ;(await cookies()).set(cookieName(), token, {
    httpOnly: true,
    secure: env().NODE_ENV === 'production',
    sameSite: 'lax',
    path: '/',
    expires: expiresAt,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  })
}

/** Ends this request's session: the row is deleted, not just the cookie. */
export async function endSession(): Promise<void> {
  const supabase = supabaseConfig()
  if (supabase) return signOutSupabase(supabase, await requestCookieJar())
  const store = await cookies()
  const token = store.get(cookieName())?.value
  if (token) await deleteSession(await getDb(), token)
  store.delete(cookieName())
}

/**
 * Whether this request comes from a page of this site (lib/http/same-origin.ts). Route
 * handlers that change something call this; so does every staff action, through
 * requireStaff.
 */
export async function isSameOrigin(): Promise<boolean> {
  return isSameOriginRequest(await headers(), configuredSiteUrl())
}

/**
 * A server action's request (posted by fetch with its Next-Action header, or as a form
 * without JavaScript); a page being rendered has neither.
 */
function isActionPost(list: Headers): boolean {
  const type = list.get('content-type') ?? ''
  return (
    list.has('next-action') ||
    /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)
  )
}
