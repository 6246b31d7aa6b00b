import { builtInRates } from '@/data/exchange-rates'
import { builtInUniversities } from '@/data/universities'
import { defaultFilters, filterUniversities } from '@/lib/universities/filters'
import { fromCatalogue } from '@/lib/universities/model'

import { expect, test } from './fixtures'

const catalogue = builtInUniversities.map(fromCatalogue)

test('on a phone the filters fold away behind Show Filters', async ({ page }) => {
  await page.goto('/universities')
  const toggle = page.getByText('Show Filters')
  const russia = page.getByRole('checkbox', { name: /^Russia/ })
  await expect(russia).toBeHidden()
  await toggle.click()
  await expect(page.locator('details:has(#university-filters)')).toHaveAttribute('open', '')
  await russia.check()
  const count = builtInUniversities.filter((u) => u.country === 'russia').length
  await expect(page.getByRole('heading', { name: /found$/ })).toHaveText(
    `${count} universities found`,
  )
  await page.getByText('Hide Filters').click()
  await expect(russia).toBeHidden()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('on a phone the filter panel opens and its choices are sent as a GET form', async ({
    page,
  }) => {
    await page.goto('/universities')
    const russia = page.getByRole('checkbox', { name: /^Russia/ })
    await expect(russia).toBeHidden()
    await page.getByText('Show Filters').click()
    await russia.check()
    await page.getByRole('spinbutton', { name: /Maximum/ }).fill('5000')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/\/universities\?country=russia&max=5000$/)
    const ids = filterUniversities(
      catalogue,
      { ...defaultFilters, countries: ['russia'], maxFee: 5000 },
      builtInRates,
    )
    expect(ids.length).toBeGreaterThan(0)
    await expect(page.getByRole('heading', { name: /found$/ })).toHaveText(
      `${ids.length} universities found`,
    )
  })
})

test('on a phone the home page filters partners with a select', async ({ page }) => {
  await page.goto('/')
  const select = page.getByRole('combobox', { name: 'Show universities in' })
  await select.selectOption('nepal')
  const partners = page.locator('section[aria-labelledby="partners-heading"] ul > li')
  await expect(partners).toHaveCount(
    builtInUniversities.filter((u) => u.country === 'nepal').length,
  )
})
