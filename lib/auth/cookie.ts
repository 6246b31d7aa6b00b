/** Imported by proxy.ts, so nothing here may need the server's modules. */
import { DEV_SESSION_COOKIE, SECURE_SESSION_COOKIE } from '@/lib/auth/session-cookie.mjs'

export {
  DEV_SESSION_COOKIE,
  hasSessionCookie,
  SECURE_SESSION_COOKIE,
} from '@/lib/auth/session-cookie.mjs'

export function sessionCookieName(production: boolean): string {
  return production ? SECURE_SESSION_COOKIE : DEV_SESSION_COOKIE
}
