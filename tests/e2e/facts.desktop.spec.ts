import AxeBuilder from '@axe-core/playwright'

import { expect, signInAsAdmin, test } from './fixtures'

test(
  'the facts desk lists stale facts first and records who re-checked one, against what',
  { tag: '@full' },
  async ({ page }) => {
    // A sign-in and a server action: 40-50 s on a busy machine.
    test.slow()
    await signInAsAdmin(page)
    await page.goto('/dashboard')
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Facts' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Facts desk' })).toBeVisible()
    await expect(page.getByTestId('facts-summary')).toHaveText(
      /^\d+ of \d+ facts need a person's eye\.$/,
    )
    // Stale first: the first fact listed has a reason, and the built-in rates are months old.
    const facts = page.getByRole('list', { name: 'Facts' }).locator(':scope > li')
    await expect(facts.first().getByRole('list', { name: 'Why it is stale' })).toBeVisible()

    // The FMGE results, filtered with the GET form (it works without JavaScript too).
    await page.getByLabel('Kind').selectOption('fmge')
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await expect(page).toHaveURL(/kind=fmge/)
    const june = page.locator('[data-fact="fmge:June 2024"]')
    await expect(june).toContainText('never re-checked by a person')
    await expect(june).toContainText('Last re-checked: never')

    // Nothing opened, nothing recorded.
    await june.getByLabel('Source you opened').fill('')
    await june.getByRole('button', { name: 'Re-checked today' }).click()
    await expect(june.getByText('Say what you opened: a link or the document')).toBeVisible()

    await june.getByLabel('Source you opened').fill('https://natboard.edu.in/fmge-june-2024-result')
    await june.getByRole('button', { name: 'Re-checked today' }).click()
    // Now current, it leaves the list of stale facts.
    await expect(june).toHaveCount(0)
    await page.goto('/dashboard/facts?show=all&kind=fmge')
    const checked = page.locator('[data-fact="fmge:June 2024"]')
    await expect(checked).toContainText('by admin@clinic.example')
    await expect(checked).toContainText('Current')
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
  },
)
