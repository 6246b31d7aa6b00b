import AxeBuilder from '@axe-core/playwright'

import { expect, leadsAtWebhook, test, uniqueEmail } from './fixtures'

/**
 * The admission-process and FMGE coaching pages: each of their four lead forms is stored and
 * delivered with its form type, and FMGE is stated as it is (data/regulation.ts).
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

test(
  'admission process: the steps, ten documents, five questions and both forms',
  { tag: '@full' },
  async ({ page }) => {
    await page.goto('/admission-process')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admission process')
    await expect(page.locator('#documents-heading + ol li')).toHaveCount(10)
    await expect(page.getByText('Requirements vary by country and university')).toBeVisible()
    await expect(page.locator('main details')).toHaveCount(5)
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
  },
)

test(
  'FMGE coaching: the exam as it is, no unproven success claim, and both forms',
  { tag: '@full' },
  async ({ page }) => {
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
  },
)

test('about us, our services and success stories: true or silent about people', async ({
  page,
  request,
}) => {
  for (const path of ['/about-us', '/our-services', '/success-stories']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
  }
  await page.goto('/about-us')
  await expect(page.getByRole('heading', { name: 'What we stand for' })).toBeVisible()
  for (const value of ['Accessibility', 'Excellence', 'Guidance']) {
    await expect(page.getByRole('heading', { name: value })).toBeVisible()
  }
  await expect(page.getByText('Universities in our catalogue')).toBeVisible()
  const about = await (await request.get('/about-us')).text()
  expect(about).toContain('"contactPoint"')
  expect(about).not.toMatch(/founded in 2015|5,000 students|25\+ countries/i)
  await page.goto('/our-services')
  await expect(page.locator('#main').getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
    'href',
    '/#application',
  )
  await expect(page.locator('#process-heading + ol li')).toHaveCount(8)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
  await page.goto('/success-stories')
  await expect(page.getByText('No story is published yet')).toBeVisible()
  const email = await submit(page, 'success-stories-form', 'Request a Free Consultation')
  const [lead] = await leadsAtWebhook(email)
  expect(lead).toMatchObject({ formType: 'success-stories' })
})
