import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { offScreenImagePreloads } from './fixtures'

/**
 * Every public page, laid out as a phone and a tablet lay it out (mobile emulation: a narrow
 * desktop window hid a country page 3,437 px wide): nothing is wider than the screen, the
 * header's logo and menu button stay on it, and no image outside the first screen is preloaded.
 *
 * "Every public page" is read, not listed: the sitemap (the build's pages and the catalogue's
 * university and country pages), every link of the shell (header and footer, so an address
 * that answers 404 is checked too) and every static page of the public route group. A page
 * added later is in one of them.
 */

const SHARDS = 6

const screens = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const

/** Public pages that neither the sitemap nor the shell links to. */
const extraPaths = [
  '/thank-you',
  '/no-such-page',
  '/dynamic-university/13',
  '/universities?country=russia',
]

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
      return `/${route}`
    })
}

async function sitemapPaths(
  request: APIRequestContext,
  address = '/sitemap.xml',
): Promise<string[]> {
  const response = await request.get(address)
  expect(response.status(), address).toBe(200)
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  if (!address.endsWith('sitemap.xml') || !locations.some((loc) => loc.endsWith('.xml'))) {
    return locations
  }
  // An index: read each sitemap it names.
  const nested = await Promise.all(locations.map((loc) => sitemapPaths(request, loc)))
  return nested.flat()
}

async function shellPaths(page: Page): Promise<string[]> {
  await page.goto('/')
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  return hrefs.map((href) => href.split('#')[0]!).filter(Boolean)
}

let publicPaths: Promise<string[]> | undefined

function allPublicPaths(page: Page, request: APIRequestContext) {
  publicPaths ??= (async () => {
    const found = new Set([
      ...(await sitemapPaths(request)),
      ...(await shellPaths(page)),
      ...staticSitePaths(),
      ...extraPaths,
    ])
    return [...found].sort()
  })()
  return publicPaths
}

async function measure(page: Page) {
  return page.evaluate(() => {
    const html = document.documentElement
    const menu = document.querySelector('[aria-label="Open menu"]')
    const logo = document.querySelector('header a[href="/"]')
    const box = (element: Element | null) => {
      if (!element || element.getClientRects().length === 0) return null
      const rect = element.getBoundingClientRect()
      return { left: Math.round(rect.left), right: Math.round(rect.right) }
    }
    return {
      layoutWidth: window.innerWidth,
      scrollWidth: html.scrollWidth,
      menu: box(menu),
      logo: box(logo),
    }
  })
}

for (const screen of screens) {
  test.describe(`at ${screen.width} px (${screen.name}, mobile emulation)`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    })

    test('the sitemap, the shell and the route tree give the pages to check', async ({
      page,
      request,
    }) => {
      const paths = await allPublicPaths(page, request)
      for (const expected of ['/', '/universities', '/contact', '/gallery', '/country/russia']) {
        expect(paths).toContain(expected)
      }
      expect(paths.filter((p) => p.startsWith('/university-details/'))).toHaveLength(47)
    })

    for (let shard = 0; shard < SHARDS; shard++) {
      test(`no public page is wider than the screen, keeps the logo and menu on it, and preloads only its first screen (part ${shard + 1} of ${SHARDS})`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000)
        const paths = (await allPublicPaths(page, request)).filter(
          (_, index) => index % SHARDS === shard,
        )
        const wrong: string[] = []
        for (const pathname of paths) {
          await page.goto(pathname, { waitUntil: 'load' })
          // A notFound() answer draws its screen on the client (Next's production 404 body is
          // empty), so wait for the shell before measuring it.
          await page
            .locator('header')
            .first()
            .waitFor({ timeout: 10_000 })
            .catch(() => {})
          const seen = {
            ...(await measure(page)),
            offScreenPreloads: await offScreenImagePreloads(page),
          }
          const problems = [
            seen.layoutWidth !== screen.width && `laid out ${seen.layoutWidth} px wide`,
            seen.scrollWidth > screen.width && `scrolls to ${seen.scrollWidth} px`,
            (!seen.logo || seen.logo.left < 0 || seen.logo.right > screen.width) &&
              `logo at ${JSON.stringify(seen.logo)}`,
            // Below 768 px the menu button replaces the links.
            screen.width < 768 &&
              (!seen.menu || seen.menu.left < 0 || seen.menu.right > screen.width) &&
              `menu button at ${JSON.stringify(seen.menu)}`,
            seen.offScreenPreloads.length > 0 &&
              `preloads ${seen.offScreenPreloads.join(', ')} outside the first screen`,
          ].filter(Boolean)
          if (problems.length > 0) wrong.push(`${pathname}: ${problems.join(', ')}`)
        }
        expect(wrong).toEqual([])
      })
    }
  })
}
