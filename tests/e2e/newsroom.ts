import { expect, type Page } from '@playwright/test'

import { expectToast } from './fixtures'

/** A form field by its label, with or without the mark of a required one. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))

/** A news item as staff would write it, unique to the run. */
export function newsItem(label: string) {
  const stamp = Date.now().toString(36)
  const title = `NMC notice ${label} ${stamp}: what families should check`
  return {
    title,
    slug: `nmc-notice-${label}-${stamp}`.toLowerCase(),
    excerpt:
      'The NMC published a notice today; here is what it changes for a family choosing a course abroad.',
    body: `## What the notice says\n\nThe notice repeats that a course must meet **every** FMGL condition.\n\n- Read the [checklist](/resources/guides)\n- Ask for the curriculum in writing\n\n${'A family should check each condition before paying any fee. '.repeat(3)}`,
    source: {
      title: 'NMC public notice',
      url: 'https://www.nmc.org.in/public-notice',
      date: '2026-11-20',
    },
  }
}

/**
 * The next whole minute in India at least `marginMs` away (the schedule is set in minutes):
 * its date and time as the form takes them, and the instant.
 */
export function nextMinuteInIndia(marginMs: number) {
  const at = new Date(Math.ceil((Date.now() + marginMs) / 60_000) * 60_000)
  const india = new Date(at.getTime() + 330 * 60_000).toISOString()
  return { at, date: india.slice(0, 10), time: india.slice(11, 16) }
}

/** Writes the item in the dashboard, looks at its preview and saves the draft; its id. */
export async function writeDraft(
  page: Page,
  item: ReturnType<typeof newsItem>,
  { phone }: { phone: boolean },
): Promise<number> {
  await page.goto('/dashboard/posts')
  await page.getByRole('link', { name: 'Write an article' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Write an article' })).toBeVisible()
  await expect(page.locator('form[data-hydrated]')).toBeAttached({ timeout: 20_000 })
  await field(page, 'Title').fill(item.title)
  // The address follows the title until it is edited.
  await expect(field(page, 'Address')).not.toHaveValue('')
  await field(page, 'Address').fill(item.slug)
  await field(page, 'Kind').selectOption('news')
  await field(page, 'Category').selectOption('Regulations')
  await field(page, 'Summary').fill(item.excerpt)
  await field(page, 'Article').fill(item.body)
  await field(page, 'Source 1').fill(item.source.title)
  await field(page, 'Link').fill(item.source.url)
  await field(page, 'Read on').fill(item.source.date)

  // The preview is the page as a visitor will see it; on a phone, a tap away.
  if (phone) await page.getByRole('button', { name: 'Preview', exact: true }).click()
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(item.title)
  await expect(
    preview.getByRole('heading', { level: 2, name: 'What the notice says' }),
  ).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('every')
  await expect(preview.getByRole('link', { name: 'NMC public notice' })).toBeVisible()
  if (phone) await page.getByRole('button', { name: 'Write', exact: true }).click()

  await page.getByRole('button', { name: 'Save draft' }).click()
  await expectToast(page, 'Draft saved')
  await expect(page).toHaveURL(/\/dashboard\/posts\/\d+$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 2, name: 'Draft' })).toBeVisible()
  return Number(new URL(page.url()).pathname.split('/').at(-1))
}

/** Schedules the open article for the next minute at least `marginMs` away; that instant. */
export async function schedule(page: Page, marginMs: number): Promise<Date> {
  const when = nextMinuteInIndia(marginMs)
  await page.getByLabel('Date (India)').fill(when.date)
  await page.getByLabel('Time (IST)').fill(when.time)
  await page.getByRole('button', { name: 'Schedule' }).click()
  await expect(page.getByText('Scheduled: it goes public at the time shown.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^Scheduled: / })).toBeVisible()
  return when.at
}

/** Where a public article shows: the list, its page, the feed and the sitemap. */
export async function placesShowing(origin: string, item: ReturnType<typeof newsItem>) {
  const text = async (path: string) => {
    const answer = await fetch(origin + path)
    return answer.ok ? await answer.text() : ''
  }
  const [list, page, feed, sitemap] = await Promise.all([
    text('/blog-news?tab=news'),
    text(`/blog-news/${item.slug}`),
    text('/blog-news/rss.xml'),
    text('/sitemap.xml'),
  ])
  return [
    list.includes(item.title) && 'list',
    page.includes('"@type":"NewsArticle"') && page.includes(item.source.url) && 'page',
    feed.includes(`/blog-news/${item.slug}</link>`) && 'feed',
    sitemap.includes(`/blog-news/${item.slug}</loc>`) && 'sitemap',
  ].filter(Boolean)
}
