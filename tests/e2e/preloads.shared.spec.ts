import { expect, test, type Page } from '@playwright/test'

import { offScreenImagePreloads } from './fixtures'

/**
 * Bytes on mobile data: a page preloads the images of its first screen and nothing else, and
 * opening a menu of links does not fetch the pictures of the pages behind them.
 */

/** Chromium's console warnings for preloads the page never used, and every image requested. */
function watch(page: Page) {
  const unusedPreloads: string[] = []
  const images: string[] = []
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) {
      unusedPreloads.push(message.text())
    }
  })
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname)
  })
  return { unusedPreloads, images }
}

/** Chromium reports an unused preload a few seconds after the load event. */
const PRELOAD_GRACE_MS = 4_000

test(
  'the home page preloads only images of its first screen',
  { tag: '@full-on-phone' },
  async ({ page }) => {
    const seen = watch(page)
    await page.goto('/')
    const offScreen = await offScreenImagePreloads(page)
    expect(offScreen).toEqual([])
    await page.waitForTimeout(PRELOAD_GRACE_MS)
    expect(seen.unusedPreloads).toEqual([])
  },
)

test(
  'opening the destinations menu fetches none of the destinations’ pictures',
  { tag: '@full' },
  async ({ page, isMobile }) => {
    const seen = watch(page)
    await page.goto('/')
    await page.waitForLoadState('load')
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await menu.getByRole('button', { name: 'Study Destinations' }).click()
      await expect(menu.getByRole('link', { name: 'MBBS in Russia' })).toBeVisible()
    } else {
      const header = page.locator('header')
      await header.getByRole('button', { name: 'Study Destinations' }).click()
      await expect(header.getByRole('link', { name: 'MBBS in Russia' })).toBeVisible()
    }
    await page.waitForTimeout(PRELOAD_GRACE_MS)
    expect(seen.images.filter((path) => path.startsWith('/images/countries/'))).toEqual([])
    expect(seen.unusedPreloads).toEqual([])
  },
)
