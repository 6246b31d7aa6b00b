import { expect, test } from './fixtures'

test('a phone shows a university caution on its card and above the page tabs, dated and sourced', async ({
  page,
}) => {
  await page.goto('/universities?q=tashkent')
  const card = page.getByRole('article').filter({ hasText: 'Tashkent State Medical University' })
  await expect(card).toContainText('Caution (21 Jul 2025):')
  await expect(card).toContainText('Chirchik')

  await page.goto('/university-details/41')
  const caution = page.getByRole('region', { name: 'Caution' })
  await expect(caution).toContainText('main campus in Tashkent, not the Chirchik branch')
  await expect(caution).toContainText('Source: NMC alert of 21 Jul 2025')
  // Near the top: above the tabs, seen before any of the page's details.
  const cautionTop = (await caution.boundingBox())!.y
  const tabsTop = (await page.getByRole('tablist').boundingBox())!.y
  expect(cautionTop).toBeLessThan(tabsTop)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
})

test(
  'a phone shows a course-total fee as such, never divided into a yearly one, and "estimate" where unsourced',
  { tag: '@full' },
  async ({ page }) => {
    await page.goto('/university-details/36')
    await expect(page.getByText('$75,000 for the whole course').first()).toBeVisible()
    const fees = page.getByRole('region', { name: 'Tuition fee' })
    await page.getByRole('tab', { name: 'Programs' }).click()
    await expect(fees).toContainText('Tuition for the whole course')
    // Paid in unequal instalments: a yearly share would be a figure nobody charges.
    await expect(fees).not.toContainText('Tuition per year')
    await expect(fees).toContainText('a past academic year')
    await expect(fees).toContainText('Source: Manipal College of Medical Sciences')
    await page.goto('/university-details/1')
    await expect(page.getByText('estimate', { exact: true }).first()).toBeVisible()
  },
)
