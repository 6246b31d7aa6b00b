import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { shellLinks, sitePages } from '@/data/pages'

/** The static pages of app/(site): every page.tsx whose path has no [segment]. */
function staticSitePaths(): string[] {
  const root = path.join(process.cwd(), 'app', '(site)')
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx' && !file.includes('['))
    .map((file) => {
      const route = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment))
        .join('/')
      return `/${route}`.replace(/\/$/, '') || '/'
    })
}

/**
 * Addresses that are no page of their own: steps of a visitor's data request, reached only
 * from its e-mail, and the listing's typed search, which proxy.ts serves at /universities.
 */
const requestSteps = [
  '/privacy-policy/your-data/verify',
  '/privacy-policy/your-data/verify/confirmed',
  '/universities/search',
]

describe('the page registry', () => {
  it('lists every static page of the public site once, and no page that does not exist', () => {
    const listed = sitePages.map((page) => page.path as string)
    expect(new Set(listed).size).toBe(listed.length)
    const routes = staticSitePaths().filter((p) => !requestSteps.includes(p))
    expect(routes.filter((p) => !listed.includes(p))).toEqual([])
    // /universities is served by proxy.ts from universities/results and universities/search.
    expect(listed.filter((p) => !routes.includes(p) && p !== '/universities')).toEqual([])
  })

  it('gives the header and footer their links in order', () => {
    expect(shellLinks('header', 'primary').map((l) => l.href)).toEqual(['/', '/universities'])
    expect(shellLinks('header', 'trailing').map((l) => l.href)).toEqual(['/apply-now', '/contact'])
    expect(shellLinks('footer', 'legal').map((l) => l.label)).toEqual([
      'Privacy Policy',
      'Your Data',
      'Terms of Service',
      'Refund Policy',
      'Sitemap',
    ])
  })
})
