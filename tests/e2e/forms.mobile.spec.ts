import AxeBuilder from '@axe-core/playwright'

import {
  expect,
  leadsAtWebhook,
  test,
  toastText,
  uniqueEmail,
  asIfAPersonFilledIt,
} from './fixtures'

/**
 * What a lead form does, whatever the screen: tested once, on a phone with mobile emulation,
 * where most families fill it in. Where the focus lands is in forms.shared.spec.ts (both).
 */
test.describe('lead forms', () => {
  test('callback: the spec messages under each field, then one lead at the webhook', async ({
    page,
  }) => {
    await page.goto('/contact')
    const submit = page.getByRole('button', { name: 'Request a Callback' })
    await submit.click()
    const name = page.getByLabel('Full name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator(`#${await name.getAttribute('aria-describedby')}`)).toHaveText(
      'Name must be at least 2 characters',
    )
    await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible()
    await expect(page.getByText('Invalid email address')).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])

    const email = uniqueEmail('callback')
    await name.fill('Asha Rao')
    await page.getByLabel('Phone number').fill('98450 12345')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Message (optional)').fill('=HYPERLINK("http://x","call me")')
    // A double click sends one lead: one post, answered, before the form says so.
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname)
    })
    await submit.dblclick()
    expect(await toastText(page)).toContain('Request Submitted!')
    expect(posts).toEqual(['/api/leads'])
    expect(await toastText(page)).toContain('One of our counselors will call you back shortly.')
    const local = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('callbackRequests') ?? '[]'),
    )
    expect(local.at(-1)).toMatchObject({ name: 'Asha Rao', email, status: 'new' })

    const leads = await leadsAtWebhook(email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      formType: 'callback',
      name: 'Asha Rao',
      phone: "'+919845012345",
      message: `'=HYPERLINK("http://x","call me")`,
      sourcePage: '/contact',
    })
  })

  test(
    'typed into and sent before its validation code arrives: the values are kept and one lead is sent',
    { tag: '@full' },
    async ({ page, request }) => {
      // Hold every script the page's HTML did not list: the form engine loads lazily.
      const html = await (await request.get('/contact')).text()
      const listed = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))
      const held: (() => Promise<void>)[] = []
      let holding = true
      await page.route('**/_next/static/chunks/*.js', (route) => {
        const path = new URL(route.request().url()).pathname
        if (!holding || listed.has(path)) return route.continue()
        held.push(() => route.continue())
      })
      const posts: string[] = []
      page.on('request', (r) => {
        if (r.url().endsWith('/api/leads') || r.method() === 'POST') posts.push(r.url())
      })
      await page.goto('/contact')
      const email = uniqueEmail('early')
      await page.getByLabel('Full name').fill('Meera Pillai')
      await page.getByLabel('Phone number').fill('98450 67890')
      await page.getByLabel('E-mail').fill(email)
      await page.getByRole('button', { name: 'Request a Callback' }).click()
      await page.waitForTimeout(500)
      expect(held.length).toBeGreaterThan(0)
      expect(posts).toEqual([])
      await expect(page).toHaveURL(/\/contact$/)

      holding = false
      for (const release of held.splice(0)) await release()
      expect(await toastText(page)).toContain('Request Submitted!')
      const leads = await leadsAtWebhook(email)
      expect(leads).toHaveLength(1)
      expect(leads[0]).toMatchObject({ formType: 'callback', name: 'Meera Pillai' })
      await expect(page.getByLabel('Full name')).toHaveValue('')
    },
  )

  test('when its validation code cannot be fetched, the form posts to the server and the lead is stored once', async ({
    page,
  }) => {
    // The chunk holding react-hook-form fails to arrive while the visitor fills the form in.
    let failing = true
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (failing && body.includes('HookFormControlContext')) return route.abort()
      return route.fulfill({ response, body })
    })
    await page.goto('/contact')
    const email = uniqueEmail('no-engine')
    await page.getByLabel('Full name').fill('Kiran Desai')
    await page.getByLabel('Phone number').fill('98450 24680')
    await page.getByLabel('E-mail').fill(email)
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/contact',
    )
    await page.getByRole('button', { name: 'Request a Callback' }).click()
    await posted // the form's own post to the server action, not /api/leads
    failing = false // the connection is back for the page that follows
    await expect(page).toHaveURL(/\/thank-you\/callback$/, { timeout: 15_000 })
    const [stored] = await leadsAtWebhook(email)

    // The copy kept on the device is sent on the next page view and stores nothing new: the
    // server answers with the id of the lead it already has.
    const resent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/leads',
    )
    await page.goto('/')
    const answer = (await (await resent).json()) as { success: boolean; id: string }
    expect(answer).toEqual({ success: true, id: stored!.leadId })
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('mbbs.pendingLeads')))
      .toBe('[]')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test(
    'apply-now: Missing Information, Invalid Email, Invalid Phone Number, NEET input, success and reset',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/apply-now')
      const submit = page.getByRole('button', { name: 'Submit Application' })
      await submit.click()
      expect(await toastText(page)).toContain('Missing Information')

      const email = uniqueEmail('apply')
      await page.getByLabel('Full name').fill('Ravi Kumar')
      await page.getByLabel('E-mail').fill('ravi@example')
      await page.getByLabel('Phone number').fill('98450 54321')
      await page.getByLabel('Last attended college/school').fill('KLE PU College, Hubballi')
      const neet = page.getByLabel('NEET score (0-1000)')
      await neet.pressSequentially('45a0')
      await expect(neet).toHaveValue('450')
      await neet.pressSequentially('1')
      await expect(neet).toHaveValue('450')
      await neet.fill('-5')
      await expect(neet).toHaveValue('450')
      await page
        .locator('[data-sonner-toast]')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {})
      await submit.click()
      await expect(page.locator('[data-sonner-toast]', { hasText: 'Invalid Email' })).toBeVisible()

      await page.getByLabel('E-mail').fill(email)
      await page.getByLabel('Phone number').fill('98450-543')
      await submit.click()
      await expect(
        page.locator('[data-sonner-toast]', { hasText: 'Invalid Phone Number' }),
      ).toBeVisible()

      await page.getByLabel('Phone number').fill('+91 98450 54321')
      await page.getByLabel('Preferred country (optional)').selectOption('georgia')
      await page.getByLabel('Preferred university (optional)').selectOption('batumi')
      await submit.click()
      await expect(
        page.locator('[data-sonner-toast]', { hasText: 'Application Submitted!' }),
      ).toBeVisible({ timeout: 10_000 })
      await expect(page.getByLabel('Full name')).toHaveValue('')
      await expect(neet).toHaveValue('')
      const local = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('applications') ?? '[]'),
      )
      expect(local.at(-1)).toMatchObject({
        name: 'Ravi Kumar',
        email,
        country: 'georgia',
        university: 'batumi',
        status: 'new',
      })
      const [lead] = await leadsAtWebhook(email)
      expect(lead).toMatchObject({
        formType: 'apply_now',
        neetScore: '450',
        country: 'georgia',
        university: 'batumi',
      })
    },
  )

  test(
    'webinar page: no past session is offered; an invitation and a question each reach the webhook',
    { tag: '@full' },
    async ({ page, request }) => {
      // No session is scheduled in the fresh database (staff add them: staff-content.after.spec.ts).
      await page.goto('/webinar')
      await expect(page.getByText('The next session has not been scheduled yet.')).toBeVisible()
      await expect(
        page.getByRole('heading', { name: 'Get invited to the next session' }),
      ).toBeVisible()
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd.join(' ')).not.toContain('"Event"')
      expect((await request.get('/webinar/calendar.ics')).status()).toBe(404)

      const email = uniqueEmail('webinar')
      const register = page.locator('#webinar-form')
      await register.getByLabel('Full name').fill('Meera Patil')
      await register.getByLabel('E-mail').fill(email)
      await register.getByLabel('Phone number').fill('9900112233')
      await register.getByRole('button', { name: 'Register' }).click()
      await expect(
        page.locator('[data-sonner-toast]', { hasText: 'Registration Successful!' }),
      ).toBeVisible({ timeout: 10_000 })
      const local = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('webinarRegistrations') ?? '[]'),
      )
      expect(local.at(-1)).toMatchObject({
        email,
        webinarId: 'next-session',
        status: 'registered',
      })

      const question = page.locator('#question-form')
      await question.getByLabel('Your name').fill('Meera Patil')
      await question.getByLabel('E-mail').fill(email)
      await question
        .getByLabel('Your question')
        .fill('Is the FMGE pass mark the same every session?')
      await question.getByRole('button', { name: 'Submit Question' }).click()
      await expect(
        page.locator('[data-sonner-toast]', { hasText: 'Question Submitted!' }),
      ).toBeVisible({ timeout: 10_000 })
      const leads = await leadsAtWebhook(email, 2)
      expect(leads.map((l) => l.formType).sort()).toEqual(['webinar', 'webinar_question'])
      expect(leads.map((l) => l.webinarId)).toEqual(['next-session', 'next-session'])
    },
  )

  test(
    'home: the webinar dialog registers, closes and goes to /webinar',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/')
      const trigger = page.getByRole('link', { name: 'Register for the webinar' })
      await trigger.scrollIntoViewIfNeeded()
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog', { timeout: 15_000 })
      await trigger.click()
      const dialog = page.getByRole('dialog', { name: 'Register for the webinar' })
      await expect(dialog).toBeVisible()
      expect(
        (await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations.map(
          (v) => v.id,
        ),
      ).toEqual([])
      const email = uniqueEmail('dialog')
      await dialog.getByLabel('Full name').fill('Kiran Desai')
      await dialog.getByLabel('E-mail').fill(email)
      await dialog.getByLabel('Phone number').fill('9845011111')
      await dialog.getByRole('button', { name: 'Register' }).click()
      await expect(page).toHaveURL(/\/webinar$/, { timeout: 10_000 })
      await expect(dialog).toBeHidden()
      expect(await leadsAtWebhook(email)).toHaveLength(1)
    },
  )

  test('a country page: Apply on a university card sends a lead with that university', async ({
    page,
  }) => {
    await page.goto('/country/russia')
    const apply = page.getByRole('link', { name: /^Apply to / }).first()
    const university = (await apply.getAttribute('aria-label'))!.replace(/^Apply to /, '')
    await apply.click()
    await expect(page).toHaveURL(/\/university-details\/\d+#apply-for-admission$/)
    const id = /university-details\/(\d+)/.exec(page.url())![1]
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(university)
    const form = page.locator('#university-application-form')
    await expect(form).toBeInViewport()
    const email = uniqueEmail('card-apply')
    await form.getByLabel('Full name').fill('Pooja Shetty')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Phone number').fill('9845066666')
    await form.getByLabel('Last attended college').fill('Govt PU College, Udupi')
    await form.getByLabel('NEET score').fill('402')
    await form.getByRole('button', { name: 'Apply for Admission' }).click()
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({
      formType: 'application',
      universityId: id,
      countryName: 'Russia',
    })
  })

  test("a guide's application form: its code is fetched only near it, and what is typed before it arrives is sent once", async ({
    page,
  }) => {
    const fetched: string[] = []
    let holding = true
    const held: (() => Promise<void>)[] = []
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('Last attended college')) {
        fetched.push(route.request().url())
        if (holding) {
          held.push(() => route.fulfill({ response, body }))
          return
        }
      }
      return route.fulfill({ response, body })
    })
    await page.goto('/mbbs-in-russia')
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    await page.waitForTimeout(500)
    expect(fetched, 'the form code is not part of the first load').toEqual([])

    const form = page.locator('#guide-application-form')
    await form.scrollIntoViewIfNeeded()
    await expect.poll(() => fetched.length).toBeGreaterThan(0)
    const email = uniqueEmail('guide-early')
    // Typed while the form's code is still on its way (the HTML form, not yet React's).
    await form.getByLabel('Full name').fill('Ananya Hegde')
    await form.getByLabel('E-mail').fill(email)
    holding = false
    for (const release of held.splice(0)) await release()
    await expect
      .poll(() =>
        form.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true)
    await expect(form.getByLabel('Full name')).toHaveValue('Ananya Hegde')
    await form.getByLabel('Phone number').fill('9845033333')
    await form.getByLabel('Last attended college').fill('Govt PU College, Mangaluru')
    await form.getByLabel('NEET score').fill('415')
    const posted = page.waitForRequest((r) => r.method() === 'POST')
    await form.getByRole('button', { name: 'Apply for Admission' }).click()
    expect(new URL((await posted).url()).pathname).toBe('/api/leads')
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Application submitted successfully!' }),
    ).toBeVisible({ timeout: 10_000 })
    const leads = await leadsAtWebhook(email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      formType: 'application',
      fullName: 'Ananya Hegde',
      countryName: 'Russia',
    })
  })

  test("a guide's application form whose code never arrives stays the page's HTML form and posts to the server", async ({
    page,
  }) => {
    const refused: string[] = []
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('Last attended college')) {
        refused.push(route.request().url())
        return route.abort()
      }
      return route.fulfill({ response, body })
    })
    const gaveUp = page.waitForEvent('console', {
      predicate: (message) =>
        message.text().includes('The application form could not load its code'),
      timeout: 20_000,
    })
    await page.goto('/mbbs-in-russia')
    const form = page.locator('#guide-application-form')
    await form.scrollIntoViewIfNeeded()
    // Three tries, 2 s and 4 s apart; then the form is left as the server rendered it.
    await gaveUp
    expect(refused.length).toBeGreaterThanOrEqual(3)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(form).toBeVisible()
    const email = uniqueEmail('guide-no-code')
    await form.getByLabel('Full name').fill('Rohan Naik')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Phone number').fill('9845044444')
    await form.getByLabel('Last attended college').fill('Govt PU College, Karwar')
    await form.getByLabel('NEET score').fill('377')
    await asIfAPersonFilledIt(form)
    await form.getByRole('button', { name: 'Apply for Admission' }).click()
    await expect(page).toHaveURL(/\/thank-you\/application$/, { timeout: 15_000 })
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({
      formType: 'application',
      fullName: 'Rohan Naik',
      countryName: 'Russia',
    })
  })

  test('home: when the webinar form cannot be fetched, the dialog points to the form on /webinar', async ({
    page,
  }) => {
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('Registration Successful!')) return route.abort()
      return route.fulfill({ response, body })
    })
    await page.goto('/')
    const trigger = page.locator('#webinar').getByText('Register for the webinar')
    await trigger.scrollIntoViewIfNeeded()
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog', { timeout: 15_000 })
    await trigger.tap()
    const dialog = page.getByRole('dialog', { name: 'Register for the webinar' })
    await expect(dialog.getByRole('alert')).toContainText('The form could not be loaded.')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await dialog.getByRole('link', { name: 'Register on the webinar page' }).click()
    await expect(page).toHaveURL(/\/webinar#register$/)
    await expect(page.locator('#register').getByLabel('Full name')).toBeVisible()
  })

  test('home: on a slow connection the webinar dialog says its form is loading, then puts the focus in it', async ({
    page,
  }) => {
    const held: (() => Promise<void>)[] = []
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('Registration Successful!')) {
        held.push(() => route.fulfill({ response, body }))
        return
      }
      return route.fulfill({ response, body })
    })
    await page.goto('/')
    const trigger = page.locator('#webinar').getByText('Register for the webinar')
    await trigger.scrollIntoViewIfNeeded()
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog', { timeout: 15_000 })
    await trigger.tap()
    const dialog = page.getByRole('dialog', { name: 'Register for the webinar' })
    await expect(dialog.getByText('Loading the form…')).toBeVisible()
    expect(held.length).toBeGreaterThan(0)
    for (const release of held.splice(0)) await release()
    await expect(dialog.getByLabel('Full name')).toBeFocused()
    await expect(dialog.getByText('Loading the form…')).toHaveCount(0)
  })

  test("home: the apply section's application form", { tag: '@full' }, async ({ page }) => {
    await page.goto('/#application')
    const form = page.locator('#home-application-form')
    await form.getByRole('button', { name: 'Apply for Admission' }).click()
    await expect(form.getByText('Please enter your full name')).toBeVisible()
    await expect(form.getByText('Please enter your NEET score')).toBeVisible()
    const email = uniqueEmail('home-apply')
    await form.getByLabel('Full name').fill('Sneha Kulkarni')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Phone number').fill('9845022222')
    await form.getByLabel('Last attended college').fill('Govt PU College, Kalaburagi')
    await form.getByLabel('NEET score').fill('388')
    await form.getByLabel('Preferred country (optional)').selectOption('kyrgyzstan')
    await form.getByRole('button', { name: 'Apply for Admission' }).click()
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Application submitted successfully!' }),
    ).toBeVisible({ timeout: 10_000 })
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({
      formType: 'application',
      fullName: 'Sneha Kulkarni',
      preferredCountry: 'kyrgyzstan',
    })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the callback form shows its errors, then posts and ends on /thank-you', async ({
    page,
  }) => {
    await page.goto('/contact')
    await page.getByLabel('Full name').fill('N')
    await page.getByRole('button', { name: 'Request a Callback' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('N')

    const email = uniqueEmail('nojs')
    await page.getByLabel('Full name').fill('Nikhil Rao')
    await page.getByLabel('Phone number').fill('9845033333')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Request a Callback' }).click()
    await expect(page).toHaveURL(/\/thank-you\/callback$/)
    // The call back's own next steps.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! We will call you back.',
    )
    expect(await leadsAtWebhook(email)).toHaveLength(1)
  })

  test(
    "the home page's webinar button leads to the registration form, which registers",
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/')
      await page.locator('#webinar').getByText('Register for the webinar').click()
      await expect(page).toHaveURL(/\/webinar#register$/)
      const form = page.locator('#webinar-form')
      await expect(form).toBeInViewport()
      const email = uniqueEmail('nojs-webinar')
      await form.getByLabel('Full name').fill('Rohan Naik')
      await form.getByLabel('E-mail').fill(email)
      await form.getByLabel('Phone number').fill('9845077777')
      await asIfAPersonFilledIt(form)
      await form.getByRole('button', { name: 'Register' }).click()
      await expect(page).toHaveURL(/\/thank-you\/webinar(#register)?$/)
      // What happens next for a webinar, not the counselling steps of the other forms.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'You are registered for the webinar.',
      )
      await expect(page.getByText('joining details to the e-mail address you gave')).toBeVisible()
      await expect(page.getByRole('main')).not.toContainText('NEET score')
      const [lead] = await leadsAtWebhook(email)
      expect(lead).toMatchObject({
        formType: 'webinar',
        name: 'Rohan Naik',
        sourcePage: '/webinar',
      })
    },
  )

  test(
    'a country page: Apply on a university card sends a lead with that university',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/country/georgia')
      const apply = page.getByRole('link', { name: /^Apply to / }).first()
      await apply.click()
      await expect(page).toHaveURL(/\/university-details\/\d+#apply-for-admission$/)
      const id = /university-details\/(\d+)/.exec(page.url())![1]
      const form = page.locator('#university-application-form')
      const email = uniqueEmail('nojs-card-apply')
      await form.getByLabel('Full name').fill('Divya Hegde')
      await form.getByLabel('E-mail').fill(email)
      await form.getByLabel('Phone number').fill('9845088888')
      await form.getByLabel('Last attended college').fill('MES PU College, Sirsi')
      await form.getByLabel('NEET score').fill('455')
      await asIfAPersonFilledIt(form)
      await form.getByRole('button', { name: 'Apply for Admission' }).click()
      await expect(page).toHaveURL(/\/thank-you\/application(#apply-for-admission)?$/)
      const [lead] = await leadsAtWebhook(email)
      expect(lead).toMatchObject({
        formType: 'application',
        universityId: id,
        countryName: 'Georgia',
      })
    },
  )

  test(
    'a lead carries its page, and the landing page, campaign and referrer of the first visit',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/mbbs-in-russia?utm_source=newsletter&utm_campaign=neet-2027', {
        referer: 'https://www.google.com/',
      })
      // Later pages of the visit, from another campaign's link: the first visit is kept.
      await page.goto('/universities?utm_source=other')
      await page.goto('/contact')
      const email = uniqueEmail('nojs-attribution')
      await page.getByLabel('Full name').fill('Farah Khan')
      await page.getByLabel('Phone number').fill('9845099999')
      await page.getByLabel('E-mail').fill(email)
      await asIfAPersonFilledIt(page.locator('#callback-form'))
      await page.getByRole('button', { name: 'Request a Callback' }).click()
      await expect(page).toHaveURL(/\/thank-you\/callback$/)
      const [lead] = await leadsAtWebhook(email)
      expect(lead).toMatchObject({
        sourcePage: '/contact',
        landingPage: '/mbbs-in-russia',
        referrer: 'https://www.google.com/',
        utm_source: 'newsletter',
        utm_campaign: 'neet-2027',
      })
    },
  )
})
