import AxeBuilder from '@axe-core/playwright'

import { loan } from '@/lib/tools/formulas'
import { formatRupees } from '@/lib/universities/money'

import { expect, test } from './fixtures'
import { ownedByReact } from './hydration'

/** The EMI the tool should show, by the same formula. */
const emi = (principal: number, annualRate: number, years: number, moratoriumMonths = 0) =>
  formatRupees(Math.round(loan({ principal, annualRate, years, moratoriumMonths }).emi))

/**
 * The decision tools: each tool's state is its address, the server computes the result from it
 * (so a shared link shows the same result), and with JavaScript the result follows the form as
 * the visitor types.
 */

test(
  'comparison: three of four ids, every row, and a university added from the form',
  { tag: '@full' },
  async ({ page }) => {
    // Three pages and an axe scan: past 30 s on a loaded 2-core machine.
    test.slow()
    const response = await page.goto('/resources/tools?tab=compare&ids=13,1,35,2')
    expect(response?.status()).toBe(200)
    await expect(page.getByText('At most 3 universities can be compared')).toBeVisible()
    const table = page.getByRole('table', { name: 'The chosen universities compared' })
    await expect(table.locator('thead th')).toHaveCount(3)
    for (const row of [
      'Country',
      'Tuition',
      'Hostel',
      'Total cost',
      'FMGL: Course of at least 54 months',
      'FMGL: Licence to practise in that country, on a par with its citizens',
      'FMGL: completion within 10 years',
      'Entrance requirement',
      'Indian students',
      'Cautions',
      'FMGE results',
    ]) {
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible()
    }
    // Altai (id 1) is Russian: the country's official FMGE figure, with its cohort.
    await expect(table.getByRole('row', { name: /^FMGE results/ })).toContainText(
      'Russia: 12.9% passed, graduates of 2015-18',
    )
    await expect(table.getByRole('row', { name: /^Total cost/ })).toContainText(/for 6 years/)
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])

    // A course total is shown whole, never as a yearly fee (MCOMS, 36); Aktobe's total (28)
    // counts its 5 study years and says the internship is not in it.
    await page.goto('/resources/tools?tab=compare&ids=28,36')
    const tuition = table.getByRole('row', { name: /^Tuition/ })
    await expect(tuition).toContainText('$75,000 for the whole course')
    await expect(tuition).toContainText('2021-22 fee (a past year)')
    await expect(tuition).not.toContainText('$13,636')
    await expect(table.getByRole('row', { name: /^Total cost/ })).toContainText(
      'for 5 years of study; internship not included',
    )

    // With JavaScript: choosing a university updates the address and the table.
    await page.goto('/resources/tools?tab=compare')
    await page.getByLabel('University 1').selectOption('41')
    await expect(page).toHaveURL(/ids=41/)
    await expect(
      page.getByRole('table', { name: 'The chosen universities compared' }),
    ).toContainText('Chirchik')
  },
)

test('a card and a university page lead to the comparison', { tag: '@full' }, async ({ page }) => {
  await page.goto('/universities?q=altai')
  await page.getByRole('link', { name: /^Compare Altai/ }).click()
  await expect(page).toHaveURL(/\/resources\/tools\?tab=compare&ids=1$/)
  await expect(page.getByRole('table', { name: 'The chosen universities compared' })).toBeVisible()
  await page.goto('/university-details/13')
  await expect(
    page.getByRole('link', { name: /^Compare .* with other universities$/ }),
  ).toHaveAttribute('href', '/resources/tools?tab=compare&ids=13')
})

test("ROI: starts in rupees from a new doctor's pay in India, and follows the salary as it is typed", async ({
  page,
}) => {
  await page.goto('/resources/tools?tab=roi')
  // (4,00,000 + 2,00,000) x 6 = 36,00,000 on ₹57,876 a month: 63 months, not a "good investment".
  await expect(page.getByTestId('roi-investment')).toHaveText('₹36,00,000')
  await expect(page.getByTestId('roi-salary')).toHaveText('₹57,876')
  await expect(page.getByTestId('roi-months')).toHaveText('63 months')
  await expect(page.getByTestId('roi-advice')).toContainText('more than five years')
  await expect(page.getByText(/Good investment/i)).toHaveCount(0)
  await expect(page.getByText('MOSC Medical College stipend list, 9 Oct 2025')).toBeVisible()
  await page.getByLabel('Expected salary a year after qualifying').fill('1200000')
  await expect(page).toHaveURL(/salary=1200000/)
  await expect(page.getByTestId('roi-months')).toHaveText('36 months')
  await expect(page.getByTestId('roi-advice')).toContainText('three years or less')
  await page.getByLabel('Expected salary a year after qualifying').fill('0')
  await expect(page.getByTestId('roi-months')).toHaveText('never, with no salary')
  await expect(page.getByText(/between 10.2% and 29.62% of candidates passed/)).toBeVisible()
})

test(
  'ROI: a foreign salary is a deliberate choice, converted to rupees and flagged',
  { tag: '@full' },
  async ({ page }) => {
    await page.goto(
      '/resources/tools?tab=roi&currency=USD&tuition=5000&living=2500&salary=60000&salaryCurrency=USD',
    )
    await expect(page.getByTestId('roi-investment')).toContainText('₹')
    await expect(page.getByTestId('roi-foreign-salary')).toContainText(
      'in India the pay is about ₹57,876 a month',
    )
  },
)

test(
  'NEET: a verdict per rule with its source, from a shared link',
  { tag: '@full' },
  async ({ page }) => {
    // Two states of the form and an axe scan: past 30 s on a loaded 2-core machine.
    test.slow()
    await page.goto(
      '/resources/tools?tab=neet&qualified=yes&neetYear=2023&intake=2027&dob=2010-12-31&category=obc&pcb=41&english=yes',
    )
    await expect(page.getByTestId('neet-overall')).toHaveText('Not eligible yet: 1 rule not met.')
    const verdicts = page.getByTestId('neet-verdicts')
    await expect(verdicts.getByRole('listitem')).toHaveCount(5)
    const validity = verdicts
      .getByRole('listitem')
      .filter({ hasText: 'NEET result valid for the intake' })
    await expect(validity).toContainText('Does not meet it')
    await expect(validity).toContainText(
      'declared on 13 Jun 2023 and is valid for three years, to 13 Jun 2026: it does not cover an intake starting in September 2027',
    )
    await expect(validity).toContainText(
      'What would have to change: Qualify NEET-UG again in 2025 or later.',
    )
    await expect(verdicts.getByRole('listitem').filter({ hasText: 'Age 17' })).toContainText(
      'Meets the rule',
    )
    await expect(verdicts.getByRole('listitem').filter({ hasText: '40% aggregate' })).toContainText(
      'Meets the rule',
    )
    await expect(
      page.getByText('you cannot later sit FMGE or practise medicine in India'),
    ).toBeVisible()
    // Validity runs by dates: NEET-UG 2024 (declared 4 Jun 2024) covers classes starting in
    // February 2027, Nepal's month, though 2027 is more than two calendar years after 2024.
    await page.getByLabel('Year of your NEET-UG result').fill('2024')
    await page.getByLabel('Month classes start').selectOption('2')
    await expect(page).toHaveURL(/intakeMonth=2/)
    await expect(page.getByTestId('neet-overall')).toHaveText('You meet every rule.')
    await expect(validity).toContainText('it covers an intake starting in February 2027')
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
  },
)

test(
  'course cost and EMI: Rs 20,00,000 at 10% over 7 years is Rs 33,202 a month',
  { tag: '@full' },
  async ({ page }) => {
    await page.goto('/resources/tools?tab=cost&id=13&loan=2000000&rate=10&tenure=7')
    await expect(page.getByTestId('cost-emi')).toHaveText('₹33,202')
    await expect(page.getByRole('heading', { name: /^The whole course at / })).toBeVisible()
    await expect(page.getByTestId('cost-total')).toContainText('₹')
    await expect(page.getByText('If the rupee is 10% weaker')).toBeVisible()
    await page.getByLabel('Moratorium (months, optional)').fill('12')
    await expect(page).toHaveURL(/moratorium=12/)
    await expect(page.getByTestId('cost-emi')).not.toHaveText('₹33,202')
    await expect(page.getByRole('button', { name: 'Print for your family' })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('form', { name: 'Course cost and EMI' })).toBeHidden()
    await expect(page.getByTestId('cost-emi')).toBeVisible()
  },
)

test('a tool computes in the browser as the visitor types: the address follows, the server is not asked', async ({
  page,
}) => {
  await page.goto('/resources/tools?tab=cost&id=13&loan=2000000&rate=10&tenure=7')
  await expect(page.getByTestId('cost-emi')).toHaveText(emi(2_000_000, 10, 7))
  await expect.poll(() => ownedByReact(page, 'cost')).toBe(true)
  // From here on, a navigation or a request for the tools page (its HTML or its RSC payload)
  // would be a round trip to the server. (Links elsewhere may be prefetched; the engine's
  // script is a static file. The router may prefetch the tabs' links, which are this page:
  // that is no answer to what is typed.)
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) return
    if (request.isNavigationRequest() || new URL(request.url()).pathname === '/resources/tools') {
      asked.push(`${request.method()} ${request.url()} rsc=${request.headers()['rsc'] ?? ''}`)
    }
  })
  await page.getByLabel('Interest rate (% a year)').fill('12')
  await expect(page.getByTestId('cost-emi')).toHaveText(emi(2_000_000, 12, 7))
  await page.getByLabel('Repayment (years)').fill('10')
  await expect(page.getByTestId('cost-emi')).toHaveText(emi(2_000_000, 12, 10))
  await expect(page).toHaveURL(/rate=12&tenure=10/)
  // A wrong value: its default and the message beside the field, at once.
  await page.getByLabel('Repayment (years)').fill('7.5')
  await expect(
    page.getByText('Enter the loan tenure in years from 1 to 20 (whole number).'),
  ).toBeVisible()
  await expect(page.getByTestId('cost-emi')).toHaveText(emi(2_000_000, 12, 7))
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page).toHaveURL(/tenure=7\.5/)
  expect(asked).toEqual([])

  // The address holds the whole state: the server renders the same result from it.
  await page.reload()
  await expect(page.getByLabel('Interest rate (% a year)')).toHaveValue('12')
  await expect(page.getByTestId('cost-emi')).toHaveText(emi(2_000_000, 12, 7))
  await expect(
    page.getByText('Enter the loan tenure in years from 1 to 20 (whole number).'),
  ).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each tool is a GET form; bad values get a message beside the field, never a 500', async ({
    page,
  }) => {
    const bad = await page.goto('/resources/tools?tab=roi&tuition=lots&years=40')
    expect(bad?.status()).toBe(200)
    await expect(page.getByText('Enter the yearly tuition from 0 to 10,00,00,000.')).toBeVisible()
    await expect(page.getByLabel('Tuition a year')).toHaveValue('lots')
    // No result is worked from a figure the field does not show.
    await expect(page.getByTestId('roi-investment')).toHaveCount(0)
    await expect(page.getByText('Correct the fields marked in the form')).toBeVisible()

    // Only a salary typed: every other figure the result uses is in its field.
    await page.goto('/resources/tools?tab=roi')
    await expect(page.getByLabel('Tuition a year')).toHaveValue('400000')
    await expect(page.getByLabel('Living costs a year')).toHaveValue('200000')
    await expect(page.getByLabel('Course length (years)')).toHaveValue('6')
    await page.getByLabel('Expected salary a year after qualifying').fill('20000')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(page.getByLabel('Tuition a year')).toHaveValue('400000')
    await expect(page.getByTestId('roi-investment')).toHaveText('₹36,00,000')
    await expect(page.getByTestId('roi-months')).toHaveText('2160 months')
    // A field emptied by hand asks for its figure instead.
    await page.getByLabel('Tuition a year').fill('')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(page.getByText('Enter the yearly tuition from 0 to 10,00,00,000.')).toBeVisible()
    await expect(page.getByTestId('roi-investment')).toHaveCount(0)

    await page.goto('/resources/tools?tab=neet')
    await page.getByLabel('Did you qualify NEET-UG?').selectOption('yes')
    await page.getByLabel('Date of birth').fill('2008-07-21')
    await page.getByLabel('Class 12 PCB aggregate (%)').fill('48')
    await page.getByRole('button', { name: 'Check eligibility' }).click()
    await expect(page).toHaveURL(/tab=neet.*qualified=yes/)
    await expect(
      page.getByTestId('neet-verdicts').getByRole('listitem').filter({ hasText: '50% aggregate' }),
    ).toContainText('Does not meet it')

    await page.goto('/resources/tools?tab=cost')
    await page.getByLabel('University').selectOption('13')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(/tab=cost.*id=13/)
    await expect(page.getByRole('heading', { name: /^The whole course at / })).toBeVisible()
    await page.getByLabel('Interest rate (% a year)').fill('12')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(/rate=12/)
    await expect(page.getByTestId('cost-emi')).toHaveText(emi(2_000_000, 12, 7))
  })
})
