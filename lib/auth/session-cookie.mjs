// The staff session cookies' names, in plain JavaScript so that both the app (lib/auth/cookie.ts,
// proxy.ts) and the server in front of it (lib/cache/page-cache.mjs, run by scripts/start.mjs
// before Next is loaded) read the one list.

/**
 * The local session cookie. In production it is Secure with the __Host- prefix (so no other
 * site or path can set it); Chromium accepts Secure cookies on http://localhost too.
 */
export const SECURE_SESSION_COOKIE = '__Host-mbbs_session'
export const DEV_SESSION_COOKIE = 'mbbs_session'

/** Whether a request carries any staff session cookie (local, or Supabase's sb-…-auth-token). */
export function hasSessionCookie(names) {
  for (const name of names) {
    if (name === SECURE_SESSION_COOKIE || name === DEV_SESSION_COOKIE) return true
    if (/^sb-.+-auth-token(\.\d+)?$/.test(name)) return true
  }
  return false
}
