import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test.describe('header at 1280 px', () => {
  test(
    'is fixed, 72 px high, with the main links and the logo linking home',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/')
      const header = page.locator('header').first()
      await expect(header).toHaveCSS('position', 'fixed')
      expect((await header.boundingBox())?.height).toBe(72)
      const nav = page.getByRole('navigation', { name: 'Main' })
      for (const [name, href] of [
        ['Home', '/'],
        ['Universities', '/universities'],
        ['Apply Now', '/apply-now'],
        ['Contact', '/contact'],
      ]) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
      }
      await expect(page.getByRole('link', { name: 'MedPathway Abroad home' })).toHaveAttribute(
        'href',
        '/',
      )
      await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(nav.getByRole('link', { name: 'Contact', exact: true })).not.toHaveAttribute(
        'aria-current',
        'page',
      )
    },
  )

  test(
    'takes a stronger background once the page scrolls past 20 px',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/')
      const header = page.locator('header').first()
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor)
      await page.mouse.wheel(0, 10)
      await page.waitForTimeout(200)
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      await page.mouse.wheel(0, 300)
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      await page.waitForTimeout(300) // the colour transition
      const after = await header.evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(after).toBe('rgb(255, 255, 255)')
      expect(before).not.toBe(after)
    },
  )

  test('the Study Destinations dropdown lists every group and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Study Destinations' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(
      `#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
    )
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'All Universities' })).toHaveAttribute(
      'href',
      '/universities',
    )
    for (const group of ['Eastern Europe', 'Caucasus & Central Asia', 'Asia', 'Balkans']) {
      await expect(panel.getByText(group, { exact: true })).toBeVisible()
    }
    await expect(panel.getByRole('link')).toHaveCount(13)
    await expect(panel.getByRole('link', { name: 'MBBS in Bosnia' })).toHaveAttribute(
      'href',
      '/mbbs-in-bosnia',
    )
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('320px')

    const results = await new AxeBuilder({ page }).include('header').analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the dropdown works by keyboard alone', { tag: '@full' }, async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Study Destinations' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'All Universities', exact: true })).toBeFocused()
    // Tabbing out of the panel closes it.
    for (let i = 0; i < 13; i += 1) await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Apply Now', exact: true }).first()).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click outside closes the dropdown', { tag: '@full' }, async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Study Destinations' })
    await toggle.click()
    await page.locator('h1').click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test(
    'on a country route the dropdown reads MBBS in {Country} and marks the country',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/mbbs-in-russia')
      const toggle = page.getByRole('button', { name: 'MBBS in Russia' })
      await expect(toggle).toBeVisible()
      await toggle.click()
      await expect(page.getByRole('link', { name: 'MBBS in Russia' }).first()).toHaveAttribute(
        'aria-current',
        'page',
      )
      const panel = page.locator(
        `#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
      )
      expect(
        (await panel.boundingBox())!.x + (await panel.boundingBox())!.width,
      ).toBeLessThanOrEqual(1280)
    },
  )

  test('the mobile menu toggle is not shown', { tag: '@full' }, async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })
})
