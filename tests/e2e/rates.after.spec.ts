import { formatDate } from '@/lib/dates'

import { expect, signInAsAdmin, test } from './fixtures'

test('staff record a rupee rate: bad input changes nothing, a good one converts every page at once', async ({
  page,
  request,
}) => {
  // Five public pages and a worksheet are drawn again with the new rate on their first visit.
  test.setTimeout(60_000)
  await signInAsAdmin(page)
  await page.goto('/dashboard/rates')
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  const rowsBefore = await history.getByRole('row').count()

  // Bad input: a message beside each field, nothing stored.
  const form = page.getByRole('region', { name: 'Record a rate' })
  await form.getByLabel('Rupees for one unit').fill('ninety')
  await form.getByLabel('Date read').fill('2099-01-01')
  await form.getByRole('button', { name: 'Save rate' }).click()
  await expect(form.getByText('Enter the rupees for one unit, for example 90.95')).toBeVisible()
  await expect(form.getByText('Enter the date you read the rate (not in the future)')).toBeVisible()
  await expect(
    form.getByText('Say where you read it, for example "RBI reference rate"'),
  ).toBeVisible()
  await expect(form.getByLabel('Rupees for one unit')).toHaveValue('ninety')
  // Refused again, for the date alone: the form keeps what was typed this time.
  await form.getByLabel('Currency').selectOption('EUR')
  await form.getByLabel('Rupees for one unit').fill('91.25')
  await form.getByLabel('Source').fill('RBI reference rate')
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/dashboard/rates',
  )
  await form.getByRole('button', { name: 'Save rate' }).click()
  await answered
  await expect(form.getByText('Say where you read it')).toHaveCount(0)
  await expect(form.getByText('Enter the date you read the rate (not in the future)')).toBeVisible()
  await expect(form.getByLabel('Rupees for one unit')).toHaveValue('91.25')
  await expect(form.getByLabel('Source')).toHaveValue('RBI reference rate')
  await expect(form.getByLabel('Currency')).toHaveValue('EUR')
  await page.reload()
  await expect(history.getByRole('row')).toHaveCount(rowsBefore)

  // A good reading: saved, listed, and in use on the public pages with its date.
  const today = new Date().toISOString().slice(0, 10)
  await form.getByLabel('Currency').selectOption('USD')
  await form.getByLabel('Rupees for one unit').fill('95.5')
  await form.getByLabel('Date read').fill(today)
  await form.getByLabel('Source').fill('E2E reference rate')
  await form.getByRole('button', { name: 'Save rate' }).click()
  await expect(form.getByRole('status')).toHaveText('Rate saved. The site converts with it now.')
  await expect(history.getByRole('row').filter({ hasText: 'E2E reference rate' })).toHaveCount(1)
  const inUse = page.getByRole('region', { name: 'In use now' })
  await expect(inUse.getByRole('row', { name: /^USD/ })).toContainText('₹95.5')

  // Altai (id 1) charges about $4,500 a year: 4,500 x 95.5 = ₹4,29,750, "₹4.3 lakh".
  await page.goto('/university-details/1')
  await expect(page.locator('main')).toContainText(
    `₹4.3 lakh a year (rate of ${formatDate(today)})`,
  )
  await page.getByRole('tab', { name: 'Programs' }).click()
  await expect(page.getByRole('region', { name: 'Tuition fee' })).toContainText(
    `$1 = ₹95.5, rate of ${formatDate(today)} (E2E reference rate)`,
  )
  // A list says the rate once, above its cards, and the cards leave it out.
  await page.goto('/universities?q=altai')
  await expect(page.locator('main')).toContainText(
    `Rupee figures (≈) use the rate of ${formatDate(today)} (US dollar fees).`,
  )
  await expect(page.getByRole('article').first()).toContainText('≈ ₹4.3 lakh a year')
  await expect(page.getByRole('article').first()).not.toContainText('rate of')
  // The guides and the cost worksheets, built at \`next build\`, convert with it too.
  await page.goto('/mbbs-in-russia')
  await expect(page.locator('#fees tbody tr').first()).toContainText(
    `at the rate of ${formatDate(today)}`,
  )
  const worksheet = await (
    await request.get('/resources/downloads/cost-worksheet-russia.csv')
  ).text()
  expect(worksheet).toContain(`at the rate of ${formatDate(today)}`)
})
