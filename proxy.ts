import { NextResponse, type NextRequest } from 'next/server'

/**
 * Next 16's name for middleware. Old university URLs redirect permanently to the detail page.
 * (The dashboard's first gate joins here with the staff side; the server checks again.)
 */
export function proxy(request: NextRequest) {
  const match = /^\/(?:university|check-university)\/([^/]+)\/?$/.exec(request.nextUrl.pathname)
  if (match?.[1]) {
    const target = request.nextUrl.clone()
    target.pathname = `/university-details/${match[1]}`
    return NextResponse.redirect(target, 308)
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/university/:id', '/check-university/:id'],
}
