import fs from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { verificationLink } from '../support/smtp-sink'
import { E2E_ADMIN_EMAIL } from './constants'
import { expect, leadsAtWebhook, mailTo, signInAsAdmin, test, uniqueEmail } from './fixtures'
import { approvedAccount } from './staff-accounts'

/** Opens a request from the dashboard's list of open requests, by the name it was sent with. */
async function openRequest(page: Page, name: string, heading = 'Erase my data') {
  await page.goto('/dashboard/data-requests')
  await page
    .getByRole('region', { name: /Open/ })
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link')
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
}

test('an erasure request: the person confirms by the e-mailed link, then the admin erases exactly the listed leads', async ({
  page,
  browser,
  request,
}) => {
  // Three browsers, two sign-ins and a dozen page loads: more than the default 30 s on a busy machine.
  test.slow()
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
  await expect(page).toHaveURL(/\/privacy-policy\/your-data\/received\/email$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your e-mail.')
  await expect(page.getByText('We have sent a link to the e-mail address you gave')).toBeVisible()

  // Before the link is used, staff see none of the person's leads and cannot erase.
  const staff = await (await browser.newContext()).newPage()
  await signInAsAdmin(staff)
  await openRequest(staff, name)
  const matches = staff.getByRole('region', { name: /Leads with a confirmed e-mail or phone/ })
  await expect(matches).toContainText('None listed until the e-mail or the phone')
  await expect(matches).not.toContainText(leadId)
  await expect(matches.getByRole('button', { name: 'Erase leads' })).toBeDisabled()

  // The mail carries a one-time link; opening it changes nothing until the person confirms.
  const [mail] = await mailTo(email)
  expect(mail?.subject).toMatch(/confirm your request/i)
  const link = verificationLink(mail!)
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your request')
  await staff.reload()
  await expect(matches).not.toContainText(leadId)
  await page.getByRole('button', { name: 'Yes, this request is mine' }).click()
  await expect(page).toHaveURL(/\/privacy-policy\/your-data\/verify\/confirmed$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you: your request is confirmed.',
  )
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This link has already been used.',
  )
  await expect(page.getByRole('button', { name: 'Yes, this request is mine' })).toHaveCount(0)

  await staff.reload()
  await expect(staff.getByRole('region', { name: 'Is it their request?' })).toContainText(
    `Opened the link sent to ${email}`,
  )
  await expect(matches.getByRole('row', { name: new RegExp(leadId) })).toContainText(email)
  await expect(matches.getByRole('row', { name: new RegExp(leadId) })).toContainText('Inquiry')
  await matches.getByRole('button', { name: 'Erase these 1 lead' }).click()
  await expect(staff.getByRole('status')).toContainText('Erased 1 lead(s)')
  await expect(matches).toContainText('No lead that is not yet erased has the confirmed e-mail.')
  const log = staff.getByRole('region', { name: 'Erasures' })
  await expect(log).toContainText(`by ${E2E_ADMIN_EMAIL}: 1 lead`)
  await expect(log).toContainText(leadId)

  await staff.goto(`/dashboard/leads/${leadId}`)
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('[erased]')
  // The day in India, as every screen and the export give it.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
  await expect(staff.getByRole('status')).toContainText(
    `Erased on ${today} at the person's request`,
  )
  const details = staff.getByRole('region', { name: 'Details' })
  await expect(details).not.toContainText('Shobha')
  await expect(details).not.toContainText(email)
  await expect(details).toContainText('Georgia')
  await expect(staff.getByRole('region', { name: 'Spreadsheet delivery' })).toContainText(
    `Erased on ${today} at the person's request`,
  )

  const csv = await staff.request.get(`/dashboard/leads/export?q=%5Berased%5D`)
  expect(await csv.text()).toContain(`"erased on ${today}","${leadId}"`)

  await openRequest(staff, name)
  await staff.getByLabel(/What was done/).fill('Erased the one enquiry; told them by e-mail.')
  await staff.getByRole('button', { name: 'Close request' }).click()
  await expect(staff.getByRole('status')).toHaveText('Request closed.')
  await staff.goto('/dashboard/data-requests')
  await expect(
    staff.getByRole('region', { name: 'Closed' }).getByRole('row', { name: new RegExp(name) }),
  ).toContainText(E2E_ADMIN_EMAIL)
  await expect(staff.getByRole('region', { name: /Open/ })).not.toContainText(name)
  await staff.context().close()
})

test(
  'a phone-only request: staff record the call before anything is listed, and a counsellor cannot erase',
  { tag: '@full' },
  async ({ page, browser, request }) => {
    test.slow()
    const phone = `98450${String(Date.now()).slice(-5)}`
    const posted = await request.post('/api/leads', {
      data: {
        formType: 'callback',
        formStartedAt: Date.now() - 60_000,
        name: 'Vikram Shetty',
        phone,
        email: uniqueEmail('vikram'),
      },
    })
    expect(posted.status()).toBe(201)
    const { id: leadId } = (await posted.json()) as { id: string }

    const name = `Vikram Shetty ${Date.now()}`
    await page.goto('/privacy-policy/your-data?kind=erasure')
    await page.getByLabel('Your name').fill(name)
    await page.getByLabel('Phone number').fill(phone)
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page).toHaveURL(/\/privacy-policy\/your-data\/received\/phone$/)
    await expect(
      page.getByText('someone from our team will call the number you gave'),
    ).toBeVisible()

    // A counsellor's account, approved by the admin.
    const admin = await (await browser.newContext()).newPage()
    const { page: counsellor, email: counsellorEmail } = await approvedAccount(browser, admin, {
      tag: 'counsellor',
      role: 'counsellor',
    })
    await openRequest(counsellor, name)
    const matches = counsellor.getByRole('region', {
      name: /Leads with a confirmed e-mail or phone/,
    })
    await expect(matches).toContainText('None listed until the e-mail or the phone')
    await expect(matches.getByRole('button', { name: 'Erase leads' })).toBeDisabled()

    // The counsellor calls the number and records it: who, when and how.
    const verification = counsellor.getByRole('region', { name: 'Is it their request?' })
    await verification
      .getByLabel('How did you confirm it?')
      .fill('Called the number; Vikram confirmed he asked for erasure.')
    await verification.getByRole('button', { name: 'Record phone confirmation' }).click()
    await expect(counsellor.getByRole('status')).toHaveText('Phone confirmation recorded.')
    await expect(verification).toContainText(
      `by ${counsellorEmail}: “Called the number; Vikram confirmed he asked for erasure.”`,
    )
    await expect(matches).toContainText(leadId)
    await expect(matches).toContainText('Only the admin can erase leads.')
    await expect(matches.getByRole('button', { name: 'Erase leads' })).toBeDisabled()

    // Even with the button forced on and the ids added, the server refuses a counsellor.
    await matches.locator('form').evaluate((form: HTMLFormElement, id: string) => {
      const input = document.createElement('input')
      input.type = 'hidden'
      input.name = 'leadId'
      input.value = id
      form.append(input)
      const button = form.querySelector('button')!
      button.disabled = false
      form.requestSubmit(button)
    }, leadId)
    await expect(counsellor).toHaveURL(/\/dashboard\/my-day$/)
    await counsellor.goto(`/dashboard/leads/${leadId}`)
    await expect(counsellor.getByRole('heading', { level: 1 })).toHaveText('Vikram Shetty')

    // The admin erases it.
    await openRequest(admin, name)
    const adminMatches = admin.getByRole('region', {
      name: /Leads with a confirmed e-mail or phone/,
    })
    await expect(adminMatches).toContainText(leadId)
    await adminMatches.getByRole('button', { name: 'Erase these 1 lead' }).click()
    await expect(admin.getByRole('status')).toContainText('Erased 1 lead(s)')
    await expect(admin.getByRole('region', { name: 'Erasures' })).toContainText(leadId)
    await counsellor.goto(`/dashboard/leads/${leadId}`)
    await expect(counsellor.getByRole('heading', { level: 1 })).toHaveText('[erased]')
    await admin.context().close()
    await counsellor.context().close()
  },
)

test('an access request: once the person confirms by the e-mailed link, staff download one file of their data, and the copy is logged', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const email = uniqueEmail('show-me')
  const posted = await request.post('/api/leads', {
    data: {
      formType: 'callback',
      formStartedAt: Date.now() - 60_000,
      name: 'Kavya Patil',
      phone: '98450 13580',
      email,
      preferredTime: 'Evening (4 pm - 8 pm)',
      message: 'Please call after 6',
    },
  })
  expect(posted.status()).toBe(201)
  const { id: leadId } = (await posted.json()) as { id: string }

  const name = `Kavya Patil ${Date.now()}`
  await page.goto('/privacy-policy/your-data')
  await page.getByLabel('Tell me what personal data you hold about me').check()
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/privacy-policy\/your-data\/received\/email$/)

  const staff = await (await browser.newContext()).newPage()
  await signInAsAdmin(staff)
  await openRequest(staff, name, 'Tell me what personal data you hold about me')
  const copy = staff.getByRole('region', { name: 'A copy of their data' })
  await expect(copy).toContainText(
    'Available once the e-mail or the phone of this request is confirmed.',
  )
  await expect(copy.getByRole('link', { name: 'Download their data' })).toHaveCount(0)

  const [mail] = await mailTo(email)
  const link = verificationLink(mail!)
  await page.goto(link.pathname + link.search)
  await page.getByRole('button', { name: 'Yes, this request is mine' }).click()
  await expect(page).toHaveURL(/\/privacy-policy\/your-data\/verify\/confirmed$/)

  await staff.reload()
  const download = staff.waitForEvent('download')
  await copy.getByRole('link', { name: 'Download their data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^your-data-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json$/)
  const data = JSON.parse(await fs.readFile((await file.path())!, 'utf8')) as {
    enquiries: { id: string; email: string; whatTheFormCollected: { message?: string } }[]
  }
  expect(data.enquiries.map((entry) => entry.id)).toEqual([leadId])
  expect(data.enquiries[0]).toMatchObject({
    email,
    whatTheFormCollected: { message: 'Please call after 6' },
  })
  await staff.reload()
  await expect(copy).toContainText(`by ${E2E_ADMIN_EMAIL}: 1 lead`)
  await staff.context().close()
})
