import { builtInRates } from '@/data/exchange-rates'
import { builtInUniversities } from '@/data/universities'
import { defaultFilters } from '@/lib/universities/filters'
import { filterUniversities } from '@/lib/universities/matching'
import { catalogueRow, fromRow } from '@/lib/universities/model'

import { expect, test } from './fixtures'
import { heroContrastProblems } from './text-contrast'

const catalogue = builtInUniversities.map((entry) => fromRow(catalogueRow(entry)))

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

test(
  'on a phone the home page filters its list of universities with a select',
  { tag: '@full' },
  async ({ page }) => {
    await page.goto('/')
    const select = page.getByRole('combobox', { name: 'Show universities in' })
    await select.selectOption('nepal')
    const listed = page.locator('section[aria-labelledby="our-list-heading"] ul > li')
    await expect(listed).toHaveCount(
      builtInUniversities.filter((u) => u.country === 'nepal').length,
    )
  },
)

test.describe('on a 390 px phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  })

  test('every text of a university hero is readable over its picture, and over a white one', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    expect(await heroContrastProblems(page)).toEqual([])
  })

  test(
    'a card shows name, country, fee and its caution in about half the screen',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/universities?country=georgia')
      const screen = page.viewportSize()!.height
      const cards = page.locator('ul[data-view] > li article')
      await expect(cards).toHaveCount(catalogue.filter((u) => u.country === 'georgia').length)
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!
        const name = (await card.getByRole('heading', { level: 3 }).textContent())!
        expect(box.height, `${name}: ${box.height} px of ${screen}`).toBeLessThanOrEqual(
          screen * 0.55,
        )
        await expect(card.getByText('Georgia').first()).toBeVisible()
        await expect(card.getByText(/\/year|for the whole course|Contact for fees/)).toBeVisible()
        // Its caution when it has one (the newest), and none made up when it has none.
        const cautions = catalogue.find((u) => u.name === name)!.cautions
        if (cautions.length > 0) await expect(card.getByText(/^Caution \(/)).toBeVisible()
        else await expect(card.getByText(/^Caution \(/)).toHaveCount(0)
        await expect(card.getByRole('link', { name: `Apply to ${name}` })).toBeVisible()
      }
    },
  )

  test(
    'the list view is a visibly different, shorter list of the same universities',
    { tag: '@full' },
    async ({ page }) => {
      const first = async () => {
        const card = page.locator('ul[data-view] > li article').first()
        const image = (await card.locator('img').boundingBox())!
        return { card: (await card.boundingBox())!, image }
      }
      await page.goto('/universities?country=georgia')
      const grid = await first()
      await page.getByRole('button', { name: 'List view' }).click()
      await expect(page).toHaveURL(/view=list/)
      await expect(page.locator('ul[data-view]')).toHaveAttribute('data-view', 'list')
      const list = await first()
      // A thumbnail beside the name instead of a picture across the card.
      expect(list.image.width).toBeLessThan(grid.image.width / 2)
      expect(list.card.height).toBeLessThan(grid.card.height * 0.75)
      expect(list.card.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.4)
    },
  )
})
