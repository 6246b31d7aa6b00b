import { randomInt } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, signInAsAdmin, test, toastText } from './fixtures'

/** The page's Event JSON-LD objects, if any. */
async function events(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks
    .flatMap((block) => [JSON.parse(block)].flat())
    .filter((item: { '@type'?: string }) => item['@type'] === 'Event')
}

async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)
}

const homeHtml = (request: APIRequestContext) => request.get('/').then((answer) => answer.text())

/** A date a few days ahead as Moscow's calendar shows it, "YYYY-MM-DD". */
function daysAheadInMoscow(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(
    new Date(Date.now() + days * 86_400_000),
  )
}

test('staff schedule a session: /webinar, its .ics and the home page offer it; cancelled, none does', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  await signInAsAdmin(page)
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Webinars' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Webinar sessions' })).toBeVisible()
  const form = page.getByRole('region', { name: 'Add a session' })
  const table = page.getByRole('table')
  const rowsBefore = await table.getByRole('row').count()

  // Bad input: a message beside each field, and nothing stored.
  await form.getByLabel('Duration (minutes)').fill('10')
  await form.getByLabel('Seats (optional)').fill('0')
  await form.getByLabel('Join link').fill('http://meet.example.com/room')
  await form.getByLabel('Summary').fill('')
  await form.getByRole('button', { name: 'Add session' }).click()
  const title = form.getByLabel('Title')
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(title).toBeFocused()
  for (const [label, message] of [
    ['Title', 'Enter a title (at least 3 characters)'],
    ['Date', 'Enter the date the session starts'],
    ['Duration (minutes)', 'Duration must be a whole number of minutes from 15 to 480'],
    ['Seats (optional)', 'Seats must be a whole number above 0, or left empty'],
    ['Join link', 'Enter the join link: an address starting with https://'],
    ['Summary', 'Write a short summary (at least 10 characters)'],
  ] as const) {
    const field = form.getByLabel(label)
    const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ')[0]
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
  }
  // A date already past is refused too.
  await title.fill('A session in the past')
  await form.getByLabel('Date').fill('2025-04-15')
  await form.getByLabel('Duration (minutes)').fill('90')
  await form.getByLabel('Seats (optional)').fill('')
  await form.getByLabel('Join link').fill('https://meet.example.com/room')
  await form.getByLabel('Summary').fill('A session that would already be over.')
  await expect(
    form.getByText('This session would already be over: choose a later date or time'),
  ).toBeVisible()
  await form.getByRole('button', { name: 'Add session' }).click()
  await page.reload()
  await expect(page.getByText('A session in the past')).toHaveCount(0)
  expect(await page.getByRole('table').getByRole('row').count()).toBe(rowsBefore)

  // A good session, planned on Moscow's clock.
  const name = `MBBS in Russia: live questions ${randomInt(1_000_000)}`
  const joinUrl = `https://meet.example.com/e2e-${randomInt(1_000_000)}`
  const date = daysAheadInMoscow(3)
  await title.fill(name)
  await form.getByLabel('Date').fill(date)
  await form.getByLabel('Start time').fill('18:00')
  await form.getByLabel('Time zone').selectOption('Europe/Moscow')
  await form.getByLabel('Duration (minutes)').fill('60')
  await form.getByLabel('Seats (optional)').fill('150')
  await form.getByLabel('Join link').fill(joinUrl)
  await form.getByLabel('Summary').fill('Fees, hostels and the language of the clinical years.')
  await form.getByLabel('Topics').fill('Fees and hostels\nClinical years in Russian')
  await form.getByRole('button', { name: 'Add session' }).click()
  expect(await toastText(page)).toContain('Session added')
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Scheduled')
  await expect(row).toContainText('6:00 pm Moscow time')
  await expect(row).toContainText('8:30 pm IST')

  // Public at once: /webinar offers it, in Moscow time and IST, with its Event JSON-LD.
  await page.goto('/webinar')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText(/6:00 pm Moscow time/)).toBeVisible()
  await expect(page.getByText(/8:30 pm IST/)).toBeVisible()
  await expect(page.getByText('150 seats')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Register for this session' })).toBeVisible()
  await expect(page.getByText('Clinical years in Russian')).toBeVisible()
  const [event] = await events(page)
  expect(event).toMatchObject({
    name,
    maximumAttendeeCapacity: 150,
    eventStatus: 'https://schema.org/EventScheduled',
  })
  expect(Date.parse(event.endDate) - Date.parse(event.startDate)).toBe(60 * 60_000)
  expect(await page.content()).not.toContain(joinUrl)
  expect(await axeViolations(page)).toEqual([])

  const ics = await request.get('/webinar/calendar.ics')
  expect(ics.status()).toBe(200)
  const calendar = await ics.text()
  expect(calendar).toContain(`SUMMARY:MedPathway Abroad webinar: ${name}`)
  expect(calendar).toContain(
    `DTSTART:${new Date(event.startDate).toISOString().replace(/[-:]|\.\d{3}/g, '')}`,
  )
  expect(calendar).not.toContain(joinUrl)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: `Free webinar: ${name}` })).toHaveCount(
    1,
  )

  // On a phone: the session's page fits the screen and its registration is in reach.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  })
  try {
    const phonePage = await phone.newPage()
    await phonePage.goto('/webinar')
    await expect(phonePage.getByRole('heading', { level: 1, name })).toBeVisible()
    const widths = await phonePage.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }))
    expect(widths.scroll).toBeLessThanOrEqual(widths.client)
    // A link to the registration form below; once the page's JavaScript runs, it opens the dialog.
    const join = phonePage.getByRole('link', { name: 'Join Webinar Now' })
    await expect(join).toHaveAttribute('href', '#register')
    await expect(join).toHaveAttribute('aria-haspopup', 'dialog', { timeout: 15_000 })
    await join.tap()
    await expect(phonePage.getByRole('dialog', { name: 'Register for the webinar' })).toBeVisible()
    await expect(phonePage.getByRole('dialog').getByLabel('Full name')).toBeFocused()
  } finally {
    await phone.close()
  }

  // Cancelled: listed as cancelled, offered nowhere, at once.
  await page.goto('/dashboard/webinars')
  await page.getByRole('button', { name: `Cancel ${name}` }).click()
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Cancelled')
  await page.goto('/webinar')
  await expect(page.getByText('The next session has not been scheduled yet.')).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
  expect(await events(page)).toEqual([])
  expect((await request.get('/webinar/calendar.ics')).status()).toBe(404)
  expect((await homeHtml(request)).includes(name)).toBe(false)
  expect(await axeViolations(page)).toEqual([])
})

test(
  'the admin records a claim with its evidence: the home page shows both; cleared, it goes',
  { tag: '@full' },
  async ({ page, request }) => {
    test.setTimeout(90_000)
    await signInAsAdmin(page)
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Claims' }),
    ).toHaveAttribute('href', '/dashboard/claims')
    await page.goto('/dashboard/claims')
    await expect(page.getByRole('heading', { level: 1, name: 'Site claims' })).toBeVisible()
    const claim = page.getByRole('region', { name: 'Years helping students' })
    // Typed before React takes the form over, a value would be lost.
    await expect(claim.locator('form[data-hydrated]')).toBeAttached({ timeout: 20_000 })
    const evidence = `Counted from the registration certificate of the firm (e2e ${randomInt(1_000_000)})`

    // Evidence without its date: a message, and nothing shown.
    await claim.getByLabel('Figure').fill('12')
    await claim.getByLabel('Evidence').fill(evidence)
    await claim.getByRole('button', { name: 'Save years helping students' }).click()
    await expect(claim.getByText('Give the date the evidence is true as of')).toBeVisible()
    await expect(claim.getByLabel('As of')).toBeFocused()
    expect((await homeHtml(request)).includes(evidence)).toBe(false)

    await claim.getByLabel('As of').fill('2026-11-01')
    await claim.getByRole('button', { name: 'Save years helping students' }).click()
    expect(await toastText(page)).toContain('Claim saved')

    await page.goto('/')
    const figure = page.locator('dl div').filter({ hasText: 'Years helping students' })
    await expect(figure.locator('dd').first()).toHaveText('12')
    await expect(figure.getByText(`As of 1 Nov 2026: ${evidence}`)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // Evidence cleared: the claim is gone from the home page at once.
    await page.goto('/dashboard/claims')
    const again = page.getByRole('region', { name: 'Years helping students' })
    await expect(again.locator('form[data-hydrated]')).toBeAttached({ timeout: 20_000 })
    await expect(again.getByLabel('Evidence')).toHaveValue(evidence)
    await again.getByLabel('Evidence').fill('')
    await again.getByRole('button', { name: 'Save years helping students' }).click()
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Claim saved' }).last(),
    ).toBeVisible()
    await page.goto('/')
    await expect(
      page.locator('dl div').filter({ hasText: 'Universities in our catalogue' }),
    ).toBeVisible()
    await expect
      // The first read after the change may be the stale copy that starts the new render, which
      // takes longer while the other after-tests render the home page too.
      .poll(async () => (await homeHtml(request)).includes('Years helping students'), {
        timeout: 30_000,
      })
      .toBe(false)
    expect((await homeHtml(request)).includes(evidence)).toBe(false)
  },
)
