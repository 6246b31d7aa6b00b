import { NextResponse, type NextRequest } from 'next/server'

import { hasSessionCookie } from '@/lib/auth/cookie'
import { serverClient } from '@/lib/auth/supabase-client'

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

/**
 * Next 16's name for middleware. Old university URLs redirect permanently to the detail page,
 * and /dashboard without any session cookie goes to /auth. That is a first gate only: the
 * dashboard's layout, route handlers and server actions check the session on the server.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const hasSession = hasSessionCookie(request.cookies.getAll().map((cookie) => cookie.name))
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    if (hasSession) return refreshSupabaseSession(request)
    const target = request.nextUrl.clone()
    target.pathname = '/auth'
    target.search = ''
    return NextResponse.redirect(target, 307)
  }
  const match = /^\/(?:university|check-university)\/([^/]+)\/?$/.exec(pathname)
  if (match?.[1]) {
    const target = request.nextUrl.clone()
    target.pathname = `/university-details/${match[1]}`
    return NextResponse.redirect(target, 308)
  }
  return NextResponse.next()
}

export const config = {
  matcher: [
    '/university/:id',
    '/check-university/:id',
    '/dashboard',
    '/dashboard/:path*',
    // Not /api/staff/*: with a proxy in front, Next keeps only the first 10 MB of a request
    // body, and a gallery video is larger. Those handlers check the session themselves.
  ],
}
