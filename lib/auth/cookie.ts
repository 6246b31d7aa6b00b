/**
 * The local session cookie. In production it is Secure with the __Host- prefix (so no other
 * site or path can set it); Chromium accepts Secure cookies on http://localhost too.
 * Imported by proxy.ts, so nothing here may need the server's modules.
 */
export const SECURE_SESSION_COOKIE = '__Host-mbbs_session'
export const DEV_SESSION_COOKIE = 'mbbs_session'

export function sessionCookieName(production: boolean): string {
  return production ? SECURE_SESSION_COOKIE : DEV_SESSION_COOKIE
}

/** Whether a request carries any staff session cookie (local, or Supabase's sb-…-auth-token). */
export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) {
    if (name === SECURE_SESSION_COOKIE || name === DEV_SESSION_COOKIE) return true
    if (/^sb-.+-auth-token(\.\d+)?$/.test(name)) return true
  }
  return false
}
