import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures'

test.describe('the privacy pages on a phone', () => {
  test('the policy itemises the data, names the Grievance Officer and links to each right', async ({
    page,
  }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    for (const item of [
      'NEET score',
      'Whether the student is under 18',
      "Parent's or guardian's name, phone number and consent",
      'Your internet (IP) address',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: item })).toBeVisible()
    }
    const officer = page.locator('#grievance-officer')
    // The suite's server runs without GRIEVANCE_OFFICER_*, as a declared demonstration
    // (DEMO_SITE): the placeholder shows, and so does the banner saying it reaches nobody.
    await expect(officer).toContainText('Not yet named')
    await expect(page.getByRole('complementary', { name: 'Demonstration site' })).toContainText(
      'its contact details are placeholders',
    )
    await expect(officer.getByRole('link', { name: 'privacy@example.com' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.com',
    )
    await expect(page.getByText('always within 30 days')).toBeVisible()
    await expect(page.getByText(/This notice is in English/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Withdraw your consent' })).toHaveAttribute(
      'href',
      '/privacy-policy/your-data?kind=withdraw',
    )
    await expect(page.getByRole('link', { name: 'Ask us to erase your data' })).toHaveAttribute(
      'href',
      '/privacy-policy/your-data?kind=erasure',
    )
    await page.getByRole('link', { name: 'Complain to the Data Protection Board of India' }).click()
    await expect(page).toHaveURL(/#complain$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy-policy$/)
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
  })

  test(
    'the request page: the linked kind is chosen, it fits the screen, and the footer links to it',
    { tag: '@full' },
    async ({ page }) => {
      // Five pages, each checked by axe (about 2.5 s a page on a phone here).
      test.slow()
      await page.goto('/privacy-policy/your-data?kind=withdraw')
      await expect(page.getByLabel('Withdraw my consent (stop contacting me)')).toBeChecked()
      await expect(page).toHaveTitle(/Your data: see, correct or erase it/)
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
      await expect(
        page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Your Data' }),
      ).toHaveAttribute('href', '/privacy-policy/your-data')

      for (const path of [
        '/privacy-policy/your-data/received/email',
        '/privacy-policy/your-data/received/phone',
        '/privacy-policy/your-data/verify?token=no-such-token',
        '/privacy-policy/your-data/verify/confirmed',
      ]) {
        await page.goto(path)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          await page.evaluate(() => document.documentElement.clientWidth),
        )
        expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
      }
    },
  )
})
