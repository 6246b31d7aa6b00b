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
 * staff side, the sign-in screen and the tools, with everything under them; and, at exactly
 * their own address, the public pages that read their query (the blog's list and search, the
 * guides' search, the HTML sitemap, a data request's confirmation, a university by its old
 * address). NONCE_PAGE_SOURCE is the lookahead next.config.mjs gives path-to-regexp to leave
 * them out of the static policy; NONCE_PAGE_PATTERN is the proxy's RegExp (whose matcher in
 * proxy.ts names each page too: Next reads that list as written).
 */
export const NONCE_PAGES = ['auth', 'dashboard', 'resources/tools']
export const NONCE_EXACT_PAGES = [
  'blog-news',
  'resources/guides',
  'sitemap',
  'privacy-policy/your-data/verify',
  'dynamic-university/[^/]+',
]
const alternatives = `(?:${NONCE_PAGES.join('|')})(?:/|$)|(?:${NONCE_EXACT_PAGES.join('|')})/?$`
export const NONCE_PAGE_SOURCE = `/((?!${alternatives}).*)`
export const NONCE_PAGE_PATTERN = new RegExp(`^/(?:${alternatives})`)
