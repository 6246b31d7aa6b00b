import { createServerClient, type CookieMethodsServer } from '@supabase/ssr'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'

/**
 * The Supabase client over a request's cookies, shared by the server (lib/auth/supabase.ts)
 * and proxy.ts, which refreshes an expiring session before a page reads it. Nothing here may
 * need the server's other modules.
 */

export type SupabaseConfig = { url: string; anonKey: string; serviceRoleKey?: string }

/** The request's cookies, as @supabase/ssr reads and writes them. */
export type CookieJar = CookieMethodsServer

// Node 20 has no global WebSocket, which supabase-js's realtime client wants at creation.
export const realtime = { transport: ws as unknown as typeof WebSocket }

/**
 * No browser code reads the session (sign-in and sign-out are server actions), so its cookies
 * are HttpOnly, and Secure in production, like the local session's.
 */
export function serverClient(config: SupabaseConfig, jar: CookieJar) {
  return createServerClient(config.url, config.anonKey, {
    cookies: jar,
    cookieOptions: {
      httpOnly: true,
      secure: process.env.NODE_ENV === 'production',
      sameSite: 'lax',
      path: '/',
    },
    realtime,
  })
}

/**
 * The service-role client, for the admin API and Storage; null without the key. It is only
 * ever created on the server, and the key is never sent to a browser.
 */
export function serviceClient(config: SupabaseConfig) {
  if (!config.serviceRoleKey) return null
  return createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime,
  })
}
