import { builtInUniversities } from '@/data/universities'

import { expect, test } from './fixtures'

test('on a phone the filters fold away behind Show Filters', async ({ page }) => {
  await page.goto('/universities')
  const toggle = page.getByRole('button', { name: 'Show Filters' })
  const russia = page.getByRole('checkbox', { name: /^Russia/ })
  await expect(russia).toBeHidden()
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await russia.check()
  const count = builtInUniversities.filter((u) => u.country === 'russia').length
  await expect(page.getByRole('heading', { name: /found$/ })).toHaveText(
    `${count} universities found`,
  )
  await page.getByRole('button', { name: 'Hide Filters' }).click()
  await expect(russia).toBeHidden()
})

test('on a phone the home page filters its list of universities with a select', async ({
  page,
}) => {
  await page.goto('/')
  const select = page.getByRole('combobox', { name: 'Show universities in' })
  await select.selectOption('nepal')
  const listed = page.locator('section[aria-labelledby="our-list-heading"] ul > li')
  await expect(listed).toHaveCount(builtInUniversities.filter((u) => u.country === 'nepal').length)
})
