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
  test(`nothing wider than the screen: ${path}`, async ({ page }) => {
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
  })
}

test('the cost tool by touch: a course total quoted for the whole course is not multiplied again', async ({
  page,
}) => {
  // Kathmandu Medical College (37) quotes its fee for the whole course.
  await page.goto('/resources/tools?tab=cost&id=37')
  const tuition = page.getByLabel('Tuition a year (₹)')
  const perYear = Number((await tuition.inputValue()).replace(/,/g, ''))
  // NPR 64,40,000 for 5.5 years at NPR 1.6 to the rupee is about Rs 7.3 lakh a year.
  expect(perYear).toBeGreaterThan(700_000)
  expect(perYear).toBeLessThan(760_000)
  await page.getByLabel('Interest rate (% a year)').fill('12')
  await expect(page).toHaveURL(/rate=12/)
  await page.getByRole('button', { name: 'Calculate' }).tap()
  await expect(page.getByTestId('cost-emi')).not.toHaveText('₹33,202')
})
