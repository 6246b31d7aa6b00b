// The staff session cookies' names: the one list the app (lib/auth/cookie.ts) and proxy.ts
// read.

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
