import { randomInt } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'

import { expect, signInAsAdmin, test } from './fixtures'

/**
 * Team members, testimonials and alumni stories: the admin records a person with their
 * consent; the company page shows them at once, never the consent note; removed, they go.
 */
test(
  'the admin adds a testimonial with its consent; Our services shows it; removed, it goes',
  { tag: '@full' },
  async ({ page, request }) => {
    test.setTimeout(90_000)
    const services = () => request.get('/our-services').then((answer) => answer.text())
    expect(await services()).toContain('none is recorded yet')

    await signInAsAdmin(page)
    await page.goto('/dashboard/people')
    const form = page.getByRole('region', { name: 'Add a person' })
    // Sent before React takes the form over, it would be posted by the browser instead.
    await expect(form.locator('form[data-hydrated]')).toBeAttached({ timeout: 20_000 })
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
    // A photo uploaded from the form: re-encoded, stored, not added to the gallery.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    await form
      .getByLabel(/^Upload a photo/)
      .setInputFiles({ name: 'parent.png', mimeType: 'image/png', buffer: png })
    await expect(form.getByLabel('Photo (optional)')).toHaveValue(/^\/uploads\/.+\.webp$/)
    const photo = await form.getByLabel('Photo (optional)').inputValue()
    await form.getByLabel('Consent recorded on').fill('2026-11-20')
    await form.getByLabel('How the consent was recorded').fill('Signed consent form, file E2E/1')
    await form.getByRole('button', { name: 'Add' }).click()
    await expect(page.locator('[data-sonner-toast]', { hasText: 'Record added' })).toBeVisible()
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible()

    const shown = await services()
    expect(shown).toContain(name)
    expect(shown).toContain('The counsellor showed us the FMGL checklist before we paid anything.')
    expect(shown).not.toContain('Signed consent form, file E2E/1')
    expect(shown).not.toContain('none is recorded yet')
    expect(shown).toContain(`src="${photo}"`)
    expect((await request.get(photo)).headers()['content-type']).toBe('image/webp')
    expect(await request.get('/gallery').then((answer) => answer.text())).not.toContain(photo)

    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(page.locator('[data-sonner-toast]', { hasText: 'Record removed' })).toBeVisible()
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0)
    expect(await services()).not.toContain(name)
  },
)

test('nobody but the admin can add people or upload their photos', async ({ request }) => {
  // The page itself answers only a signed-in admin (requireAdmin); anonymous visitors are sent to sign in.
  const answer = await request.get('/dashboard/people', { maxRedirects: 0 })
  expect([302, 303, 307, 308]).toContain(answer.status())
  const upload = await request.post('/api/staff/photos', {
    multipart: { photo: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
  })
  expect(upload.status()).toBe(401)
})
