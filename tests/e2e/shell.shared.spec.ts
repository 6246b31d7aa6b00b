import AxeBuilder from '@axe-core/playwright'
import { expect, test, untilChatButtonShown } from './fixtures'

/**
 * What depends on the screen: the chat button's entrance, layout shift and accessibility, on a
 * phone and a desktop. The shell's links, metadata and 404s are in shell.desktop.spec.ts.
 */
test.describe('public shell', () => {
  test(
    'the WhatsApp button fades in 1.5 s after the page appears and opens the chat in a new tab',
    { tag: '@full-on-phone' },
    async ({ page }) => {
      // Record, in the page itself, when the button first becomes visible relative to first paint.
      await page.addInitScript(() => {
        const w = window as unknown as { __chatVisibleAt?: number }
        const poll = () => {
          const el = document.querySelector('[data-testid="whatsapp-button"]')
          if (
            el &&
            getComputedStyle(el).visibility === 'visible' &&
            Number(getComputedStyle(el).opacity) > 0
          ) {
            w.__chatVisibleAt = performance.now()
            return
          }
          requestAnimationFrame(poll)
        }
        requestAnimationFrame(poll)
      })
      await page.goto('/')
      const button = page.getByRole('link', {
        name: 'Chat with us on WhatsApp (opens in a new tab)',
      })
      await expect(button).toBeVisible({ timeout: 5000 })
      const { visibleAt, firstPaint } = await page.evaluate(() => ({
        visibleAt: (window as unknown as { __chatVisibleAt: number }).__chatVisibleAt,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }))
      // The CSS delay runs from when the button is first styled: after navigation began, and
      // before (or at) first paint. How much later than that it shows depends on the
      // machine's load, so the delay itself is read from the style, not timed from above.
      expect(visibleAt).toBeGreaterThanOrEqual(1500)
      expect(visibleAt).toBeGreaterThan(firstPaint)
      expect(await button.evaluate((element) => getComputedStyle(element).animationDelay)).toBe(
        '1.5s',
      )

      const href = await button.getAttribute('href')
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
      expect(decodeURIComponent(href!.split('text=')[1]!)).toMatch(
        /interested in information about studying MBBS abroad/,
      )
      await expect(button).toHaveAttribute('target', '_blank')
    },
  )

  test(
    'nothing shifts the layout while the page loads and the chat button appears',
    { tag: '@full-on-desktop' },
    async ({ page }) => {
      await page.addInitScript(() => {
        ;(window as unknown as { __cls: number }).__cls = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/')
      await untilChatButtonShown(page)
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      expect(cls).toBeLessThan(0.01)
    },
  )

  // In npm test: the home page on both, and the listing and a university page on a desktop.
  // Every other page and state in test:full.
  const axeTags: Record<string, string | string[]> = {
    '/': [],
    '/universities?country=russia': '@full-on-phone',
    '/university-details/13': '@full-on-phone',
  }
  for (const path of [
    '/',
    '/no-such-page',
    '/universities?country=russia',
    '/university-details/13',
    '/country/philippines',
    '/gallery',
    '/university-details/999',
    '/dynamic-university/13',
    '/dynamic-university/999',
  ]) {
    test(
      `axe finds no violations on ${path}`,
      { tag: axeTags[path] ?? '@full' },
      async ({ page }) => {
        await page.goto(path)
        await untilChatButtonShown(page) // so it is checked too, and not caught half faded in
        const results = await new AxeBuilder({ page }).analyze()
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
        ).toEqual([])
      },
    )
  }
})
