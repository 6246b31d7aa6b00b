/**
 * Whether a state-changing request comes from a page of this site: its Origin must be the
 * configured site origin (NEXT_PUBLIC_SITE_URL) or, when none is configured (a local run), the
 * host the request was sent to. Never a forwarded host: a header anyone can send. A request
 * without an Origin, or with `null` (sandboxed frames, some redirects), is refused: every
 * browser sends one with a POST from a page.
 */
export function isSameOriginRequest(headers: Headers, siteUrl: string | undefined): boolean {
  const origin = headers.get('origin')
  if (!origin || origin === 'null') return false
  let sent: URL
  try {
    sent = new URL(origin)
  } catch {
    return false
  }
  if (siteUrl?.trim()) {
    try {
      return sent.origin === new URL(siteUrl.trim()).origin
    } catch {
      return false
    }
  }
  return sent.host === headers.get('host')
}

/** The site origin as configured at run time (undefined when unset). */
export function configuredSiteUrl(): string | undefined {
  return process.env.NEXT_PUBLIC_SITE_URL || undefined
}
