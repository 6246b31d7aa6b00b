import { expect, test, type Page } from '@playwright/test'

import { offScreenImagePreloads } from './fixtures'
import { allPublicPaths, checkPublicPages } from './public-pages'

/**
 * Public pages laid out as a phone and a tablet lay them out (mobile emulation: a narrow
 * desktop window hid a country page 3,437 px wide): nothing is wider than the screen, the
 * header's logo and menu button stay on it, and no image outside the first screen is preloaded.
 * `npm test` opens one page of each kind on the phone; `npm run test:full` opens every public
 * page at three sizes. The pages are read, not listed (tests/e2e/public-pages.ts).
 */

const SHARDS = 6

const screens = [
  { name: 'small phone', width: 360, height: 740 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const

async function measure(page: Page) {
  return page.evaluate(() => {
    const html = document.documentElement
    const menu = document.querySelector('header summary') // the menu button
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

/** What is wrong with the page open at a screen `width` px wide, as one line, or nothing. */
async function layoutProblems(page: Page, width: number): Promise<string[]> {
  const seen = { ...(await measure(page)), offScreenPreloads: await offScreenImagePreloads(page) }
  const problems = [
    seen.layoutWidth !== width && `laid out ${seen.layoutWidth} px wide`,
    seen.scrollWidth > width && `scrolls to ${seen.scrollWidth} px`,
    (!seen.logo || seen.logo.left < 0 || seen.logo.right > width) &&
      `logo at ${JSON.stringify(seen.logo)}`,
    // Below 768 px the menu button replaces the links.
    width < 768 &&
      (!seen.menu || seen.menu.left < 0 || seen.menu.right > width) &&
      `menu button at ${JSON.stringify(seen.menu)}`,
    seen.offScreenPreloads.length > 0 &&
      `preloads ${seen.offScreenPreloads.join(', ')} outside the first screen`,
  ].filter((problem) => problem !== false)
  return problems.length > 0 ? [problems.join(', ')] : []
}

/**
 * One page of each kind: of six or more addresses that differ only in their last segment (the 47
 * university pages, the twelve guides, the articles) the first; every other page itself.
 */
function onePerKind(paths: string[]): string[] {
  const kind = (path: string) =>
    path.startsWith('/mbbs-in-')
      ? '/mbbs-in-*'
      : // Below a first segment only: the pages at the root are each their own kind.
        path.replace(/^(\/[^/?]+.*)\/[^/?]+$/, '$1/*')
  const siblings = new Map<string, number>()
  for (const path of paths) siblings.set(kind(path), (siblings.get(kind(path)) ?? 0) + 1)
  const seen = new Set<string>()
  return paths.filter((path) => {
    const key = (siblings.get(kind(path)) ?? 0) > 5 ? kind(path) : path
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const FAST_SHARDS = 2

test('the sitemap, the shell and the route tree give the pages to check', async ({ request }) => {
  const paths = await allPublicPaths(request)
  for (const expected of ['/', '/universities', '/contact', '/gallery', '/country/russia']) {
    expect(paths).toContain(expected)
  }
  expect(paths.filter((p) => p.startsWith('/university-details/'))).toHaveLength(47)
  // One of each kind: a university page, a guide and a country page stand for their kinds.
  const kinds = onePerKind(paths)
  expect(kinds.filter((p) => p.startsWith('/university-details/'))).toHaveLength(1)
  expect(kinds.filter((p) => p.startsWith('/mbbs-in-'))).toHaveLength(1)
  expect(kinds).toContain('/about-us')
})

test.describe('one page of each kind on the phone', () => {
  for (let shard = 0; shard < FAST_SHARDS; shard++) {
    test(`is no wider than the screen, keeps the logo and menu on it, and preloads only its first screen (part ${shard + 1} of ${FAST_SHARDS})`, async ({
      page,
      request,
    }) => {
      test.slow()
      const width = page.viewportSize()!.width
      const paths = onePerKind(await allPublicPaths(request))
      const wrong = await checkPublicPages(page, paths, shard, FAST_SHARDS, () =>
        layoutProblems(page, width),
      )
      expect(wrong).toEqual([])
    })
  }
})

for (const screen of screens) {
  test.describe(
    `at ${screen.width} px (${screen.name}, mobile emulation)`,
    { tag: '@full' },
    () => {
      test.use({
        viewport: { width: screen.width, height: screen.height },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      })

      for (let shard = 0; shard < SHARDS; shard++) {
        test(`no public page is wider than the screen, keeps the logo and menu on it, and preloads only its first screen (part ${shard + 1} of ${SHARDS})`, async ({
          page,
          request,
        }) => {
          test.setTimeout(120_000)
          const paths = await allPublicPaths(request)
          const wrong = await checkPublicPages(page, paths, shard, SHARDS, () =>
            layoutProblems(page, screen.width),
          )
          expect(wrong).toEqual([])
        })
      }
    },
  )
}
