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

/**
 * Whether the Origin names the host the request was sent to, as Next's own server-action
 * check reads it (X-Forwarded-Host before Host). Next answers a mismatch with a 500; the
 * proxy answers it first, with a 403 that says why.
 */
export function originMatchesHost(headers: Headers): boolean {
  const origin = headers.get('origin')
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  if (!origin || !host) return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

/** The site origin as configured at run time (undefined when unset). */
export function configuredSiteUrl(): string | undefined {
  return process.env.NEXT_PUBLIC_SITE_URL || undefined
}
