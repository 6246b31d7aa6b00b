/**
 * Where a visitor first arrived, for the leads they send without JavaScript (with it, the
 * form sends what lib/leads/browser.ts noted in local storage). proxy.ts sets it on the first
 * page a browser opens from a campaign link or another website; the lead intake reads it. No
 * identifier: the first page's path, the campaign tags in its address and the website that
 * linked to it.
 */
export const LANDING_COOKIE = 'mbbs_landing'

/** First touch wins for this long, as the campaign reports count it. */
export const LANDING_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const

/**
 * The cookie's value for a first page view at `url`, sent from `referer`: the path, the
 * utm_* parameters, and the referring page when it is another site's (under the site's
 * Referrer-Policy, usually just its origin). None when the visit came with neither a
 * campaign tag nor another site's link: such a visit is not worth a cookie, and a response
 * that sets one is not kept by shared caches. The lengths are the lead schema's.
 */
export function landingCookieValue(url: URL, referer: string | null): string | undefined {
  const value = new URLSearchParams({ landingPage: url.pathname.slice(0, 500) })
  for (const key of UTM_KEYS) {
    const tag = url.searchParams.get(`utm_${key}`)?.trim()
    if (tag) value.set(key, tag.slice(0, 200))
  }
  const from = referrerOf(referer, url.host)
  if (from) value.set('referrer', from.slice(0, 500))
  return value.size > 1 ? value.toString() : undefined
}

/** A referring page on another host; none for the site's own pages or an unreadable header. */
function referrerOf(referer: string | null, host: string): string | undefined {
  if (!referer) return undefined
  try {
    const from = new URL(referer)
    return from.host !== host && /^https?:$/.test(from.protocol) ? from.href : undefined
  } catch {
    return undefined
  }
}
