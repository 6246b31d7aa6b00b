import AxeBuilder from '@axe-core/playwright'

import { POST_NOTICES } from '@/lib/validation/post'

import { expect, expectToast, signInAsAdmin, test } from './fixtures'
import { field, newsItem, placesShowing, schedule, writeDraft } from './newsroom'
import { approvedAccount, formFields, postAsForm } from './staff-accounts'

/**
 * The newsroom on a phone, on the embedded database: bad input is refused with its reason and
 * stores nothing; a news item written, previewed and scheduled goes public at its time; a new
 * address keeps the old one working; withdrawn, it is gone. (On PostgreSQL across two
 * instances: two-instances.desktop.spec.ts.) In `after`: it adds an article to the list the
 * blog's own tests count. A staff account writes; only the admin publishes, and the action
 * itself refuses a forged post.
 */
const phone = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
}
test.use(phone)

test('bad input gets its reason and stores nothing', async ({ page }) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page)
  await page.goto('/dashboard/posts/new')
  await expect(page.locator('form[data-hydrated]')).toBeAttached({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Save draft' }).click()
  for (const message of [
    'Enter a title (at least 10 characters)',
    'Write one or two sentences for the list (at least 20 characters)',
    'Write the article (at least 100 characters)',
    'Name the source (at least 3 characters)',
    'Enter the date you read it, not after today',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  const title = `An article at a taken address ${Date.now()}`
  await field(page, 'Title').fill(title)
  await field(page, 'Address').fill('fmge-december-2025-results')
  await field(page, 'Summary').fill('A summary long enough to be taken as one.')
  await field(page, 'Article').fill('x'.repeat(40_001))
  await field(page, 'Source 1').fill('A source')
  await field(page, 'Link').fill('javascript:alert(1)')
  await field(page, 'Read on').fill('2026-11-20')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('A link must start with http:// or https://')).toBeVisible()
  await expect(page.getByText(/longer than 40,000 characters/)).toBeVisible()
  await field(page, 'Link').fill('https://www.nmc.org.in')
  await field(page, 'Article').fill('A body that is long enough. '.repeat(8))
  await page.getByRole('button', { name: 'Save draft' }).click()
  // The address is checked by the server: another article has it.
  await expect(
    page.getByText('Another article has (or had) this address: choose another'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/posts\/new$/)
  await page.goto('/dashboard/posts')
  await expect(page.getByText(title)).toHaveCount(0)
  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id),
  ).toEqual([])
})

test('written and scheduled on a phone, a news item goes public at its time; moved, its old address leads to it; withdrawn, it is gone', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await signInAsAdmin(page)
  const item = newsItem('phone')
  await writeDraft(page, item, { phone: true })
  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id),
  ).toEqual([])
  const editAddress = page.url()
  const at = await schedule(page, 10_000)
  expect(await placesShowing(baseURL!, item)).toEqual([])
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())))
  await expect
    .poll(() => placesShowing(baseURL!, item), { timeout: 5_000, intervals: [200] })
    .toEqual(['list', 'page', 'feed', 'sitemap'])

  // As a family reads it, on the phone.
  await page.goto('/blog-news?tab=news')
  await page.getByRole('heading', { name: item.title }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
  await expect(page.getByRole('heading', { level: 2, name: 'What the notice says' })).toBeVisible()
  const external = page.getByRole('link', { name: /NMC public notice/ })
  await expect(external).toHaveAttribute('href', item.source.url)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // A new address: the old one redirects to it for good.
  await page.goto(editAddress)
  await expect(page.locator('form[data-hydrated]')).toBeAttached({ timeout: 20_000 })
  const moved = `${item.slug}-update`
  await field(page, 'Address').fill(moved)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, 'Saved: the change is public')
  const old = await request.get(`/blog-news/${item.slug}`, { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(old.headers().location).toBe(`/blog-news/${moved}`)

  await page.getByRole('button', { name: 'Withdraw from the site' }).click()
  await expect(page.getByText('Withdrawn: it is no longer on the site')).toBeVisible()
  expect((await request.get(`/blog-news/${moved}`)).status()).toBe(404)
  expect(await placesShowing(baseURL!, { ...item, slug: moved })).toEqual([])
})

test('an editor writes drafts; only the admin publishes, even by a forged post', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // An editor's account, approved by the admin.
  const { page: writer } = await approvedAccount(browser, page, {
    tag: 'writer',
    role: 'editor',
    context: { ...phone, baseURL: test.info().project.use.baseURL },
  })
  const item = newsItem('writer')
  const id = await writeDraft(writer, item, { phone: true })
  await expect(
    writer.getByText('An admin publishes, schedules and withdraws articles'),
  ).toBeVisible()
  await expect(writer.getByRole('button', { name: 'Publish now' })).toHaveCount(0)

  // The admin's "Publish now" form, posted from the writer's session: the action checks the
  // role itself, whatever the page showed.
  await page.goto(`/dashboard/posts/${id}`)
  await postAsForm(writer, await formFields(page, 'Publish now'))
  await expect(writer.getByText(POST_NOTICES.mayNotPublish.text)).toBeVisible({ timeout: 20_000 })
  await expect(writer.getByRole('heading', { level: 2, name: 'Draft' })).toBeVisible()
  await writer.context().close()
})
