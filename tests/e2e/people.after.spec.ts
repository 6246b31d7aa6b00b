import { randomInt } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'

import { expect, signInAsAdmin, test, toastText } from './fixtures'

/**
 * Team members, testimonials and alumni stories (issue 20): the admin records a person with
 * their consent; the company page shows them at once, never the consent note; removed, they go.
 */
test('the admin adds a testimonial with its consent; Our services shows it; removed, it goes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const services = () => request.get('/our-services').then((answer) => answer.text())
  expect(await services()).toContain('none is recorded yet')

  await signInAsAdmin(page)
  await page.goto('/dashboard/people')
  const form = page.getByRole('region', { name: 'Add a person' })
  await form.getByRole('button', { name: 'Add' }).click()
  await expect(form.getByText('Enter the name (2 to 80 characters)')).toBeVisible()
  await expect(form.getByText('Say how the consent was recorded')).toBeVisible()
  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id),
  ).toEqual([])

  const name = `Parent ${randomInt(1_000_000)}`
  await form.getByLabel('Shown as').selectOption('testimonial')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel(/^Who they are/).fill('Parent of a first-year student in Georgia')
  await form
    .getByLabel('Their words, as they gave them')
    .fill('The counsellor showed us the FMGL checklist before we paid anything.')
  await form.getByLabel('Consent recorded on').fill('2026-11-20')
  await form.getByLabel('How the consent was recorded').fill('Signed consent form, file E2E/1')
  await form.getByRole('button', { name: 'Add' }).click()
  expect(await toastText(page)).toContain('Record added')
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible()

  const shown = await services()
  expect(shown).toContain(name)
  expect(shown).toContain('The counsellor showed us the FMGL checklist before we paid anything.')
  expect(shown).not.toContain('Signed consent form, file E2E/1')
  expect(shown).not.toContain('none is recorded yet')

  page.once('dialog', (dialog) => dialog.accept())
  await page.getByRole('button', { name: `Remove ${name}` }).click()
  expect(await toastText(page)).toContain('Record removed')
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0)
  expect(await services()).not.toContain(name)
})

test('a counsellor who is not the admin cannot add people', async ({ request }) => {
  // The page itself answers only a signed-in admin (requireAdmin); anonymous visitors are sent to sign in.
  const answer = await request.get('/dashboard/people', { maxRedirects: 0 })
  expect([302, 303, 307, 308]).toContain(answer.status())
})
