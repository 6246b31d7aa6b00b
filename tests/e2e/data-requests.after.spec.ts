import { expect, leadsAtWebhook, signInAsAdmin, test, uniqueEmail } from './fixtures'

test('staff erase the leads of an erasure request and close it with what was done', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('erase-me')
  const posted = await request.post('/api/leads', {
    data: {
      formType: 'inquiry',
      formStartedAt: Date.now() - 60_000,
      name: 'Anil Gowda',
      phone: '98450 13579',
      email,
      lastAttendedCollege: 'Government PU College, Mysuru',
      preferredCountries: ['Georgia'],
      message: 'Call my mother in the evening',
      studentUnder18: true,
      guardianName: 'Shobha Gowda',
      guardianPhone: '98450 24680',
      guardianConsent: true,
    },
  })
  expect(posted.status()).toBe(201)
  const { id: leadId } = (await posted.json()) as { id: string }
  await leadsAtWebhook(email)

  const name = `Anil Gowda ${Date.now()}`
  await page.goto('/privacy-policy/your-data')
  await page.getByLabel('Erase my data').check()
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/privacy-policy\/your-data\/received$/)

  await signInAsAdmin(page)
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /Data requests/ })
    .click()
  const open = page.getByRole('region', { name: /Open/ })
  await open
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link')
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erase my data')
  const matches = page.getByRole('region', { name: /Leads with this e-mail or phone/ })
  await expect(matches).toContainText('Anil Gowda')
  await expect(matches).toContainText(leadId)
  await matches.getByRole('button', { name: 'Erase these 1 lead' }).click()
  await expect(page.getByRole('status')).toContainText('Erased 1 lead(s)')
  await expect(matches).toContainText('No lead that is not yet erased has this e-mail or phone.')

  await page.goto(`/dashboard/leads/${leadId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('[erased]')
  const today = new Date().toISOString().slice(0, 10)
  await expect(page.getByRole('status')).toContainText(`Erased on ${today} at the person's request`)
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details).not.toContainText('Shobha')
  await expect(details).not.toContainText(email)
  await expect(details).toContainText('Georgia')
  await expect(page.getByRole('region', { name: 'Spreadsheet delivery' })).toContainText(
    `Erased on ${today} at the person's request`,
  )

  const csv = await page.request.get(`/dashboard/leads/export?q=%5Berased%5D`)
  expect(await csv.text()).toContain(`"erased on ${today}","${leadId}"`)

  await page.goto('/dashboard/data-requests')
  await page
    .getByRole('region', { name: /Open/ })
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link')
    .click()
  await page.getByLabel(/What was done/).fill('Erased the one enquiry; told them by e-mail.')
  await page.getByRole('button', { name: 'Close request' }).click()
  await expect(page.getByRole('status')).toHaveText('Request closed.')
  await page.goto('/dashboard/data-requests')
  await expect(
    page.getByRole('region', { name: 'Closed' }).getByRole('row', { name: new RegExp(name) }),
  ).toContainText('admin@clinic.example')
  await expect(page.getByRole('region', { name: /Open/ })).not.toContainText(name)
})
