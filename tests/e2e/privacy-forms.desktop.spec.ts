import AxeBuilder from '@axe-core/playwright'

import { expect, leadsAtWebhook, signInAsAdmin, test, toastText, uniqueEmail } from './fixtures'

const guardianLegend = 'Parent or guardian (only if the student is under 18)'

test.describe('the under-18 question on the lead forms', () => {
  test('a student under 18 needs the guardian fields; the lead then reaches the sheet with them', async ({
    page,
  }) => {
    await page.goto('/contact')
    const guardian = page.getByRole('group', { name: guardianLegend })
    await expect(guardian).toBeHidden()
    const email = uniqueEmail('minor')
    await page.getByLabel('Full name').fill('Diya Menon')
    await page.getByLabel('Phone number').fill('98450 11223')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('The student is under 18').check()
    await expect(guardian).toBeVisible()
    await page.getByRole('button', { name: 'Request a Callback' }).click()
    await expect(page.getByText("Please enter the parent's or guardian's name")).toBeVisible()
    await expect(
      page.getByText('A parent or guardian must give consent for a student under 18'),
    ).toBeVisible()
    // What was typed is still there.
    await expect(page.getByLabel('E-mail')).toHaveValue(email)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])

    await page.getByLabel("Parent's or guardian's name").fill('Suresh Menon')
    await page.getByLabel("Parent's or guardian's phone").fill('98450 44556')
    await page.getByLabel(/I am the student's parent or guardian/).check()
    await page.getByRole('button', { name: 'Request a Callback' }).click()
    expect(await toastText(page)).toContain('Request Submitted!')
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({
      formType: 'callback',
      name: 'Diya Menon',
      studentUnder18: true,
      guardianName: 'Suresh Menon',
      guardianPhone: '98450 44556',
      guardianConsent: true,
    })
  })

  test('an adult student sends no guardian fields', { tag: '@full' }, async ({ page }) => {
    await page.goto('/contact')
    const email = uniqueEmail('adult')
    await page.getByLabel('Full name').fill('Rahul Shetty')
    await page.getByLabel('Phone number').fill('98450 77889')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Request a Callback' }).click()
    expect(await toastText(page)).toContain('Request Submitted!')
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({ name: 'Rahul Shetty', studentUnder18: false })
    expect(lead).not.toHaveProperty('guardianName')
  })
})

test.describe('the under-18 question without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'the server asks for the guardian, keeps what was typed, then stores the lead',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/apply-now')
      const form = page.locator('#apply-now-form')
      const email = uniqueEmail('minor-nojs')
      await form.getByLabel('Full name').fill('Kavya Iyer')
      await form.getByLabel('E-mail').fill(email)
      await form.getByLabel('Phone number').fill('98450 22334')
      await form.getByLabel('Last attended college/school').fill('Vidya PU College, Udupi')
      await form.getByLabel('NEET score (0-1000)').fill('512')
      await form.getByLabel('The student is under 18').check()
      await form.getByLabel("Parent's or guardian's name").fill('Meena Iyer')
      await form.getByRole('button', { name: 'Submit Application' }).click()
      await expect(page).toHaveURL(/\/apply-now$/)
      await expect(
        form.getByText("Please enter the parent's or guardian's phone number"),
      ).toBeVisible()
      await expect(form.getByText('A parent or guardian must give consent')).toBeVisible()
      await expect(form.getByLabel('E-mail')).toHaveValue(email)
      await expect(form.getByLabel('NEET score (0-1000)')).toHaveValue('512')
      await expect(form.getByLabel("Parent's or guardian's name")).toHaveValue('Meena Iyer')
      await expect(form.getByLabel('The student is under 18')).toBeChecked()

      await form.getByLabel("Parent's or guardian's phone").fill('98450 55667')
      await form.getByLabel(/I am the student's parent or guardian/).check()
      await form.getByRole('button', { name: 'Submit Application' }).click()
      await expect(page).toHaveURL(/\/thank-you\/apply_now$/)
      const [lead] = await leadsAtWebhook(email)
      expect(lead).toMatchObject({
        formType: 'apply_now',
        name: 'Kavya Iyer',
        studentUnder18: true,
        guardianName: 'Meena Iyer',
        guardianPhone: '98450 55667',
        guardianConsent: true,
      })
    },
  )
})

/** The data requests the dashboard lists, as text. */
async function dashboardRequests(page: import('@playwright/test').Page) {
  await page.goto('/dashboard/data-requests')
  return page.getByRole('main').innerText()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the "Your data" request form ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled })

    // With JavaScript in npm test; the same form posted without it in test:full.
    const tag = javaScriptEnabled ? [] : '@full'
    test(
      'bad input shows messages and stores nothing; a good request is stored and confirmed',
      { tag },
      async ({ page, browser }) => {
        // Two forms, a bad and a good post, and the confirmation page: 24 s on a busy machine.
        test.slow()
        const name = `Request ${javaScriptEnabled ? 'JS' : 'NoJS'} ${Date.now()}`
        await page.goto('/privacy-policy/your-data?kind=erasure')
        await page.getByLabel('Your name').fill(name)
        await page.getByLabel('Phone number').fill('12')
        await page.getByRole('button', { name: 'Send request' }).click()
        await expect(
          page.getByText('Please enter a valid phone number (at least 10 digits)'),
        ).toBeVisible()
        if (!javaScriptEnabled) {
          await expect(page.getByText('Please choose what you would like us to do')).toBeVisible()
        }
        await expect(page.getByLabel('Your name')).toHaveValue(name)
        await expect(page).toHaveURL(/\/privacy-policy\/your-data/)
        // axe runs in the page: only where JavaScript runs.
        if (javaScriptEnabled) {
          expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
        }

        const staff = await (await browser.newContext({ javaScriptEnabled: true })).newPage()
        await signInAsAdmin(staff)
        expect(await dashboardRequests(staff)).not.toContain(name)

        await page.getByLabel('Erase my data').check()
        await page.getByLabel('Phone number').fill('98450 66778')
        await page.getByLabel('Details (optional)').fill('Please delete my enquiry.')
        await page.getByRole('button', { name: 'Send request' }).click()
        await expect(page).toHaveURL(/\/privacy-policy\/your-data\/received\/phone$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have your request.')
        await expect(
          page.getByText('someone from our team will call the number you gave'),
        ).toBeVisible()
        await expect.poll(() => dashboardRequests(staff)).toContain(name)
        await staff.context().close()
      },
    )
  })
}
