import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { sitePages } from '@/data/pages'

import { internalLinks } from './html'

/**
 * Every public page: the sitemap (the site's pages, every university, country and article),
 * every link of the shell (header and footer, so an address that answers 404 is checked too)
 * and the page registry (data/pages.ts), which a unit test holds to the route tree. A page
 * added later is in one of them.
 */

/**
 * Public pages that neither the sitemap nor the shell links to, and the other states of the
 * listing and the comparison: the list view lays cards out differently, the second page and a
 * country with cautions carry other cards.
 */
const extraPaths = [
  '/thank-you',
  '/thank-you/webinar',
  '/no-such-page',
  '/dynamic-university/13',
  '/universities?country=russia',
  '/universities?view=list',
  '/universities?country=georgia&view=list',
  '/universities?page=2',
  '/universities?q=no-such-university',
  '/resources/tools?tab=compare&ids=13,1,35',
]

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

/** The links of the shell (header and footer) of the home page, as the server renders it. */
async function shellPaths(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/')).text()
  const shell = [...html.matchAll(/<(header|footer)\b[\s\S]*?<\/\1>/g)].map(([part]) => part)
  return shell.flatMap(internalLinks)
}

/** Read once per test worker. */
let publicPaths: Promise<string[]> | undefined

export function allPublicPaths(request: APIRequestContext) {
  publicPaths ??= (async () => {
    const found = new Set([
      ...(await sitemapPaths(request)),
      ...(await shellPaths(request)),
      ...sitePages.map((page) => page.path),
      ...extraPaths,
    ])
    // Pages only: the downloads and the feed are checked by their own tests.
    return [...found].filter((p) => !/\.(pdf|csv|xml)$/.test(p)).sort()
  })()
  return publicPaths
}

/**
 * Opens the pages of one part of `all` (every `parts`-th, from `part`) in the browser and
 * gathers what `check` finds wrong on each, as "path: problem".
 */
export async function checkPublicPages(
  page: Page,
  all: string[],
  part: number,
  parts: number,
  check: (pathname: string) => Promise<string[]>,
): Promise<string[]> {
  const paths = all.filter((_, index) => index % parts === part)
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

/**
 * Reads every public page as the server sends it (no browser: a check of text, links or
 * markup needs no rendering) and gathers what `check` finds wrong on each, as "path: problem".
 */
export async function checkPublicHtml(
  request: APIRequestContext,
  check: (html: string, pathname: string) => string[],
): Promise<string[]> {
  const problems: string[] = []
  for (const pathname of await allPublicPaths(request)) {
    const html = await (await request.get(pathname)).text()
    problems.push(...check(html, pathname).map((problem) => `${pathname}: ${problem}`))
  }
  return problems
}
