import { randomInt } from 'node:crypto'

import { builtInUniversities } from '@/data/universities'
import { UNIVERSITY_MESSAGES } from '@/lib/validation/university'

import { expect, expectToast, signInAsAdmin, test } from './fixtures'

/** The refusal of an image on another site, as a field's description includes it. */
const SITE_IMAGE_MESSAGE = UNIVERSITY_MESSAGES.siteImage.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

test('staff add a university, see it on the public pages, edit it and delete it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page)

  // Add: the validation messages first, then a complete form.
  await page.getByRole('button', { name: 'Add University' }).click()
  const form = page.getByRole('region', { name: 'Add New University' })
  await form.getByRole('button', { name: 'Add University' }).click()
  for (const message of [
    'Name must be at least 2 characters',
    'Location required',
    'Description too short',
    'Tuition range required',
    'Must be a valid URL',
    'Features required',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(form.getByLabel('University Name')).toBeFocused()

  const name = `Pokhara Test Medical Academy ${randomInt(1_000_000)}`
  await form.getByLabel('University Name').fill(name)
  await form.getByLabel('Location').fill('Pokhara, Nepal')
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('nepal')
  await form.getByLabel('Description').fill('A teaching hospital campus added by the e2e test.')
  await form.getByLabel('Tuition Range').fill('₹25-35 Lakhs')
  // An image on another site: the pages may not load it, so the form refuses it.
  await form.getByLabel('Main Image URL').fill('https://cdn.example.com/campus.jpg')
  await form.getByLabel('Features').fill('English Medium,  Hostel , ')
  // A course total, as Nepal's colleges quote them; a fee without a source is refused until
  // it names one or is marked as an estimate.
  await form.getByLabel('Tuition fee', { exact: true }).fill('75000')
  await form.getByLabel('The fee pays for').selectOption('course')
  await form.getByLabel('Cautions').fill('21 July 2025 | no date format | NMC')
  await form
    .getByLabel('Courses Offered')
    .fill('**Six years** of MBBS\n- Anatomy\n- <b>Physiology</b>')
  await form.getByLabel('Taught in English throughout').fill('Confirmed in the 2026 prospectus.')
  await form.getByLabel('Status').nth(2).selectOption('met')
  // Said at entry, beside the field (the form has been sent once, so it checks every change).
  await expect(form.getByLabel('Main Image URL')).toHaveAccessibleDescription(
    new RegExp(SITE_IMAGE_MESSAGE),
  )
  const galleryUrl = form.getByLabel('Gallery image URL')
  for (const address of ['https://cdn.example.com/hall.jpg', 'ftp://example.com/x.jpg']) {
    await galleryUrl.fill(address)
    await form.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(galleryUrl).toHaveAttribute('aria-invalid', 'true')
    await expect(galleryUrl).toHaveAccessibleDescription(new RegExp(SITE_IMAGE_MESSAGE))
    await expect(form.getByRole('list', { name: 'Gallery images' })).toHaveCount(0)
  }
  await form.getByLabel('Gallery image URL').fill('/images/universities/13.webp')
  await form.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(
    form.getByRole('list', { name: 'Gallery images' }).getByRole('listitem'),
  ).toHaveCount(1)
  await form.getByRole('button', { name: 'Add University' }).click()
  await expect(
    form.getByText('Give the source and the date you read it, or tick "This fee is an estimate"'),
  ).toBeVisible()
  await expect(
    form.getByText('Write each caution as: YYYY-MM-DD | what to know | source | link (optional)'),
  ).toBeVisible()
  await expect(form.getByLabel('Main Image URL')).toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel('Main Image URL').fill('/images/universities/fallback.webp')
  await form.getByLabel('Fee source', { exact: true }).fill('College fee notice 2026-27')
  await form.getByLabel('Date you read the source').fill('2026-11-20')
  await form.getByLabel('Year or intake the fee applies to').fill('2026-27 intake')
  await form
    .getByLabel('Cautions')
    .fill('2026-11-01 | Test caution: confirm the campus in writing. | E2E notice')
  await form.getByRole('button', { name: 'Add University' }).click()
  await expectToast(page, 'University added!')

  await page.getByLabel('Search universities').fill(name)
  const card = page.getByRole('article').filter({ hasText: name })
  await expect(card).toHaveCount(1)
  const href = await card.getByRole('link', { name: 'View Details' }).getAttribute('href')
  const id = Number(href!.split('/').pop())
  expect(id).toBeGreaterThan(47)

  // Public at once: the listing and the university's page.
  const listing = await (await request.get(`/universities?q=${encodeURIComponent(name)}`)).text()
  expect(listing).toContain(name)
  expect(listing).toContain('$75,000 for the whole course')
  expect(listing).toContain('Test caution: confirm the campus in writing.')
  // The country guide reads the catalogue too: the new college, its caution and its fee.
  const guide = async () => (await request.get('/mbbs-in-nepal')).text()
  const nepalGuide = await guide()
  expect(nepalGuide).toContain(name)
  expect(nepalGuide).toContain(`href="/university-details/${id}"`)
  expect(nepalGuide).toContain('Test caution: confirm the campus in writing.')
  const worksheet = await (
    await request.get('/resources/downloads/cost-worksheet-nepal.csv')
  ).text()
  expect(worksheet).toContain(`Tuition: ${name},"$75,000 for the whole course`)
  await page.goto(`/university-details/${id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const caution = page.getByRole('region', { name: 'Caution' })
  await expect(caution).toContainText('1 Nov 2026: Test caution: confirm the campus in writing.')
  await expect(caution).toContainText('Source: E2E notice')
  await page.getByRole('tab', { name: 'Programs' }).click()
  const fees = page.getByRole('region', { name: 'Tuition fee' })
  await expect(fees).toContainText('Source: College fee notice 2026-27, last checked 20 Nov 2026.')
  await expect(fees).toContainText('The fee applies to 2026-27 intake.')
  await expect(fees).not.toContainText('Estimate')
  await expect(page.getByText('Confirmed in the 2026 prospectus.')).toBeVisible()
  const catalogueSitemap = () => request.get('/sitemap-catalogue.xml').then((r) => r.text())
  expect(await catalogueSitemap()).toContain(`/university-details/${id}</loc>`)

  // The staff preview, read fresh from the database, with the Markdown rendered as text.
  await page.goto('/dashboard')
  await page.getByLabel('Search universities').fill(name)
  await page.getByRole('link', { name: `Preview ${name}` }).click()
  await expect(page).toHaveURL(`/dynamic-university/${id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.getByRole('tab', { name: 'Courses' }).click()
  const courses = page.getByRole('tabpanel', { name: 'Courses' })
  await expect(courses.locator('strong')).toHaveText('Six years')
  await expect(courses.getByRole('listitem').nth(1)).toHaveText('<b>Physiology</b>')
  await page.getByRole('tab', { name: 'Admission' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Admission' })).toContainText('Hostel facility')
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // Edit: the form opens filled (features joined with ", "), and the change is public at once.
  await page.getByLabel('Search universities').fill(name)
  await page.getByRole('button', { name: `Edit ${name}` }).focus()
  await page.keyboard.press('Enter')
  const editForm = page.getByRole('region', { name: 'Edit University' })
  await expect(editForm.getByLabel('Features')).toHaveValue('English Medium, Hostel')
  await expect(editForm.getByLabel('Tuition fee', { exact: true })).toHaveValue('75000')
  await expect(editForm.getByLabel('The fee pays for')).toHaveValue('course')
  // Without a source it must say it is an estimate, and the page then says so beside the fee.
  await editForm.getByLabel('Fee source', { exact: true }).fill('')
  await editForm.getByLabel('This fee is an estimate').check()
  await editForm.getByLabel('University Name').fill(`${name} Updated`)
  await editForm.getByRole('button', { name: 'Update University' }).click()
  await expectToast(page, 'University updated!')
  const edited = await (await request.get(`/university-details/${id}`)).text()
  expect(edited).toContain(`${name} Updated`)
  expect(edited).toContain('Estimate:')
  expect(edited).not.toContain('last checked')
  expect(await guide()).toContain(`${name} Updated`)

  // Delete, after the confirmation dialog; the page is then not found.
  await page.getByLabel('Search universities').fill(name)
  await page.getByRole('button', { name: `Delete ${name} Updated` }).click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
  await expect(dialog).toContainText('This will permanently delete the university')
  await expect(dialog).toContainText('This action cannot be undone.')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'University deleted')
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0)
  expect((await request.get(`/university-details/${id}`)).status()).toBe(404)
  expect(await guide()).not.toContain(name)
  expect(await catalogueSitemap()).not.toContain(`/university-details/${id}</loc>`)
  const gone = await page.goto(`/dynamic-university/${id}`)
  expect(gone?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'University Not Found' })).toBeVisible()
  await expect(
    page.getByText("Sorry, we couldn't find the university you're looking for."),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

// In `npm test` the contract suite saves every built-in university's form values unchanged
// (tests/integration/universities.contract.test.ts); this walks the dashboard's 47 modals.
test(
  'staff can open every built-in university, change nothing and save it',
  { tag: '@full' },
  async ({ page }) => {
    test.setTimeout(240_000)
    await signInAsAdmin(page)
    const refused: string[] = []
    for (const { id, name } of builtInUniversities) {
      await page.getByLabel('Search universities').fill(name)
      await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click()
      const form = page.getByRole('region', { name: 'Edit University' })
      await expect(form.getByLabel('University Name')).toHaveValue(name)
      await form.getByRole('button', { name: 'Update University' }).click()
      // The form closes only once the server action has saved.
      const saved = await form.waitFor({ state: 'hidden', timeout: 10_000 }).then(
        () => true,
        () => false,
      )
      if (!saved) {
        const errors = await form.locator('[role="alert"]').allTextContents()
        refused.push(`${id} ${name}: ${errors.filter(Boolean).join('; ')}`)
        await form.getByRole('button', { name: 'Cancel' }).click()
      }
    }
    expect(refused).toEqual([])
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'University updated!' }).first(),
    ).toBeVisible()
  },
)
