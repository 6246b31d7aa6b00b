import { expect, test, type Page } from '@playwright/test'

import { offScreenImagePreloads } from './fixtures'
import { allPublicPaths, checkPublicPages } from './public-pages'

/**
 * Every public page, laid out as a phone and a tablet lay it out (mobile emulation: a narrow
 * desktop window hid a country page 3,437 px wide): nothing is wider than the screen, the
 * header's logo and menu button stay on it, and no image outside the first screen is preloaded.
 * "Every public page" is read, not listed (tests/e2e/public-pages.ts).
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
        const wrong = await checkPublicPages(page, request, shard, SHARDS, async () => {
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
          ].filter((problem) => problem !== false)
          return problems.length > 0 ? [problems.join(', ')] : []
        })
        expect(wrong).toEqual([])
      })
    }
  })
}
