import fs from 'node:fs'

import { expect, test } from '@playwright/test'

const budgets: { pages: Record<string, { path: string }> } = JSON.parse(
  fs.readFileSync(new URL('./page-budgets.json', import.meta.url), 'utf8'),
)

/**
 * On a phone, one page of each kind fetches nothing once it has loaded until the visitor
 * reaches for it: no route prefetches (they wait for a touch on a link), no code split off the
 * page (the form engine waits for a touch on a form; a form's own code, for the visitor to
 * scroll near it). On a desktop, a form already in view (a university's sticky apply panel)
 * fetches its code after load: that is the visitor's first screen.
 */
test('a phone fetches nothing after a page has loaded that the visitor did not ask for (a local server stands in for the CDN)', async ({
  page,
}) => {
  const unasked: string[] = []
  for (const [kind, budget] of Object.entries(budgets.pages)) {
    await page.goto(budget.path)
    const listener = (request: { url: () => string; resourceType: () => string }) => {
      // Route prefetches (RSC requests) and code split off the page (the form engine) wait
      // for the visitor to reach for a link or a form.
      if (/[?&]_rsc=/.test(request.url()) || request.resourceType() === 'script') {
        unasked.push(`${kind} (${budget.path}): ${request.url()}`)
      }
    }
    page.on('request', listener)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(1500)
    page.off('request', listener)
  }
  expect(unasked).toEqual([])
})
