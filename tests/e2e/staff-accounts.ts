import type { Browser, BrowserContextOptions, Page } from '@playwright/test'

import { expect, signIn, signInAsAdmin, toastText, uniqueEmail } from './fixtures'

export type ApprovedAccount = { page: Page; email: string; password: string }

/**
 * A staff account as the desk gets one: signed up on /auth in its own browser, approved by the
 * admin on the Staff page with a role and an office, then signed in (landing on its home).
 * `admin` is a page this helper signs in as the admin.
 */
export async function approvedAccount(
  browser: Browser,
  admin: Page,
  options: {
    tag: string
    role: 'counsellor' | 'editor'
    office?: 'davanagere' | 'hubballi' | 'kalaburagi'
    /** The name families are told, which templates fill in. */
    name?: string
    context?: BrowserContextOptions
  },
): Promise<ApprovedAccount> {
  const email = uniqueEmail(options.tag)
  const password = `${options.tag}-pass-1`
  const page = await (await browser.newContext(options.context)).newPage()
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' })
  await expect(signUp.locator('form[data-hydrated]')).toBeAttached({ timeout: 20_000 })
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password').fill(password)
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  expect(await toastText(page)).toContain('Sign up successful')

  await signInAsAdmin(admin)
  await admin.goto('/dashboard/staff')
  const card = admin.getByRole('listitem').filter({ hasText: email })
  await card.getByLabel(`Role of ${email}`).selectOption(options.role)
  if (options.office) await card.getByLabel(`Office of ${email}`).selectOption(options.office)
  if (options.name) await card.getByLabel(`Name of ${email}`).fill(options.name)
  await card.getByRole('button', { name: `Approve ${email}` }).click()
  await expect(admin.getByRole('status')).toHaveText('Account approved.')
  await expect(card).toContainText('Active')

  await signIn(page, email, password)
  const home = options.role === 'counsellor' ? /\/dashboard\/my-day$/ : /\/dashboard$/
  await expect(page).toHaveURL(home, { timeout: 20_000 })
  return { page, email, password }
}

/**
 * The hidden fields (its server action's id among them) of the form on `page` that holds
 * the button named `button`: what another session needs to forge that form's post.
 */
export async function formFields(page: Page, button: string): Promise<[string, string][]> {
  const fields = await page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: button }) })
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).map((input) => [input.name, input.value] as [string, string]),
    )
  expect(fields.some(([name]) => name.startsWith('$ACTION'))).toBe(true)
  return fields
}

/** Posts `fields` from `page`'s session as a form without JavaScript would (a forged post). */
export async function postAsForm(page: Page, fields: readonly [string, string][]) {
  await page.evaluate((entries) => {
    const form = document.createElement('form')
    form.method = 'POST'
    form.enctype = 'multipart/form-data'
    form.action = window.location.pathname
    for (const [name, value] of entries) {
      const input = document.createElement('input')
      input.type = 'hidden'
      input.name = name
      input.value = value
      form.append(input)
    }
    document.body.append(form)
    form.submit()
  }, fields)
}
