import AxeBuilder from '@axe-core/playwright'

import { asIfAPersonFilledIt, expect, leadsAtWebhook, test, uniqueEmail } from './fixtures'

/** The six articles of the first release, which a migration put in the newsroom. */
const posts = [
  {
    slug: 'fmge-december-2025-results',
    kind: 'news',
    category: 'Events',
    date: '2026-02-06',
    title: 'FMGE December 2025 results: 23.95% of candidates passed',
  },
  {
    slug: 'georgia-caps-foreign-students-state-universities-2026-27',
    kind: 'news',
    category: 'Regulations',
    date: '2026-02-24',
    title: 'Georgia caps foreign students at state universities from 2026-27',
  },
  {
    slug: 'nmc-names-chirchik-branch-tashkent-state-medical-university',
    kind: 'news',
    category: 'Regulations',
    date: '2025-07-21',
    title: 'NMC names the Chirchik branch of Tashkent State Medical University',
  },
  {
    slug: 'neet-result-valid-three-years-2027-intake',
    kind: 'blog',
    category: 'Exams',
    date: '2026-11-20',
    title: 'NEET is valid for three years: what it means for a 2027 intake',
  },
  {
    slug: 'how-to-read-an-fmgl-2021-checklist',
    kind: 'blog',
    category: 'Universities',
    date: '2026-11-18',
    title: 'How to read an FMGL 2021 checklist',
  },
  {
    slug: 'monthly-living-costs-medical-student-abroad',
    kind: 'blog',
    category: 'Student Life',
    date: '2026-11-22',
    title: 'What a month costs a medical student abroad',
  },
] as const

/**
 * Blog and news, the legal pages and the HTML sitemap: the articles are real pages, the search
 * and tabs work with and without JavaScript, the newsletter reaches the sheet.
 */

/** "6 Feb 2026": the one date style of the site (lib/dates.ts), written out here by hand. */
const shortDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number)
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')
  return `${day} ${months[month! - 1]} ${year}`
}

test('the list: every article with its date as "6 Feb 2026", tabs and live search', async ({
  page,
}) => {
  await page.goto('/blog-news')
  const items = page.locator('[data-search-item]')
  await expect(items).toHaveCount(posts.length)
  const [newest] = [...posts].sort((a, b) => b.date.localeCompare(a.date))
  await expect(items.first()).toContainText(shortDate(newest!.date))
  await page.getByRole('link', { name: 'News', exact: true }).click()
  await expect(page).toHaveURL(/tab=news/)
  await expect(page.locator('[data-search-item]')).toHaveCount(
    posts.filter((p) => p.kind === 'news').length,
  )
  await page.getByLabel('Search articles').fill('zzzz-nothing')
  await expect(page.getByText('No news matches your search.')).toBeVisible()
  await page.getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page.getByText('No blog posts match your search.')).toBeVisible()
  // A category matches too: the search looks in title, excerpt and category.
  await page.getByLabel('Search articles').fill('student life')
  await expect(page.locator('[data-search-item]:visible')).toHaveCount(
    posts.filter((p) => p.kind === 'blog' && p.category === 'Student Life').length,
  )
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
})

test('each article is a page with Article JSON-LD, its date and its sources; the feed lists them', async ({
  page,
  request,
}) => {
  for (const post of posts) {
    const response = await request.get(`/blog-news/${post.slug}`)
    expect(response.status(), post.slug).toBe(200)
    const html = await response.text()
    expect(html).toContain(`"@type":"${post.kind === 'news' ? 'NewsArticle' : 'BlogPosting'}"`)
    expect(html).toContain(`"datePublished":"${post.date}T00:00:00+05:30"`)
    expect(html).toContain('"citation":[{"@type":"CreativeWork"')
    // Rendered once and served from the cache after that, like the catalogue, and a CDN may keep it.
    const again = await request.get(`/blog-news/${post.slug}`)
    expect(again.headers()['x-nextjs-cache'], post.slug).toMatch(/^(HIT|STALE)$/)
    expect(again.headers()['cache-control'], post.slug).toMatch(/s-maxage=\d+/)
  }
  // A news item over a year old says so above its text; a newer one does not.
  const dated = (slug: string) =>
    request
      .get(`/blog-news/${slug}`)
      .then(async (answer) => /over a year ago/.test(await answer.text()))
  expect(await dated('nmc-names-chirchik-branch-tashkent-state-medical-university')).toBe(true)
  expect(await dated('fmge-december-2025-results')).toBe(false)
  const [post] = posts
  await page.goto('/blog-news')
  // "Read more" names its article to assistive technology too (visually hidden text).
  const readMore = page.getByRole('link', { name: /^Read more/ }).filter({ hasText: post!.title })
  await expect(readMore).toHaveCount(1)
  await readMore.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title)
  await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible()
  await expect(page.locator('time').first()).toHaveText(shortDate(post!.date))
  const rss = await request.get('/blog-news/rss.xml')
  expect(rss.headers()['content-type']).toContain('application/rss+xml')
  const feed = await rss.text()
  for (const item of posts) expect(feed).toContain(`/blog-news/${item.slug}</link>`)
  expect((await request.get('/blog-news/no-such-article')).status()).toBe(404)
})

test(
  'the newsletter asks for a yes, then reaches the sheet',
  { tag: '@full' },
  async ({ page }) => {
    await page.goto('/blog-news')
    const form = page.locator('#newsletter-form')
    const email = uniqueEmail('newsletter')
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      form.getByText('Please tick the box to agree to receive the newsletter'),
    ).toBeVisible()
    await form.getByLabel(/Yes, send me the newsletter/).check()
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByText('You are subscribed.')).toBeVisible({ timeout: 10_000 })
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({ formType: 'newsletter', email, newsletterConsent: true })
  },
)

test('the legal pages and the HTML sitemap', async ({ page, request }) => {
  for (const [path, heading] of [
    ['/terms-of-service', 'Terms of Service'],
    ['/refund-policy', /Refund/],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByText(/Last updated/)).toBeVisible()
  }
  await expect(page.locator('main')).toContainText('10,000')
  // The HTML sitemap lists every address of sitemap.xml.
  const xml = await (await request.get('/sitemap.xml')).text()
  const xmlPaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const expected = new Set(xmlPaths)
  await page.goto('/sitemap')
  const listed = new Set(
    await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!)),
  )
  expect([...expected].filter((path) => !listed.has(path))).toEqual([])
  expect([...listed].filter((path) => !expected.has(path))).toEqual([])
  for (let id = 1; id <= 47; id++) expect(expected.has(`/university-details/${id}`)).toBe(true)
  expect(expected.has('/blog-news')).toBe(true)
  expect(expected.has(`/blog-news/${posts[0]!.slug}`)).toBe(true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'the blog searches through ?q= and the newsletter posts to /thank-you',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/blog-news')
      const [post] = posts
      await page.getByLabel('Search articles').fill(post!.title.split(' ').slice(0, 3).join(' '))
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/blog-news\?q=/)
      await expect(page.locator('[data-search-item]:visible').first()).toContainText(post!.title)
      // A form sent within 3 s of the page loading is taken for a bot (lib/leads/parse.ts); a
      // person takes longer than that to type an address.
      await asIfAPersonFilledIt(page.locator('#newsletter-form'))
      const email = uniqueEmail('newsletter-nojs')
      await page.locator('#newsletter-form').getByRole('textbox', { name: 'E-mail' }).fill(email)
      await page
        .locator('#newsletter-form')
        .getByLabel(/Yes, send me the newsletter/)
        .check()
      await page.locator('#newsletter-form').getByRole('button', { name: 'Subscribe' }).click()
      await expect(page).toHaveURL(/\/thank-you\/newsletter$/)
      expect(await leadsAtWebhook(email)).toHaveLength(1)
    },
  )
})
