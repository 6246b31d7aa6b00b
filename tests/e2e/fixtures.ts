import { randomInt } from 'node:crypto'

import { expect, test as base, type Cookie, type Locator, type Page } from '@playwright/test'

import type { ReceivedLead } from '../support/fake-apps-script'
import type { ReceivedMail } from '../support/smtp-sink'
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_MAIL_LIST_URL,
  E2E_WEBHOOK_PORT,
} from './constants'

/** Every test browses from its own address, so the per-address rate limit is per test. */
export const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    await provide({
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    })
  },
})
export { expect }

/** A unique address for one test's lead, so tests running side by side never mix. */
export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${randomInt(1_000_000)}@example.com`
}

/** The leads the webhook stand-in has received for `email`, waiting until `count` arrive. */
export async function leadsAtWebhook(email: string, count = 1, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const all = (await (
      await fetch(`http://127.0.0.1:${E2E_WEBHOOK_PORT}/__received`)
    ).json()) as ReceivedLead[]
    const mine = all.filter((lead) => lead.body.email === email).map((lead) => lead.body)
    if (mine.length >= count || Date.now() > deadline) return mine
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The messages the suite's SMTP server has received for `address`, waiting until `count` arrive. */
export async function mailTo(address: string, count = 1, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const all = (await (await fetch(E2E_MAIL_LIST_URL)).json()) as ReceivedMail[]
    const mine = all.filter((mail) => mail.to.includes(address.toLowerCase()))
    if (mine.length >= count || Date.now() > deadline) return mine
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Without JavaScript the form cannot wait for itself: a post sent within 3 s of the page's
 * render is taken for a bot's (and held back as suspected spam). A person takes longer; this
 * moves the form's own start time (rendered into it) back as if they had, instead of waiting.
 */
export async function asIfAPersonFilledIt(form: Locator) {
  await form
    .locator('input[name="formStartedAt"]')
    .evaluate((input: HTMLInputElement) => (input.value = String(Number(input.value) - 5_000)))
}

export async function toastText(page: Page) {
  // A toast goes by itself (or with the page it was on), so it is read in the same step that
  // finds it: found, then read, it could be gone in between and the read would wait forever.
  let text = ''
  await expect
    .poll(
      async () => {
        // A navigation under way (the sign-in's to /dashboard) has no page to read yet.
        const texts = await page
          .locator('[data-sonner-toast]')
          .allInnerTexts()
          .catch(() => [])
        return (text = texts.join('\n'))
      },
      // Every 100 ms: the sign-in's toast can show for about a second before the dashboard
      // opens, and a busy machine takes seconds to get there.
      { timeout: 20_000, intervals: [100] },
    )
    .not.toBe('')
  return text
}

/** Fills and sends the Sign In tab of /auth. */
export async function signIn(page: Page, email: string, password: string) {
  // A navigation the page itself started just before (the sign-up's refresh) aborts this one
  // (net::ERR_ABORTED, seen once under load): then it is made again.
  await page.goto('/auth').catch(async (error: Error) => {
    if (!error.message.includes('ERR_ABORTED')) throw error
    await page.goto('/auth')
  })
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  // Pressed before hydration, the form posts without JavaScript (and shows no toast).
  await expect(panel.locator('form[data-hydrated]')).toBeAttached({ timeout: 20_000 })
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
}

/** The admin's session cookies this worker has, by server: one sign-in per worker and server. */
const adminSessions = new Map<string, Cookie[]>()

/**
 * Signs in as the e2e admin and waits for the dashboard. The first time in a worker it signs
 * in through the form (a password check takes scrypt's few hundred milliseconds, more when
 * tests sign in side by side); after that it brings the session that sign-in made, as a
 * browser that stayed signed in would. The sign-in itself is tested in staff.desktop.spec.ts.
 */
export async function signInAsAdmin(page: Page) {
  await page.goto('/auth')
  const origin = new URL(page.url()).origin
  const kept = adminSessions.get(origin)
  if (kept) {
    await page.context().addCookies(kept)
    await page.goto('/dashboard')
    if (new URL(page.url()).pathname === '/dashboard') return
  }
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  adminSessions.set(origin, await page.context().cookies(origin))
}

/**
 * The image preloads of the page, for its current width, whose picture is not in the first
 * screen: bytes a phone on mobile data spends before anything it shows.
 */
export function offScreenImagePreloads(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
      // A preload for other screen widths is not fetched at this one.
      .filter((link) => !link.media || window.matchMedia(link.media).matches)
      .map((link) => new URL(link.href).pathname)
      .filter((path) => {
        const image = [...document.images].find((img) => new URL(img.src).pathname === path)
        const rect = image?.getBoundingClientRect()
        return !rect || rect.top >= window.innerHeight || rect.bottom <= 0
      }),
  )
}

/**
 * Until the WhatsApp button has faded in (a CSS animation 1.5 s after the page appears): the
 * last thing on a public page to move or appear.
 */
export async function untilChatButtonShown(page: Page) {
  const button = page.getByTestId('whatsapp-button')
  await expect
    .poll(() => button.evaluate((element) => getComputedStyle(element).opacity), {
      timeout: 10_000,
    })
    .toBe('1')
}

/**
 * Until a toast saying `text` has shown. A toast goes by itself after about 4 s, and on a busy
 * machine the answer can come late, so it is polled every 100 ms for up to 20 s rather than
 * checked for 5 s (a save's toast was missed that way once, the save itself done).
 */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(
      async () =>
        (
          await page
            .locator('[data-sonner-toast]')
            .allInnerTexts()
            .catch(() => [])
        ).join('\n'),
      { timeout: 20_000, intervals: [100] },
    )
    .toContain(text)
}
