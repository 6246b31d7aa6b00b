import { expect, signInAsAdmin, test } from './fixtures'

test('the facts desk fits a phone and a fact can be marked re-checked there', async ({ page }) => {
  // A sign-in and a server action: 40-50 s on a busy machine.
  test.slow()
  await signInAsAdmin(page)
  await page.goto('/dashboard/facts?kind=fmge')
  const fact = page.locator('[data-fact="fmge:June 2023"]')
  await expect(fact).toContainText('never re-checked by a person')
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  await fact.getByLabel('Source you opened').fill('Medical Dialogues, July 2023')
  await fact.getByRole('button', { name: 'Re-checked today' }).tap()
  // Now current, it leaves the list of stale facts.
  await expect(fact).toHaveCount(0)
  await page.goto('/dashboard/facts?show=all&kind=fmge')
  await expect(page.locator('[data-fact="fmge:June 2023"]')).toContainText('Current')
})
