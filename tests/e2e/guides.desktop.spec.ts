import AxeBuilder from '@axe-core/playwright'

import { countries } from '../../data/countries'
import { destinations } from '../../data/destinations'
import { readPdf } from '../support/pdf-text'
import { expect, leadsAtWebhook, test, uniqueEmail } from './fixtures'

/**
 * The country guides, the practical guides, the hub and the downloads, in the production
 * build: every address answers 200 itself, the sections of the template and of Nepal's
 * two-column page are there with the country module's and the catalogue's facts, and an
 * enquiry from a guide reaches the sheet with its country.
 */

test.describe('the country guides /mbbs-in-{country}', () => {
  test('each of the twelve answers 200 at its own address, with its title, canonical URL and JSON-LD', async ({
    request,
  }) => {
    for (const { slug, name } of countries) {
      const response = await request.get(`/mbbs-in-${slug}`, { maxRedirects: 0 })
      expect(response.status(), slug).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<title>MBBS in ${name} | Study Medicine in ${name}`)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/mbbs-in-${slug}"`))
      expect(html).toContain('"@type":"BreadcrumbList"')
      expect(html).toContain('"@type":"FAQPage"')
    }
    // The internal address sends to the public one; an unknown country is a 404.
    const internal = await request.get('/mbbs-in/georgia', { maxRedirects: 0 })
    expect(internal.status()).toBe(308)
    expect(internal.headers()['location']).toBe('/mbbs-in-georgia')
    expect((await request.get('/mbbs-in-atlantis')).status()).toBe(404)
  })

  test('Russia has every section of the template, the catalogue and the rules for Indian students', async ({
    page,
  }) => {
    // The longest page, read section by section and checked by axe: 18-31 s on this machine.
    test.setTimeout(60_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/mbbs-in-russia')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MBBS in Russia')
    // The header draws the same on the server (which renders /mbbs-in/russia) and here.
    await expect(page.getByRole('button', { name: 'MBBS in Russia' })).toBeVisible()
    await expect(page.getByText(destinations.russia.guide.tagline)).toBeVisible()
    const hero = page.locator('section').first()
    expect((await hero.boundingBox())!.height).toBeGreaterThanOrEqual(500)
    await expect(page.locator('#main').getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/#application',
    )
    await expect(page.getByRole('link', { name: 'Explore Universities' })).toHaveAttribute(
      'href',
      '/universities',
    )
    for (const label of ['Degree Awarded', 'Duration', 'Medium of Teaching', 'Eligibility']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible()
    }
    for (const heading of [
      'Why study MBBS in Russia',
      'Medical universities in Russia',
      'Admission process',
      'Eligibility criteria',
      'Documents you need',
      'Cost of MBBS in Russia',
      'Rules for Indian students',
      'FMGE outcomes',
      'Frequently asked questions',
      'Begin Your Medical Journey in Russia',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    // Eleven Russian universities from the catalogue, each linking to its page.
    const cards = page.locator('#universities article')
    await expect(cards).toHaveCount(11)
    await expect(cards.first().getByRole('link', { name: /^View details of / })).toHaveAttribute(
      'href',
      /^\/university-details\/\d+$/,
    )
    // The fee table: tuition in dollars a year, in rupees at a dated rate, highlighted; the
    // built-in rate of 24 Feb 2026 is called old, with its age, not passed off as today's.
    const tuition = page.locator('#fees tbody tr').first()
    await expect(tuition).toHaveClass(/bg-primary-soft/)
    await expect(tuition).toContainText(
      /Tuition \(per year\)\$[\d,]+ to \$[\d,]+ a year \(≈ ₹[\d.]+ lakh to ₹[\d.]+ lakh at the old rate of 24 Feb 2026, \d+ months old\)/,
    )
    await expect(page.locator('#fees')).toContainText('All costs are approximate')
    // FMGL summary: six conditions, counts adding up to eleven.
    const rows = page.locator('#rules table').first().locator('tbody tr')
    await expect(rows).toHaveCount(6)
    for (const row of await rows.all()) {
      const counts = (await row.locator('td').allInnerTexts()).map(Number)
      expect(counts.reduce((a, b) => a + b, 0)).toBe(11)
    }
    // FMGE: the newest national session, and Russia's official (old) figure with its cohort.
    await expect(page.locator('#rules')).toContainText('December 2025')
    await expect(page.getByTestId('fmge-country')).toContainText(
      '12.9% passed (1,510 of 11,697), graduates of 2015-18',
    )
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
    expect(errors).toEqual([])
  })

  test(
    "a country without an official FMGE figure says so, and the country's cautions are dated",
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/mbbs-in-georgia')
      await expect(page.getByTestId('fmge-country')).toContainText(
        'Graduates from Georgia: not published',
      )
      await expect(page.locator('#cautions')).toContainText('2026-27')
      await page.goto('/mbbs-in-uzbekistan')
      await expect(page.locator('#rules')).toContainText('Chirchik')
      await page.goto('/mbbs-in-philippines')
      await expect(page.locator('#rules')).toContainText('18 Nov')
    },
  )

  test(
    'Nepal: the sidebar, Life in Nepal, college cards with four facilities and course-total fees',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/mbbs-in-nepal')
      const sidebar = page.getByRole('complementary', { name: 'Enquire about MBBS in Nepal' })
      await expect(sidebar.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible()
      await expect(sidebar.getByRole('heading', { name: 'Contact Our Counselors' })).toBeVisible()
      expect(await sidebar.evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
      const life = page.locator('#life')
      for (const heading of ['Accommodation', 'Food & Cuisine', 'Transportation']) {
        await expect(life.getByRole('heading', { name: heading })).toBeVisible()
      }
      const cards = page.locator('#universities article')
      await expect(cards).toHaveCount(3)
      for (const card of await cards.all()) {
        expect(
          await card
            .getByRole('list', { name: 'Facilities' })
            .locator('li:not(:has-text("more"))')
            .count(),
        ).toBeLessThanOrEqual(4)
        await expect(card.getByRole('link', { name: /^View details of / })).toHaveAttribute(
          'href',
          /^\/university-details\/\d+$/,
        )
      }
      await expect(page.locator('#fees tbody tr').first()).toContainText('Tuition (whole course)')
      await expect(page.locator('#fees')).not.toContainText('Tuition (per year)')
      const axe = await new AxeBuilder({ page }).analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
    },
  )

  test('an enquiry from a guide is delivered with its country', async ({ page }) => {
    await page.goto('/mbbs-in-bulgaria#apply')
    const form = page.locator('#guide-application-form')
    const email = uniqueEmail('guide')
    await form.getByLabel('Full name').fill('Ananya Hegde')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Phone number').fill('9845044444')
    await form.getByLabel('Last attended college').fill('Govt PU College, Hubballi')
    await form.getByLabel('NEET score').fill('412')
    await form.getByRole('button', { name: 'Apply for Admission' }).click()
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Application submitted successfully!' }),
    ).toBeVisible({ timeout: 10_000 })
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({
      formType: 'application',
      fullName: 'Ananya Hegde',
      countryName: 'Bulgaria',
    })
  })
})

test.describe('the guides hub, the practical guides and the downloads', () => {
  test('the hub: popular guides, tabs, and a search that works as you type', async ({ page }) => {
    await page.goto('/resources/guides')
    const popular = page.locator('section', {
      has: page.getByRole('heading', { name: 'Popular guides' }),
    })
    await expect(popular.getByRole('heading', { level: 3 })).toHaveText([
      'Russia: practical guide',
      'Georgia: practical guide',
      'Philippines: practical guide',
      'Malaysia: practical guide',
    ])
    await page.getByLabel('Search guides').fill('bulg')
    await expect(page.locator('[data-search-item]:visible')).toHaveCount(1)
    await expect(page.locator('[data-search-item]:visible')).toContainText('Bulgaria')
    await expect(page).toHaveURL(/\?q=bulg$/)
    await page.getByLabel('Search guides').fill('zzzz')
    await expect(page.getByText('No guides match your search.')).toBeVisible()
    await page.getByRole('link', { name: 'General Resources' }).click()
    await expect(page.getByRole('heading', { name: 'General resources' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Talk to a counsellor' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.getByRole('link', { name: 'Use the decision tools' })).toHaveAttribute(
      'href',
      '/resources/tools',
    )
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
  })

  test('each practical guide answers 200 with its own sections, and prints without the site frame', async ({
    page,
    request,
  }) => {
    for (const { slug } of countries) {
      expect((await request.get(`/resources/guides/${slug}`)).status(), slug).toBe(200)
    }
    await page.goto('/resources/guides/kyrgyzstan')
    for (const heading of [
      'The year before you leave',
      'Documents: attestation, apostille and translation',
      'The student visa',
      'Travel',
      'The first weeks after arrival',
      'Monthly living costs',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    await expect(page.locator('#monthly-costs tbody')).toContainText('estimate')
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('header[data-scrolled]')).toBeHidden()
    await expect(page.locator('footer')).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Monthly living costs' })).toBeVisible()
  })

  test('the downloads are real files made from the data', async ({ page, request }) => {
    await page.goto('/resources/downloads')
    const links = page.locator('a[href^="/resources/downloads/"]')
    expect(await links.count()).toBe(25)
    const fmgl = await request.get('/resources/downloads/fmgl-2021-checklist.pdf')
    expect(fmgl.status()).toBe(200)
    expect(fmgl.headers()['content-type']).toBe('application/pdf')
    const file = await fmgl.body()
    expect(file.toString('latin1', 0, 5)).toBe('%PDF-')
    expect(file.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
    const explainer = await readPdf(file)
    expect(explainer.title).toBe("India's FMGL 2021 checklist, explained")
    expect(explainer.text).toContain('Whole course at one institution abroad')
    const checklist = await readPdf(
      await (await request.get('/resources/downloads/documents-bulgaria.pdf')).body(),
    )
    expect(checklist.text).toContain(destinations.bulgaria.guide.documents[0]!)
    // A printout carries the cautions its guide carries, first, with their dates.
    const georgia = await readPdf(
      await (await request.get('/resources/downloads/documents-georgia.pdf')).body(),
    )
    const lines = georgia.pages.flatMap((page) => page.lines.map((line) => line.text))
    expect(georgia.text).toContain("4 Dec 2025: Georgia's Education")
    expect(lines.indexOf('Read first: cautions')).toBeGreaterThan(0)
    expect(lines.indexOf('Read first: cautions')).toBeLessThan(lines.indexOf('Documents'))
    const csv = await request.get('/resources/downloads/cost-worksheet-nepal.csv')
    expect(csv.headers()['content-type']).toContain('text/csv')
    // UTF-8 with a byte-order mark, so Excel shows ₹ as written.
    const body = await csv.body()
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows[0]).toBe('Item,Cost,Basis,Your figure (₹),Read first')
    expect(rows.filter((row) => row.startsWith('Tuition: '))).toHaveLength(3)
    expect(rows.join('\n')).toContain('for the whole course')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'the hub searches through ?q= and the tabs are links',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/resources/guides')
      await page.getByLabel('Search guides').fill('georgia')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/resources\/guides\?q=georgia$/)
      await expect(page.locator('[data-search-item]:visible')).toHaveCount(1)
      await expect(page.locator('[data-search-item]:visible')).toContainText('Georgia')
      await page.goto('/resources/guides?tab=general&q=fmgl')
      await expect(page.locator('[data-search-item]:visible')).toHaveCount(1)
      await expect(page.locator('[data-search-item]:visible')).toContainText('FMGL 2021')
    },
  )
})
