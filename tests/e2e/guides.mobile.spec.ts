import { expect, leadsAtWebhook, test, uniqueEmail } from './fixtures'

/**
 * The guides on a phone (mobile emulation): Nepal's sidebar falls below the content and its
 * enquiry form delivers with the country; the tables scroll inside their own box, never the
 * page. The whole-site overflow crawl (phone-layout.mobile.spec.ts) covers every guide too.
 */

test(
  'Nepal on a phone: the enquiry form after the content sends the country with the lead',
  { tag: '@full' },
  async ({ page }) => {
    await page.goto('/mbbs-in-nepal')
    const sidebar = page.getByRole('complementary', { name: 'Enquire about MBBS in Nepal' })
    const content = page.locator('#faq')
    expect((await sidebar.boundingBox())!.y).toBeGreaterThan((await content.boundingBox())!.y)
    await page.getByRole('link', { name: 'Go to the enquiry form' }).tap()
    const form = page.locator('#guide-application-form')
    const email = uniqueEmail('nepal-phone')
    await form.getByLabel('Full name').fill('Prakash Patil')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Phone number').fill('9845055555')
    await form.getByLabel('Last attended college').fill('Govt PU College, Davanagere')
    await form.getByLabel('NEET score').fill('450')
    await form.getByRole('button', { name: 'Apply for Admission' }).tap()
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Application submitted successfully!' }),
    ).toBeVisible({ timeout: 10_000 })
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({ formType: 'application', countryName: 'Nepal' })
  },
)

test('the fee and FMGE tables fit the phone or scroll inside their own box', async ({ page }) => {
  for (const path of ['/mbbs-in-russia', '/mbbs-in-malaysia', '/resources/guides/georgia']) {
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, path).toBeLessThanOrEqual(page.viewportSize()!.width)
    for (const table of await page.locator('table').all()) {
      const box = (await table.locator('xpath=..').boundingBox())!
      expect(box.x + box.width, path).toBeLessThanOrEqual(page.viewportSize()!.width)
    }
  }
})
