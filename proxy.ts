import { NextResponse, type NextRequest } from 'next/server'

import { hasSessionCookie } from '@/lib/auth/cookie'

/**
 * Next 16's name for middleware. Old university URLs redirect permanently to the detail page,
 * and /dashboard without any session cookie goes to /auth. That is a first gate only: the
 * dashboard's layout, route handlers and server actions check the session on the server.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    if (hasSessionCookie(request.cookies.getAll().map((cookie) => cookie.name))) {
      return NextResponse.next()
    }
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
  matcher: ['/university/:id', '/check-university/:id', '/dashboard', '/dashboard/:path*'],
}
