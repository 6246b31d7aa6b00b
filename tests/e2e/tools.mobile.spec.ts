import { builtInRates } from '@/data/exchange-rates'

import { expect, test } from './fixtures'

/**
 * The tools on a phone (mobile emulation): the comparison table scrolls inside its own box,
 * the page never gets wider than the screen, and the cost tool's form works by touch.
 */

for (const path of [
  '/resources/tools?tab=compare&ids=13,1,35',
  '/resources/tools?tab=roi',
  '/resources/tools?tab=neet&qualified=yes&dob=2008-07-21&pcb=55',
  '/resources/tools?tab=cost&id=37',
]) {
  // The comparison, the widest, in npm test; every tool in test:full.
  const tag = path.includes('tab=compare') ? [] : '@full'
  test(`nothing wider than the screen: ${path}`, { tag }, async ({ page }) => {
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
  })
}

test('the cost tool by touch: a course total is counted once, never multiplied by the years', async ({
  page,
}) => {
  // Kathmandu Medical College (37) quotes its fee for the whole course.
  await page.goto('/resources/tools?tab=cost&id=37')
  const tuition = page.getByLabel('Tuition, whole course (₹)')
  const whole = Number((await tuition.inputValue()).replace(/,/g, ''))
  // USD 75,000 for the whole course (Kathmandu University's notice) at the built-in rate:
  // counted once, not once a year.
  const usd = builtInRates.find((rate) => rate.currency === 'USD')!.inr
  expect(whole).toBe(Math.round(75_000 * usd))
  await page.getByLabel('Interest rate (% a year)').fill('12')
  await expect(page).toHaveURL(/rate=12/)
  await page.getByRole('button', { name: 'Calculate' }).tap()
  await expect(page.getByTestId('cost-emi')).not.toHaveText('₹33,202')
})

test.describe('the comparison on a 390 px phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  })

  test(
    'fits the screen: every university named in full beside each of its figures',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/resources/tools?tab=compare&ids=13,1,35')
      const table = page.getByRole('table', { name: 'The chosen universities compared' })
      const width = page.viewportSize()!.width
      const names = [
        'Tbilisi State Medical University',
        'Altai State Medical University',
        'International Medical University (IMU)',
      ]
      // Nothing in the comparison lies beyond the screen's edges or is cut inside its box.
      const outside = await table.evaluate((element, width) => {
        return [...element.querySelectorAll('th, td')]
          .filter((cell) => cell.getClientRects().length > 0)
          .flatMap((cell) => {
            const rect = cell.getBoundingClientRect()
            const cut = cell.scrollWidth > cell.clientWidth + 1
            return rect.left < 0 || rect.right > width || cut
              ? [
                  `${cell.textContent?.slice(0, 40)} at ${Math.round(rect.left)}-${Math.round(rect.right)}${cut ? ', cut' : ''}`,
                ]
              : []
          })
      }, width)
      expect(outside).toEqual([])
      // Each figure of a row says whose it is, so the rows still compare.
      const tuition = table.getByRole('row', { name: /^Tuition/ })
      for (const name of names) {
        const cell = tuition.getByRole('cell').filter({ hasText: name })
        await expect(cell).toBeVisible()
        await expect(cell).toContainText(name === names[2] ? 'Contact for fees' : '$')
      }
      for (const name of names) {
        await expect(table.getByRole('link', { name })).toBeVisible()
      }
    },
  )
})

test('all four tools are in view at a glance on a phone, none hidden in a scrolling strip', async ({
  page,
}) => {
  await page.goto('/resources/tools?tab=roi')
  const tabs = page.getByRole('navigation', { name: 'Tools' }).getByRole('link')
  await expect(tabs).toHaveCount(4)
  const width = page.viewportSize()!.width
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!
    expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(width)
  }
  await expect(page.getByRole('link', { name: 'ROI Calculator' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})
