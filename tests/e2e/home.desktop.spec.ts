import { countries } from '@/data/countries'
import { galleryItems } from '@/data/gallery'
import { builtInUniversities } from '@/data/universities'
import { carouselUniversityIds } from '@/data/home'

import { expect, leadsAtWebhook, test, toastText, uniqueEmail } from './fixtures'

const nameOf = (id: number) => builtInUniversities.find((u) => u.id === id)!.name

test.describe('the home page', () => {
  test('the carousel shows 4 universities from our list with pause, previous and next', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Universities from our list' })
    const current = carousel.locator('[aria-roledescription="slide"]:visible')
    await expect(current).toHaveAttribute(
      'aria-label',
      `1 of 4: ${nameOf(carouselUniversityIds[0])}`,
    )
    // With reduced motion asked for, nothing turns by itself.
    await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible()
    await page.clock.runFor(6_500)
    await expect(current).toHaveAttribute('aria-label', /^1 of 4/)
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(current).toHaveAttribute(
      'aria-label',
      `2 of 4: ${nameOf(carouselUniversityIds[1])}`,
    )
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(current).toHaveAttribute(
      'aria-label',
      `4 of 4: ${nameOf(carouselUniversityIds[3])}`,
    )
    await current.getByRole('link', { name: /View university/ }).click()
    await expect(page).toHaveURL(`/university-details/${carouselUniversityIds[3]}`)
  })

  test(
    'the list of our universities filters by country chips, sorted by count',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/')
      const section = page.locator('section[aria-labelledby="our-list-heading"]')
      const chips = section.getByRole('group', { name: 'Filter by country' }).getByRole('button')
      const counts = countries
        .map((c) => ({
          name: c.name,
          count: builtInUniversities.filter((u) => u.country === c.slug).length,
        }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      await expect(chips).toHaveText([
        `All Countries (${builtInUniversities.length})`,
        ...counts.map((c) => `${c.name} (${c.count})`),
      ])
      // All countries: the first 12, then every one on request.
      await expect(section.locator('ul > li')).toHaveCount(12)
      await section
        .getByRole('button', { name: `Show all ${builtInUniversities.length} universities` })
        .click()
      await expect(section.locator('ul > li')).toHaveCount(builtInUniversities.length)
      await section.getByRole('button', { name: /^Belarus/ }).click()
      await expect(section.getByRole('button', { name: /^Belarus/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(section.locator('ul > li')).toHaveCount(3)
      await expect(section.locator('ul > li').first()).toContainText(nameOf(45))
    },
  )

  test(
    'features university 13 and teases the first 6 gallery items',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/')
      const featured = page.locator('section[aria-labelledby="featured-heading"]')
      await expect(featured.getByRole('heading', { level: 2 })).toHaveText(nameOf(13))
      await expect(featured.getByRole('link')).toHaveAttribute('href', '/university-details/13')
      const gallery = page.locator('section[aria-labelledby="gallery-heading"] figcaption')
      await expect(gallery).toHaveText(galleryItems.slice(0, 6).map((item) => item.title))
    },
  )

  test('a broken catalogue image shows the local fallback', { tag: '@full' }, async ({ page }) => {
    await page.route('**/images/universities/13.webp', (route) => route.abort())
    await page.goto('/university-details/13')
    const hero = page.locator('section img').first()
    await expect(hero).toHaveAttribute('src', '/images/universities/fallback.webp')
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  })

  test(
    'a header link clicked the moment the page takes clicks is followed',
    { tag: '@full' },
    async ({ browser, baseURL }) => {
      // Six first visits: 27 s on a busy machine, near the default limit.
      test.slow()
      // Right after React takes over the header, before it has tried the sections that wait
      // for the visitor (HydrateWhenNear) even once: the router's render of the next page must
      // not wait for them. The moment is narrow, so a few first visits (nothing cached).
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const context = await browser.newContext({ baseURL })
        const page = await context.newPage()
        await page.goto('/', { waitUntil: 'commit' })
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Contact' })
          .click()
        await expect(page).toHaveURL(/\/contact$/)
        await context.close()
      }
    },
  )

  test('a lead carries the landing page and UTM parameters of the first visit, kept across pages', async ({
    page,
  }) => {
    await page.goto('/?utm_source=newsletter&utm_campaign=neet-2026')
    // Away at once, by a client-side navigation that changes the address before the page is idle.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click()
    await expect(page).toHaveURL(/\/contact$/)
    const email = uniqueEmail('utm')
    await page.getByLabel('Full name').fill('Farah Khan')
    await page.getByLabel('Phone number').fill('9845044444')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Request a Callback' }).click()
    expect(await toastText(page)).toContain('Request Submitted!')
    const [lead] = await leadsAtWebhook(email)
    expect(lead).toMatchObject({
      landingPage: '/',
      utm_source: 'newsletter',
      utm_campaign: 'neet-2026',
      sourcePage: '/contact',
    })

    // A later visit with other parameters does not replace the first one.
    await page.clock.install()
    await page.goto('/universities?utm_source=other')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('mbbs.attribution')))
      .toContain('newsletter')
    await page.clock.runFor(3_500) // past the idle deadline, when a new landing would be stored
    expect(await page.evaluate(() => localStorage.getItem('mbbs.attribution'))).not.toContain(
      'other',
    )
  })
})
