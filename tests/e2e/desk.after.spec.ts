import { randomInt } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { TEMPLATE_MESSAGES } from '@/lib/validation/desk'

import { expect, mailTo, signInAsAdmin, test, uniqueEmail } from './fixtures'
import { approvedAccount, formFields, postAsForm } from './staff-accounts'

/**
 * The counsellors' desk, worked for a day in the production build: an admin and two
 * counsellors in two offices (one on a phone). In `after`: it adds routing rules, which apply
 * to every new lead; they name countries no other test's lead names (Nepal, Uzbekistan), and
 * this test owns the Davanagere and Hubballi offices (other tests approve counsellors of
 * Kalaburagi or of no office).
 */

const phoneContext = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
}

const countryNames = { nepal: 'Nepal', uzbekistan: 'Uzbekistan' } as const

const indianMobile = () => `9${randomInt(100_000_000, 999_999_999)}`

/** A lead as a page's form posts it, naming a destination country. */
async function enquire(
  request: APIRequestContext,
  lead: { name: string; phone: string; country: string },
): Promise<string> {
  const posted = await request.post('/api/leads', {
    data: {
      formType: 'admission',
      formStartedAt: Date.now() - 10_000,
      name: lead.name,
      phone: lead.phone,
      email: uniqueEmail('desk-family'),
      country: lead.country,
      sourcePage: '/admission',
    },
  })
  expect(posted.status()).toBe(201)
  return ((await posted.json()) as { id: string }).id
}

/** The accessibility rules a page breaks, as axe finds them. */
async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`,
  )
}

const section = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) })

/**
 * The first whole minute at least 20 s away, as a date and "HH:MM" on India's clock (IST has
 * no daylight saving), and whether it is still today there.
 */
function soonInIndia(): { date: string; time: string; at: number; today: boolean } {
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000
  const india = (ms: number) => new Date(ms + 330 * 60_000).toISOString()
  return {
    date: india(at).slice(0, 10),
    time: india(at).slice(11, 16),
    at,
    today: india(at).slice(0, 10) === india(Date.now()).slice(0, 10),
  }
}

test('two counsellors in two offices and the admin work a day of leads', async ({
  page: admin,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const anita = await approvedAccount(browser, admin, {
    tag: 'anita',
    role: 'counsellor',
    office: 'davanagere',
    context: { baseURL },
  })
  const chitra = await approvedAccount(browser, admin, {
    tag: 'chitra',
    role: 'counsellor',
    office: 'hubballi',
    name: 'Chitra',
    context: { ...phoneContext, baseURL },
  })

  // The admin routes Nepal to Davanagere and Uzbekistan to Hubballi.
  await signInAsAdmin(admin)
  await admin.goto('/dashboard/desk-settings')
  for (const [country, office] of [
    ['nepal', 'davanagere'],
    ['uzbekistan', 'hubballi'],
  ] as const) {
    await admin
      .getByRole('form', { name: 'Add a rule' })
      .getByLabel('Country')
      .selectOption(country)
    await admin.getByRole('form', { name: 'Add a rule' }).getByLabel('Office').selectOption(office)
    await admin.getByRole('button', { name: 'Add the rule' }).click()
    // The page drawn again after the post lists the rule (the notice alone may be the last
    // post's, still showing while this one is on its way).
    await expect(admin.getByRole('table')).toContainText(countryNames[country])
    await expect(admin.getByRole('status').first()).toHaveText('Rule added.')
  }
  // Callbacks go to the office nearest the district or PIN code the family gives (no other
  // test's callback gives one, so theirs pass this rule by).
  const addRule = admin.getByRole('form', { name: 'Add a rule' })
  await addRule.getByLabel('Form').selectOption('callback')
  await addRule.getByLabel('Country').selectOption('')
  await addRule.getByLabel('Office').selectOption('nearest')
  await admin.getByRole('button', { name: 'Add the rule' }).click()
  await expect(admin.getByRole('table')).toContainText(
    "Nearest to the family's district or PIN code",
  )
  // A template naming a placeholder that nothing fills is refused beside its field, with the
  // text kept; put right, it is saved.
  const fresh = admin.getByRole('form', { name: 'A new template' })
  await fresh.getByLabel('Title of a new template').fill('Fees question')
  await fresh.getByLabel('Message').fill('Hello {name}, the fee for {university} is in the guide.')
  await fresh.getByRole('button', { name: 'Add the template' }).click()
  await expect(fresh.getByText(TEMPLATE_MESSAGES.placeholder)).toBeVisible()
  await expect(fresh.getByLabel('Message')).toHaveValue(
    'Hello {name}, the fee for {university} is in the guide.',
  )
  await fresh.getByLabel('Message').fill('Hello {name}, the fees for {country} are in the guide.')
  await fresh.getByRole('button', { name: 'Add the template' }).click()
  await expect(fresh.getByRole('status')).toHaveText(TEMPLATE_MESSAGES.saved)
  await expect(admin.getByRole('form', { name: 'Template Fees question' })).toBeVisible()

  // Two families enquire; each lead goes to its office's counsellor, who is mailed.
  const stamp = Date.now()
  const nepalName = `Desk Nepal Family ${stamp}`
  const uzbekName = `Desk Uzbek Family ${stamp}`
  const nepalPhone = indianMobile()
  const nepal = await enquire(request, { name: nepalName, phone: nepalPhone, country: 'Nepal' })
  const uzbek = await enquire(request, {
    name: uzbekName,
    phone: indianMobile(),
    country: 'Uzbekistan',
  })
  const [mail] = await mailTo(anita.email)
  expect(mail?.subject).toContain(`new lead for you, ${nepalName}`)
  expect(mail?.text).toContain(`/dashboard/leads/${nepal}`)
  expect((await mailTo(chitra.email))[0]?.subject).toContain(uzbekName)

  // A family in Belagavi asks for a callback on a phone, giving their PIN code: Hubballi is
  // the nearest office, so Chitra gets it.
  const belagavi = await browser.newContext({ ...phoneContext, baseURL })
  const family = await belagavi.newPage()
  const callbackName = `Desk Belagavi Family ${stamp}`
  await family.goto('/contact')
  await family.getByLabel('Full name').fill(callbackName)
  await family.getByLabel('Phone number').fill(indianMobile())
  await family.getByLabel('E-mail').fill(uniqueEmail('desk-belagavi'))
  await family.getByLabel('District or PIN code (optional)').fill('590 016')
  await family.waitForTimeout(3_000) // a form sent sooner is held as a bot's
  await family.getByRole('button', { name: 'Request a Callback' }).click()
  await expect(family.getByText('Request Submitted!')).toBeVisible({ timeout: 15_000 })
  await belagavi.close()
  await expect
    .poll(async () => (await mailTo(chitra.email, 2)).map((m) => m.subject).join(' | '), {
      timeout: 15_000,
    })
    .toContain(callbackName)

  // Each counsellor's day holds their own new lead, and not the other office's.
  await anita.page.goto('/dashboard/my-day')
  await expect(section(anita.page, 'New, not yet contacted')).toContainText(nepalName)
  await expect(anita.page.getByText(uzbekName)).toHaveCount(0)
  await chitra.page.goto('/dashboard/my-day')
  await expect(section(chitra.page, 'New, not yet contacted')).toContainText(uzbekName)
  await expect(chitra.page.getByText(nepalName)).toHaveCount(0)
  await section(chitra.page, 'New, not yet contacted')
    .getByRole('link', { name: callbackName })
    .click()
  // The admin named her: colleagues see the name, not the address.
  await expect(chitra.page.locator('p', { hasText: 'Owner:' })).toContainText('Chitra (Hubballi)')
  await expect(chitra.page.getByText('590 016')).toBeVisible()
  await chitra.page.goto(`/dashboard/leads/${nepal}`)
  await expect(chitra.page.getByRole('heading', { level: 1 })).toHaveText('Lead not found')
  await expect(chitra.page.getByText(nepalPhone.slice(-5))).toHaveCount(0)

  // Anita calls, logs it, and plans a call back in a minute or so: due today, then overdue.
  await anita.page.goto(`/dashboard/leads/${nepal}`)
  await expect(anita.page.locator('p', { hasText: 'Owner:' })).toContainText(
    `${anita.email} (Davanagere)`,
  )
  await anita.page.getByLabel('How').selectOption('call')
  await anita.page.getByLabel('What was said (optional)').fill('Spoke to the father; NEET 512.')
  await anita.page.getByRole('button', { name: 'Log the contact' }).click()
  await expect(anita.page.getByRole('status')).toHaveText('Contact logged.')
  await expect(anita.page.locator('p', { hasText: 'First response:' })).not.toContainText(
    'no contact logged',
  )
  expect(await axeViolations(anita.page)).toEqual([])
  const due = soonInIndia()
  await anita.page.getByRole('combobox', { name: 'What' }).selectOption('call')
  await anita.page.getByLabel('Date').fill(due.date)
  await anita.page.getByLabel('Time (IST)').fill(due.time)
  await anita.page.getByRole('button', { name: 'Save next step' }).click()
  await expect(anita.page.getByRole('status')).toHaveText('Next step saved.')
  const timeline = anita.page.getByRole('list', { name: 'Timeline' })
  await expect(timeline).toContainText(`Assigned to ${anita.email} (Davanagere)`)
  await expect(timeline).toContainText(`Call logged, by ${anita.email}`)
  await expect(timeline).toContainText('Spoke to the father; NEET 512.')
  await expect(timeline).toContainText(`Next step planned, by ${anita.email}: Call`)
  await anita.page.goto('/dashboard/my-day')
  if (due.today) await expect(section(anita.page, 'Due today')).toContainText(nepalName)
  expect(await axeViolations(anita.page)).toEqual([])

  // The same family writes again, naming Uzbekistan: it still goes to Anita, linked.
  const againName = `Desk Nepal Parent ${stamp}`
  const again = await enquire(request, {
    name: againName,
    phone: nepalPhone,
    country: 'Uzbekistan',
  })
  await expect.poll(async () => (await mailTo(anita.email, 2)).length, { timeout: 15_000 }).toBe(2)
  await anita.page.goto(`/dashboard/leads/${again}`)
  await expect(anita.page.locator('p', { hasText: 'Owner:' })).toContainText(anita.email)
  await expect(anita.page.getByRole('list', { name: 'Timeline' })).toContainText(
    'The same phone enquired again: the two leads are linked',
  )

  // On the board, Anita moves the repeat enquiry on with the keyboard, then closes it: the
  // board asks why.
  await anita.page.goto('/dashboard/leads/board?owner=me')
  const column = (status: string) =>
    anita.page.getByRole('region', { name: new RegExp(`^${status} \\(\\d+\\)$`) })
  const card = (status: string) =>
    column(status).getByRole('listitem').filter({ hasText: againName })
  await expect(card('New')).toHaveCount(1)
  expect(await axeViolations(anita.page)).toEqual([])
  await anita.page.getByRole('button', { name: `Drag ${againName}` }).focus()
  // Each step is said to a screen reader (one announcement at a time: picked up, then over
  // its column); the next key waits for it.
  const said = (text: RegExp) => expect(anita.page.getByText(text)).toBeAttached()
  await anita.page.keyboard.press('Space')
  await said(new RegExp(`^(Picked up ${againName}\\.|${againName} is over New\\.)`))
  await anita.page.keyboard.press('ArrowRight')
  await said(new RegExp(`^${againName} is over Contacted\\.`))
  await anita.page.keyboard.press('Space')
  await said(new RegExp(`^${againName} dropped on Contacted\\.`))
  await expect(card('Contacted')).toHaveCount(1)
  await expect(anita.page.getByText(`${againName}: Contacted`)).toBeVisible()
  await card('Contacted').getByLabel(`Move ${againName} to`).selectOption('closed')
  const closing = anita.page.getByRole('dialog', { name: `Close: ${againName}` })
  await closing.getByLabel('Reason').selectOption('other_agent')
  await closing.getByRole('button', { name: 'Close the lead' }).click()
  await expect(card('Closed')).toHaveCount(1)
  await anita.page.goto(`/dashboard/leads/${again}`)
  const againTimeline = anita.page.getByRole('list', { name: 'Timeline' })
  await expect(againTimeline).toContainText(`Status: Contacted, by ${anita.email}`)
  await expect(againTimeline).toContainText(
    `Status: Closed (Chose another agent), by ${anita.email}`,
  )

  // Chitra, of another office, cannot merge this family's leads by forging Anita's form.
  await postAsForm(chitra.page, await formFields(anita.page, 'Merge this lead into'))
  await expect(chitra.page).toHaveURL(/\/dashboard\/leads\?saved=not-yours$/)
  // Anita merges the repeat enquiry into the family's first lead: it leaves her lists, and
  // its history shows on the lead she keeps working.
  await anita.page
    .getByRole('region', { name: 'Other leads from this phone' })
    .getByRole('button', { name: /^Merge this lead into the Admission lead of / })
    .click()
  await expect(anita.page).toHaveURL(new RegExp(`/dashboard/leads/${nepal}\\?saved=merged$`))
  await expect(anita.page.getByRole('status')).toContainText('merged into this lead')
  const merged = anita.page.getByRole('list', { name: 'Timeline' })
  await expect(merged).toContainText(
    `A repeat enquiry was merged into this lead, by ${anita.email}`,
  )
  await expect(merged).toContainText('Repeat enquiry: ')
  await expect(merged).toContainText(`Status: Closed (Chose another agent), by ${anita.email}`)
  await anita.page.goto('/dashboard/leads')
  await expect(anita.page.getByRole('link', { name: againName })).toHaveCount(0)
  await expect(anita.page.getByRole('link', { name: nepalName })).toHaveCount(1)

  // Chitra, on her phone, sends her family the first-reply template on WhatsApp (WhatsApp
  // itself is not reached from here: its page is answered locally), and writes a note.
  await chitra.page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
  await chitra.page.goto(`/dashboard/leads/${uzbek}`)
  const reach = chitra.page.getByRole('list', { name: 'Reach the family' })
  const template = reach.getByRole('link', { name: 'WhatsApp: First reply' })
  const href = decodeURIComponent((await template.getAttribute('href'))!)
  expect(href).toContain('Hello Desk, this is Chitra, your counsellor')
  expect(href).toContain('Thank you for asking about Uzbekistan.')
  const popup = chitra.page.waitForEvent('popup')
  await template.click()
  await (await popup).close()
  await expect(chitra.page.getByRole('list', { name: 'Timeline' })).toContainText(
    'WhatsApp logged (template: First reply), by Chitra',
  )
  await chitra.page.getByLabel('Add a note').fill('Wants a seat for the 2027 intake.')
  await chitra.page.getByRole('button', { name: 'Add the note' }).click()
  await expect(chitra.page.getByRole('status')).toHaveText('Note added.')
  expect(await axeViolations(chitra.page)).toEqual([])
  const chitraTimeline = chitra.page.getByRole('list', { name: 'Timeline' })
  await expect(chitraTimeline).toContainText('Wants a seat for the 2027 intake.')
  expect(
    await chitra.page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(375)

  // Chitra may not reassign: the admin's form, posted from her session, is refused.
  await admin.goto(`/dashboard/leads/${uzbek}`)
  await postAsForm(chitra.page, [...(await formFields(admin, 'Reassign')), ['to', '']])
  await expect(chitra.page).toHaveURL(/\/dashboard\/my-day$/)
  await admin.reload()
  // A colleague the admin named is shown by name.
  await expect(admin.locator('p', { hasText: 'Owner:' })).toContainText('Chitra')
  await expect(admin.locator('p', { hasText: 'Owner:' })).not.toContainText(chitra.email)
  for (const path of ['/dashboard/desk-settings', '/dashboard/staff', '/dashboard/posts']) {
    await chitra.page.goto(path)
    await expect(chitra.page).toHaveURL(/\/dashboard\/my-day$/)
  }

  // Each counsellor's export holds only the leads they may see.
  const exported = async (page: Page) => (await page.request.get('/dashboard/leads/export')).text()
  expect(await exported(anita.page)).toContain(nepalName)
  expect(await exported(anita.page)).not.toContain(uzbekName)
  expect(await exported(chitra.page)).toContain(uzbekName)
  expect(await exported(chitra.page)).not.toContain(nepalName)

  // The call back falls due: overdue on Anita's day, and on the admin's view of the desk.
  await anita.page.waitForTimeout(Math.max(0, due.at - Date.now() + 1_000))
  await anita.page.goto('/dashboard/my-day')
  await expect(section(anita.page, 'Overdue')).toContainText(nepalName)
  await admin.goto('/dashboard/my-day')
  const overdue = section(admin, 'Overdue').getByRole('listitem').filter({ hasText: nepalName })
  await expect(overdue).toContainText(anita.email)

  // The admin gives Chitra's family to Anita: logged, and Anita is told.
  await admin.goto(`/dashboard/leads/${uzbek}`)
  await admin.getByLabel('Owner').selectOption({ label: `${anita.email}, Davanagere` })
  await admin.getByRole('button', { name: 'Reassign' }).click()
  await expect(admin.getByRole('status')).toHaveText('Lead reassigned.')
  await expect(admin.getByRole('list', { name: 'Timeline' })).toContainText(
    `Assigned to ${anita.email} (Davanagere), by`,
  )
  const told = await mailTo(anita.email, 3)
  expect(told.at(-1)?.subject).toContain(uzbekName)
  await chitra.page.goto(`/dashboard/leads/${uzbek}`)
  await expect(chitra.page.getByRole('heading', { level: 1 })).toHaveText('Lead not found')

  await anita.page.context().close()
  await chitra.page.context().close()
})
