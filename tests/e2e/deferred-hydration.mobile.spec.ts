import { builtInUniversities } from '@/data/universities'

import { expect, test } from './fixtures'
import { ownedByReact } from './hydration'

test.describe('on a phone, the sections below the first screen', () => {
  test('are hydrated when the visitor scrolls near them, and work then', async ({ page }) => {
    await page.goto('/')
    // Until React has made its first pass over the page, a tap's update would reach the
    // boundaries below and let them through (so a navigation is never held up): the visitor
    // taps once the page is idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    // The first screen is hydrated: the carousel turns.
    const carousel = page.getByRole('region', { name: 'Universities from our list' })
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveAttribute(
      'aria-label',
      /^2 of 4/,
    )
    // Further down, the HTML is there but React has not taken it over.
    await expect(page.locator('#our-list h2')).toHaveText('Universities in our list')
    expect(await ownedByReact(page, 'our-list')).toBe(false)
    expect(await ownedByReact(page, 'site-footer')).toBe(false)

    await page.locator('#our-list h2').scrollIntoViewIfNeeded()
    await expect.poll(() => ownedByReact(page, 'our-list')).toBe(true)
    expect(await ownedByReact(page, 'site-footer')).toBe(false)
    await page.getByRole('combobox', { name: 'Show universities in' }).selectOption('georgia')
    await expect(page.locator('#our-list ul > li')).toHaveCount(
      builtInUniversities.filter((u) => u.country === 'georgia').length,
    )
  })

  test(
    'take an event at once when it comes before they are near',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/universities')
      // The first cards are hydrated with the page; the third waits.
      await expect(page.getByText('Show Filters')).toBeVisible()
      const third = page.locator('li[id^="university-"]').first()
      const id = (await third.getAttribute('id'))!
      expect(await ownedByReact(page, id)).toBe(false)
      // A click that arrives without scrolling (as a screen reader's can): React hydrates the
      // card first, so Next's client-side navigation handles the link.
      await page.evaluate(() => {
        ;(window as unknown as { beforeNavigation: boolean }).beforeNavigation = true
      })
      await third.getByRole('link', { name: /^View details of/ }).dispatchEvent('click')
      await expect(page).toHaveURL(`/university-details/${id.slice('university-'.length)}`)
      expect(
        await page.evaluate(
          () => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation,
        ),
      ).toBe(true)
    },
  )
})
