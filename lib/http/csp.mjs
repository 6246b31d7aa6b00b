// The Content-Security-Policy, in plain JavaScript so that next.config.mjs (the policy of the
// static pages, fixed at build) and proxy.ts (a per-request nonce for the pages rendered per
// request) build it from one list.

/**
 * @param {{ scriptSrc: string[], isDev?: boolean, overHttps?: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ scriptSrc, isDev = false, overHttps = false }) {
  return [
    "default-src 'self'",
    `script-src ${[...scriptSrc, ...(isDev ? ["'unsafe-eval'"] : [])].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The contact page's map and a gallery YouTube video load only when the visitor asks.
    'frame-src https://www.google.com https://maps.google.com https://www.youtube-nocookie.com',
    // blob: for the dashboard's preview of a chosen video.
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
    ...(overHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * The pages rendered on every request, which get a nonce instead of 'unsafe-inline': the
 * staff side, the sign-in screen and the tools. The pattern is path-to-regexp's, for
 * next.config.mjs, and a RegExp for the proxy.
 */
export const NONCE_PAGES = ['auth', 'dashboard', 'resources/tools']
export const NONCE_PAGE_PATTERN = new RegExp(`^/(?:${NONCE_PAGES.join('|')})(?:/|$)`)
