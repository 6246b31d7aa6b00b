import { createHash, randomBytes } from 'node:crypto'

import { NextResponse, type NextRequest } from 'next/server'

import { hasSessionCookie } from '@/lib/auth/cookie'
import {
  LANDING_COOKIE,
  LANDING_COOKIE_MAX_AGE_SECONDS,
  landingCookieValue,
} from '@/lib/leads/landing-cookie'
import { serverClient } from '@/lib/auth/supabase-client'
import { readableActionForm, readableActionText } from '@/lib/http/action-body'
import { contentSecurityPolicy, NONCE_PAGE_PATTERN } from '@/lib/http/csp.mjs'
import { imageFallbackScript } from '@/lib/http/image-fallback-script.mjs'
import { configuredSiteUrl, isSameOriginRequest, originMatchesHost } from '@/lib/http/same-origin'
import { findCountry } from '@/data/countries'
import { articleAddress } from '@/lib/data/article-addresses'
import {
  countryHasUniversities,
  publishedCount,
  universityMayExist,
} from '@/lib/data/catalogue-index'
import {
  LISTING_PAGE_SIZE,
  listingQuery,
  parseFilters,
  parsePage,
} from '@/lib/universities/filters'

/**
 * A copy of the request's address to rewrite or redirect to, on the origin the server itself
 * received it at. Not `nextUrl`: it writes a loopback address as `localhost`, and when the
 * server listens on 127.0.0.1 or [::1] (behind nginx) Next then takes the rewrite for another
 * site's and proxies it back to itself. With `skipProxyUrlNormalize` (next.config.mjs)
 * `request.url` is that origin as received, and Next keeps the address as written.
 */
function ownUrl(request: NextRequest): URL {
  return new URL(request.url)
}

/** How long a CDN may keep a typed search's results (the server renders each one). */
const SEARCH_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=240'

/**
 * /universities: every view (filters and page) has one address, the canonical query, and is
 * served by the route that caches it best. Without a typed search: ./results/{query} ('all'
 * for the unfiltered first page), rendered once per view and cached like a static page
 * (their number is bounded by the choices the form offers). A typed search: ./search,
 * rendered per request, since what visitors type has no end. The internal addresses redirect
 * to the public one, and a query written another way (a form sent without JavaScript repeats
 * its keys) redirects to the canonical one, so a CDN keeps one copy of each view.
 */
async function routeListing(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl
  const params = new URLSearchParams(request.nextUrl.searchParams)
  params.delete('_rsc')
  if (pathname !== '/universities') {
    const target = ownUrl(request)
    target.pathname = '/universities'
    const prefix = '/universities/results/'
    const query = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : ''
    if (query && query !== ALL) target.search = safeDecode(query)
    return NextResponse.redirect(target, 308)
  }
  const page = parsePage(params)
  // A page past the last one that could have results is not rendered (nor cached) at all.
  const count = page > 1 ? await publishedCount() : null
  if (count !== null && page > Math.max(1, Math.ceil(count / LISTING_PAGE_SIZE))) {
    return missing(request)
  }
  const canonical = listingQuery(parseFilters(params), page)
  const asked = params.size > 0 ? `?${params}` : ''
  // Only the listing's own keys are rewritten: a campaign's (utm_source, gclid…) stay in the
  // address for the lead forms to record. The app's own navigations (RSC requests) already
  // use the canonical query.
  const onlyListingKeys = [...params.keys()].every((key) => LISTING_KEYS.has(key))
  if (asked !== canonical && onlyListingKeys && request.headers.get('rsc') !== '1') {
    const target = ownUrl(request)
    target.search = canonical
    return NextResponse.redirect(target, 307)
  }
  const target = ownUrl(request)
  if (params.get('q')?.trim()) {
    target.pathname = '/universities/search'
    target.search = canonical
    return NextResponse.rewrite(target, { headers: { 'Cache-Control': SEARCH_CACHE_CONTROL } })
  }
  target.pathname = `/universities/results/${canonical ? encodeURIComponent(canonical.slice(1)) : ALL}`
  target.search = ''
  return NextResponse.rewrite(target)
}

/**
 * The site's 404, rendered per request by the catch-all route and never cached: an address
 * naming a university, country or page that does not exist would otherwise leave a cache
 * entry behind, one for every address anyone types.
 */
function missing(request: NextRequest): NextResponse {
  const target = ownUrl(request)
  target.pathname = '/not-found-address'
  target.search = ''
  return NextResponse.rewrite(target, { status: 404 })
}

/**
 * /university-details/{id}, /country/{slug} and /blog-news/{slug}: only what exists reaches
 * the cached pages.
 */
async function routeCatalogueEntry(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl
  const article = /^\/blog-news\/([^/]+)\/?$/.exec(pathname)
  if (article) {
    const slug = article[1]!
    if (slug === 'rss.xml') return null
    const address = await articleAddress(slug)
    if (address === undefined) return missing(request)
    // An earlier address of a public article: to its current one, for good.
    if (address && address.current !== slug && address.publicFrom <= Date.now()) {
      const target = ownUrl(request)
      target.pathname = `/blog-news/${address.current}`
      return NextResponse.redirect(target, 308)
    }
    return null
  }
  const university = /^\/university-details\/([^/]+)\/?$/.exec(pathname)
  if (university) {
    const id = university[1]!
    if (/^\d{1,9}$/.test(id) && (await universityMayExist(Number(id)))) return null
    // The university page's own not-found screen, from the one cache entry of an id that
    // never exists (ids start at 1), whatever id was asked for.
    const target = ownUrl(request)
    target.pathname = '/university-details/0'
    return NextResponse.rewrite(target, { status: 404 })
  }
  const country = /^\/country\/([^/]+)\/?$/.exec(pathname)
  if (country) {
    let raw: string
    try {
      raw = decodeURIComponent(country[1]!)
    } catch {
      return missing(request)
    }
    const slug = raw.trim().toLowerCase()
    if (!findCountry(slug) && !(await countryHasUniversities(slug))) return missing(request)
    // One address per country, redirected here so no cache entry is made per spelling.
    if (raw !== slug) {
      const target = ownUrl(request)
      target.pathname = `/country/${encodeURIComponent(slug)}`
      return NextResponse.redirect(target, 308)
    }
  }
  return null
}

/** The query keys of a listing view (lib/universities/filters.ts). */
const LISTING_KEYS = new Set([
  'q',
  'country',
  'category',
  'facility',
  'min',
  'max',
  'currency',
  'view',
  'page',
])

/** The results route's name for the unfiltered first page. */
const ALL = 'all'

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

/**
 * With Supabase Auth, an expiring session is refreshed here, before the page reads it: a
 * Server Component cannot set cookies, and a refresh token is good for one use. The new
 * cookies go to the page (on the request) and to the browser (on the response).
 */
async function refreshSupabaseSession(request: NextRequest): Promise<NextResponse> {
  let response = NextResponse.next({ request })
  // Read at run time: `process.env.NEXT_PUBLIC_…` written out would be fixed at build time.
  const { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: anonKey } = process.env
  if (!url || !anonKey) return response
  const supabase = serverClient(
    { url, anonKey },
    {
      getAll: () => request.cookies.getAll(),
      setAll: (list) => {
        for (const { name, value } of list) request.cookies.set(name, value)
        response = NextResponse.next({ request })
        for (const { name, value, options } of list) response.cookies.set(name, value, options)
      },
    },
  )
  await supabase.auth.getClaims()
  return response
}

/** Next's own limit on a server action's body (serverActions.bodySizeLimit). */
const ACTION_BODY_LIMIT = 1024 * 1024

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i

function refused(status: number, message: string): NextResponse {
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not sent</title><main style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Your form was not sent</h1><p>${message}</p><p><a href="/">Back to the home page</a></p></main></html>`
  return new NextResponse(page, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * A server action's post (a form, with JavaScript or without) that Next would answer with a
 * 500 and a stack trace: from another site or with no Origin, without a length or over
 * Next's limit, or a body that cannot be read as what it claims to be. Refused here with a
 * 4xx and a page a person can read; every action still checks its own input.
 */
async function refuseBadActionPost(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'POST') return null
  if (
    !isSameOriginRequest(request.headers, configuredSiteUrl()) ||
    !originMatchesHost(request.headers)
  ) {
    return refused(403, 'Forms on this site can only be sent from its own pages.')
  }
  const length = request.headers.get('content-length')
  if (length === null || !/^\d+$/.test(length)) {
    return refused(411, 'The form arrived without its length. Please try again.')
  }
  if (Number(length) > ACTION_BODY_LIMIT) {
    return refused(413, 'The form is too large to send (at most 1 MB).')
  }
  const unreadable = refused(
    400,
    'The form could not be read. Please reload the page and try again.',
  )
  try {
    const readable = FORM_TYPES.test(request.headers.get('content-type') ?? '')
      ? readableActionForm(await request.clone().formData(), request.headers.has('next-action'))
      : readableActionText(await request.clone().text())
    if (!readable) return unreadable
  } catch {
    return unreadable
  }
  return null
}

const imageFallbackHash = `'sha256-${createHash('sha256').update(imageFallbackScript).digest('base64')}'`

/**
 * The policy of a page rendered per request: its scripts run only with this response's nonce
 * (Next puts it on its own scripts when it finds it in the request's policy) or, for the
 * root layout's one inline script, by its hash. No 'unsafe-inline'.
 */
function noncePolicy(): string {
  const nonce = randomBytes(16).toString('base64')
  return contentSecurityPolicy({
    scriptSrc: ["'self'", `'nonce-${nonce}'`, imageFallbackHash],
    isDev: process.env.NODE_ENV === 'development',
    overHttps: (process.env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https://'),
  })
}

/** /dashboard without any session cookie goes to /auth; with one, on to the server's check. */
async function gateDashboard(request: NextRequest): Promise<NextResponse> {
  const hasSession = hasSessionCookie(request.cookies.getAll().map((cookie) => cookie.name))
  if (hasSession) return refreshSupabaseSession(request)
  const target = ownUrl(request)
  target.pathname = '/auth'
  target.search = ''
  return NextResponse.redirect(target, 307)
}

/**
 * The first page a browser opens on the site (a document request without the landing
 * cookie), when it came from a campaign link or another website, gets the cookie: where the
 * visit began, for the leads it sends without JavaScript. The page itself is the cached one,
 * the same for everyone; only this response carries the cookie (shared caches do not keep a
 * response that sets one), and a visit typed in or from a bookmark sets none.
 */
function rememberLanding(request: NextRequest, response: NextResponse): NextResponse {
  const { pathname } = request.nextUrl
  const first =
    request.method === 'GET' &&
    request.headers.get('sec-fetch-dest') === 'document' &&
    !request.headers.has('rsc') &&
    !request.cookies.has(LANDING_COOKIE) &&
    !/^\/(dashboard|auth)(\/|$)/.test(pathname)
  const value = first
    ? landingCookieValue(request.nextUrl, request.headers.get('referer'))
    : undefined
  if (value) {
    response.cookies.set(LANDING_COOKIE, value, {
      path: '/',
      maxAge: LANDING_COOKIE_MAX_AGE_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure: (process.env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https://'),
    })
  }
  return response
}

/**
 * Next 16's name for middleware. Old university URLs redirect permanently to the detail page,
 * and /dashboard without any session cookie goes to /auth. That is a first gate only: the
 * dashboard's layout, route handlers and server actions check the session on the server.
 * The first page of a visit from a campaign or another site also gets the landing cookie.
 */
export async function proxy(request: NextRequest) {
  return rememberLanding(request, await route(request))
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl
  if (request.method === 'POST' && !pathname.startsWith('/api/')) {
    const refusal = await refuseBadActionPost(request)
    if (refusal) return refusal
  }
  if (NONCE_PAGE_PATTERN.test(pathname)) {
    const policy = noncePolicy()
    request.headers.set('content-security-policy', policy)
    const isDashboard = pathname === '/dashboard' || pathname.startsWith('/dashboard/')
    const response = isDashboard ? await gateDashboard(request) : NextResponse.next({ request })
    response.headers.set('Content-Security-Policy', policy)
    return response
  }
  if (request.method === 'POST') return NextResponse.next()
  if (pathname === '/universities' || pathname.startsWith('/universities/')) {
    return routeListing(request)
  }
  if (
    pathname.startsWith('/university-details/') ||
    pathname.startsWith('/country/') ||
    pathname.startsWith('/blog-news/')
  ) {
    return (await routeCatalogueEntry(request)) ?? NextResponse.next()
  }
  const match = /^\/(?:university|check-university)\/([^/]+)\/?$/.exec(pathname)
  if (match?.[1]) {
    const target = ownUrl(request)
    target.pathname = `/university-details/${match[1]}`
    return NextResponse.redirect(target, 308)
  }
  return NextResponse.next()
}

export const config = {
  matcher: [
    // The first page of a visit, for the landing cookie (mbbs_landing); later pages skip the
    // proxy.
    {
      source: '/((?!api/|_next/|uploads/).*)',
      has: [{ type: 'header', key: 'sec-fetch-dest', value: 'document' }],
      missing: [{ type: 'cookie', key: 'mbbs_landing' }],
    },
    '/university/:id',
    '/university-details/:id',
    '/country/:country',
    '/blog-news/:slug',
    '/check-university/:id',
    '/dashboard',
    '/dashboard/:path*',
    '/auth',
    '/resources/tools',
    // The other pages rendered per request, for their nonce (lib/http/csp.mjs).
    '/blog-news',
    '/resources/guides',
    '/sitemap',
    '/privacy-policy/your-data/verify',
    '/dynamic-university/:id',
    '/universities',
    '/universities/results/:query*',
    '/universities/search',
    // Not /api/staff/*: with a proxy in front, Next keeps only the first 10 MB of a request
    // body, and a gallery video is larger. Those handlers check the session themselves.
    // Server actions' posts, on any page: by their header (with JavaScript) or their
    // content type (a form without it).
    {
      source: '/((?!api/|_next/|uploads/).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
    {
      source: '/((?!api/|_next/|uploads/).*)',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(?:multipart/form-data|application/x-www-form-urlencoded).*',
        },
      ],
    },
  ],
}
