import fs from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

/**
 * Every public page, read rather than listed: the sitemap (the build's pages and the
 * catalogue's university and country pages), every link of the shell (header and footer, so
 * an address that answers 404 is checked too) and every static page of the public route
 * group. A page added later is in one of them.
 */

/**
 * Public pages that neither the sitemap nor the shell links to, and the other states of the
 * listing and the comparison: the list view lays cards out differently, the second page and a
 * country with cautions carry other cards.
 */
const extraPaths = [
  '/thank-you',
  '/no-such-page',
  '/dynamic-university/13',
  '/universities?country=russia',
  '/universities?view=list',
  '/universities?country=georgia&view=list',
  '/universities?page=2',
  '/universities?q=no-such-university',
  '/resources/tools?tab=compare&ids=13,1,35',
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

/** Read once per test worker. */
let publicPaths: Promise<string[]> | undefined

export function allPublicPaths(page: Page, request: APIRequestContext) {
  publicPaths ??= (async () => {
    const found = new Set([
      ...(await sitemapPaths(request)),
      ...(await shellPaths(page)),
      ...staticSitePaths(),
      ...extraPaths,
    ])
    // Pages only: the downloads and the feed are checked by their own tests.
    return [...found].filter((p) => !/\.(pdf|csv|xml)$/.test(p)).sort()
  })()
  return publicPaths
}

/**
 * Opens the public pages of one part (every `parts`-th, from `part`) and gathers what `check`
 * finds wrong on each, as "path: problem".
 */
export async function checkPublicPages(
  page: Page,
  request: APIRequestContext,
  part: number,
  parts: number,
  check: (pathname: string) => Promise<string[]>,
): Promise<string[]> {
  const paths = (await allPublicPaths(page, request)).filter((_, index) => index % parts === part)
  const problems: string[] = []
  for (const pathname of paths) {
    await page.goto(pathname, { waitUntil: 'load' })
    // A notFound() answer draws its screen on the client (Next's production 404 body is
    // empty), so wait for the shell before reading the page.
    await page
      .locator('header')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => {})
    problems.push(...(await check(pathname)).map((problem) => `${pathname}: ${problem}`))
  }
  return problems
}
