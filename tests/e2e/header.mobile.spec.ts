import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { ownedByReact } from './hydration'

test.describe('mobile menu at 375 px', () => {
  test('hides the desktop links and opens a full-screen menu that locks page scroll', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    // The header is plain HTML until first used: the press hydrates it, then opens the menu.
    expect(await ownedByReact(page, 'site-header')).toBe(false)
    await expect(toggle).not.toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const box = await menu.boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 })
    expect(box!.height).toBeGreaterThanOrEqual(740)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )
    for (const name of ['Home', 'Universities', 'Apply Now', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])

    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )
  })

  test(
    'keeps focus inside while open, and Escape closes it and returns focus',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/')
      const toggle = page.getByRole('button', { name: 'Open menu' })
      await toggle.click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect(menu).toBeVisible()
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab')
        expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Shift+Tab')
        expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(toggle).toBeFocused()
    },
  )

  test(
    'the destinations section collapses and a link navigates and closes the menu',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      const destinations = menu.getByRole('button', { name: 'Study Destinations' })
      await expect(destinations).toHaveAttribute('aria-expanded', 'false')
      await expect(menu.getByRole('link', { name: 'MBBS in Nepal' })).toBeHidden()
      await destinations.click()
      await expect(menu.getByRole('link', { name: 'MBBS in Nepal' })).toBeVisible()
      await expect(menu.getByText('Balkans', { exact: true })).toBeVisible()

      await menu.getByRole('link', { name: 'Contact', exact: true }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(menu).toBeHidden()
    },
  )
})

test.describe('mobile menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu button opens the menu from the keyboard, and its links lead on', async ({
    page,
  }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    // From the keyboard: the skip link, the home link, then the menu button.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    const box = await menu.boundingBox()
    expect(box!.x).toBe(0)
    expect(box!.width).toBe(375)
    for (const name of ['Home', 'Universities', 'Apply Now', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'MBBS in Nepal' })).toBeHidden()
    await menu.getByText('Study Destinations').click()
    await expect(menu.getByRole('link', { name: 'MBBS in Nepal' })).toBeVisible()
    // Pressed again, the same button (now named for what it does) closes it.
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('a tablet held upright, 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true })

  test('the header stays on one line: the logo and the menu button, no wrapped links', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toBeVisible()
    const header = (await page.locator('header').first().boundingBox())!
    const logo = (await page.locator('header a[href="/"]').first().boundingBox())!
    const button = (await toggle.boundingBox())!
    // One row: the logo and the button share it, inside a header of one line's height.
    expect(Math.abs(logo.y + logo.height / 2 - (button.y + button.height / 2))).toBeLessThan(8)
    expect(header.height).toBeLessThan(90)
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
  })
})
