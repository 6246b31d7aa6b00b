export const SECURE_SESSION_COOKIE: '__Host-mbbs_session'
export const DEV_SESSION_COOKIE: 'mbbs_session'
export function hasSessionCookie(names: Iterable<string>): boolean
