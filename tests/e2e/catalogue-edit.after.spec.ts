import { randomInt } from 'node:crypto'

import { UNIVERSITY_MESSAGES } from '@/lib/validation/university'

import { expect, expectToast, signInAsAdmin, test } from './fixtures'

/** The refusal of an image on another site, as a field's description includes it. */
const SITE_IMAGE_MESSAGE = UNIVERSITY_MESSAGES.siteImage.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

test('staff add a university, see it on the public pages, edit it and delete it', async ({
  page,
  request,
}) => {
  // Add, check, edit and delete, each read back from the public pages: about a minute when
  // the machine is quiet.
  test.setTimeout(180_000)
  await signInAsAdmin(page)

  // Add, at its own address: the validation messages first, then a complete form.
  await page.getByRole('link', { name: 'Add University' }).click()
  await expect(page).toHaveURL(/\/dashboard\/universities\/new$/)
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
  // Features one to a row: a new row takes the focus; an empty row is named until removed.
  const features = form.getByRole('group', { name: 'Features' })
  await features.getByRole('button', { name: 'Add feature' }).click()
  await expect(features.getByLabel('Feature 1')).toBeFocused()
  await page.keyboard.type('English Medium')
  await features.getByRole('button', { name: 'Add feature' }).click()
  await features.getByLabel('Feature 2').fill('  Hostel, with an Indian mess ')
  await features.getByRole('button', { name: 'Add feature' }).click()
  // A course total, as Nepal's colleges quote them; a fee without a source is refused until
  // it names one or is marked as an estimate.
  await form.getByLabel('Tuition fee', { exact: true }).fill('75000')
  await form.getByLabel('The fee pays for').selectOption('course')
  await form.getByRole('button', { name: 'Add caution' }).click()
  const cautionRow = form.getByRole('group', { name: 'Caution 1' })
  await expect(cautionRow.getByLabel('Date')).toBeFocused()
  await cautionRow.getByLabel('What families should know').fill('Soon')
  await cautionRow.getByLabel('Source').fill('N')
  await form
    .getByLabel('Courses Offered')
    .fill('**Six years** of MBBS\n- Anatomy\n- <b>Physiology</b>')
  const eligibility = form.getByRole('group', { name: 'Eligibility' })
  await eligibility.getByRole('button', { name: 'Add requirement' }).click()
  await eligibility.getByLabel('Requirement 1').fill('Interview in English with the dean')
  const expenses = form.getByRole('group', { name: 'Additional Expenses' })
  await expenses.getByRole('button', { name: 'Add expense' }).click()
  await expenses.getByLabel('Expense 1').fill('Hostel: about $600-1,200 a year')
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
  for (const address of ['/images/universities/13.webp', '/images/universities/12.webp']) {
    await galleryUrl.fill(address)
    await form.getByRole('button', { name: 'Add', exact: true }).click()
  }
  const galleryList = form.getByRole('list', { name: 'Gallery images' })
  await expect(galleryList.getByRole('listitem')).toHaveCount(2)
  await galleryList.getByRole('button', { name: 'Remove gallery image 2' }).click()
  await expect(galleryList.getByRole('listitem')).toHaveCount(1)
  await expect(galleryList.getByLabel('Gallery image 1')).toHaveValue(
    '/images/universities/13.webp',
  )
  const faq = form.getByRole('button', { name: 'Add question' })
  await faq.click()
  await form
    .getByRole('group', { name: 'Question 1' })
    .getByLabel('Question')
    .fill('Is there a hostel?')
  await faq.click()
  await form
    .getByRole('group', { name: 'Question 1' })
    .getByLabel('Answer')
    .fill('Yes, beside the teaching hospital.')

  // Sent: each error beside its field, and the first invalid field takes the focus.
  await form.getByRole('button', { name: 'Add University' }).click()
  await expect(form.getByLabel('Main Image URL')).toBeFocused()
  await expect(form.getByLabel('Main Image URL')).toHaveAttribute('aria-invalid', 'true')
  await expect(
    form.getByText('Give the source and the date you read it, or tick "This fee is an estimate"'),
  ).toBeVisible()
  await expect(features.getByLabel('Feature 3')).toHaveAccessibleDescription(
    'Fill this in, or remove the row',
  )
  await expect(cautionRow.getByLabel('Date')).toHaveAccessibleDescription(
    'Enter the date of the caution',
  )
  await expect(cautionRow.getByLabel('What families should know')).toHaveAccessibleDescription(
    'Say what families should know (at least 5 characters)',
  )
  await expect(cautionRow.getByLabel('Source')).toHaveAccessibleDescription(
    'Name the source (at least 2 characters)',
  )
  await expect(
    form.getByRole('group', { name: 'Question 2' }).getByLabel('Question'),
  ).toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel('Main Image URL').fill('/images/universities/fallback.webp')
  await form.getByLabel('Fee source', { exact: true }).fill('College fee notice 2026-27')
  await form.getByLabel('Date you read the source').fill('2026-11-20')
  await form.getByLabel('Year or intake the fee applies to').fill('2026-27 intake')
  await features.getByRole('button', { name: 'Remove feature 3' }).click()
  await expect(features.getByRole('button', { name: 'Add feature' })).toBeFocused()
  await expect(features.getByRole('textbox')).toHaveCount(2)
  await form.getByRole('button', { name: 'Remove question 2' }).click()
  await cautionRow.getByLabel('Date').fill('2026-11-01')
  await cautionRow
    .getByLabel('What families should know')
    .fill('Test caution: confirm the campus in writing.')
  await cautionRow.getByLabel('Source').fill('E2E notice')
  await form.getByRole('button', { name: 'Add University' }).click()
  await expectToast(page, 'University added!')
  // Saving closes the form: back on the catalogue, which lists the new university.
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('region', { name: 'Add New University' })).toHaveCount(0)
  await page.getByLabel('Search universities').fill(name)
  const card = page.getByRole('article').filter({ hasText: name })
  const viewLink = card.getByRole('link', { name: 'View Details' })
  await expect(viewLink).toHaveAttribute('href', /^\/university-details\/\d+$/)
  const id = Number((await viewLink.getAttribute('href'))!.split('/').pop())
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
  await expect(
    page.getByRole('region', { name: 'Other yearly costs (approximate)' }),
  ).toContainText('Hostel: about $600-1,200 a year')
  const details = await (await request.get(`/university-details/${id}`)).text()
  for (const text of [
    'Hostel, with an Indian mess',
    'Interview in English with the dean',
    'Is there a hostel?',
    'Yes, beside the teaching hospital.',
  ]) {
    expect(details).toContain(text)
  }
  const sitemap = () => request.get('/sitemap.xml').then((r) => r.text())
  expect(await sitemap()).toContain(`/university-details/${id}</loc>`)

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

  // Edit, at the university's address: the form opens filled, a removed caution and a
  // renamed university are public at once, and the page stays where it is.
  await page.getByLabel('Search universities').fill(name)
  await page.getByRole('link', { name: `Edit ${name}` }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/dashboard/universities/${id}`)
  const editForm = page.getByRole('region', { name: 'Edit University' })
  const editFeatures = editForm.getByRole('group', { name: 'Features' })
  await expect(editFeatures.getByLabel('Feature 1')).toHaveValue('English Medium')
  await expect(editFeatures.getByLabel('Feature 2')).toHaveValue('Hostel, with an Indian mess')
  await expect(editForm.getByLabel('Tuition fee', { exact: true })).toHaveValue('75000')
  await expect(editForm.getByLabel('The fee pays for')).toHaveValue('course')
  await expect(editForm.getByRole('group', { name: 'Caution 1' }).getByLabel('Date')).toHaveValue(
    '2026-11-01',
  )
  await editForm.getByRole('button', { name: 'Remove caution 1' }).click()
  await expect(editForm.getByRole('group', { name: 'Caution 1' })).toHaveCount(0)
  // Without a source it must say it is an estimate, and the page then says so beside the fee.
  await editForm.getByLabel('Fee source', { exact: true }).fill('')
  await editForm.getByLabel('This fee is an estimate').check()
  await editForm.getByLabel('University Name').fill(`${name} Updated`)
  await editForm.getByRole('button', { name: 'Update University' }).click()
  await expectToast(page, 'University updated!')
  await expect(page).toHaveURL(`/dashboard/universities/${id}`)
  const edited = await (await request.get(`/university-details/${id}`)).text()
  expect(edited).toContain(`${name} Updated`)
  expect(edited).toContain('Estimate:')
  expect(edited).not.toContain('last checked')
  expect(edited).not.toContain('Test caution: confirm the campus in writing.')
  expect(await guide()).toContain(`${name} Updated`)
  // Read again from the server, the form holds what was saved.
  await page.reload()
  await expect(editForm.getByLabel('University Name')).toHaveValue(`${name} Updated`)
  await expect(editForm.getByRole('button', { name: 'Remove caution 1' })).toHaveCount(0)
  await editForm.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

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
  expect(await sitemap()).not.toContain(`/university-details/${id}</loc>`)
  const gone = await page.goto(`/dynamic-university/${id}`)
  expect(gone?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'University Not Found' })).toBeVisible()
  await expect(
    page.getByText("Sorry, we couldn't find the university you're looking for."),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  // Its edit address, and one that is no id at all, are not found either.
  for (const address of [`/dashboard/universities/${id}`, '/dashboard/universities/abc']) {
    await page.goto(address)
    await expect(page.getByRole('heading', { name: 'University Not Found' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Edit University' })).toHaveCount(0)
  }
})
