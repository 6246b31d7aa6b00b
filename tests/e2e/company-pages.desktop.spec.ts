import AxeBuilder from '@axe-core/playwright'

import { expect, leadsAtWebhook, test, uniqueEmail } from './fixtures'

/**
 * The admission-process and FMGE coaching pages (issue 20): each of their four lead forms is
 * stored and delivered with its form type, and FMGE is stated as it is (facts/regulation.md).
 */

async function submit(page: import('@playwright/test').Page, formId: string, button: string) {
  const form = page.locator(`#${formId}`)
  const email = uniqueEmail(formId)
  await form.getByLabel('Full name').fill('Meera Kulkarni')
  await form.getByLabel('Phone number').fill('9845066666')
  await form.getByLabel('E-mail').fill(email)
  await form.getByRole('button', { name: button }).click()
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Thank you!' }).first()).toBeVisible({
    timeout: 10_000,
  })
  return email
}

test('admission process: the steps, ten documents, five questions and both forms', async ({
  page,
}) => {
  await page.goto('/admission-process')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admission process')
  await expect(page.locator('#documents-heading + ol li')).toHaveCount(10)
  await expect(page.getByText('Requirements vary by country and university')).toBeVisible()
  await expect(page.locator('details')).toHaveCount(5)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
  for (const [formId, button, formType] of [
    ['admission-form', 'Request a Callback', 'admission'],
    ['admission_consultation-form', 'Request a Free Consultation', 'admission_consultation'],
  ] as const) {
    const email = await submit(page, formId, button)
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({ formType, name: 'Meera Kulkarni' })
  }
})

test('FMGE coaching: the exam as it is, no unproven success claim, and both forms', async ({
  page,
}) => {
  await page.goto('/fmge-next-coaching')
  const main = page.locator('main')
  await expect(main).toContainText('300 multiple-choice questions in 2 parts of 150')
  await expect(main).toContainText('Pass mark 150 of 300; no negative marking.')
  await expect(main).toContainText('NExT was notified in 2023 and then deferred')
  await expect(main).not.toContainText(/high success rate|180 (multiple-choice )?questions/i)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
  for (const [formId, button, formType] of [
    ['fmge_coaching-form', 'Enrol Now', 'fmge_coaching'],
    ['fmge_enrollment-form', 'Register', 'fmge_enrollment'],
  ] as const) {
    const email = await submit(page, formId, button)
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({ formType })
  }
})
