import { expect, test } from '@playwright/test'

import { builtInUniversities } from '@/data/universities'

const countrySlugs = [
  'russia',
  'georgia',
  'philippines',
  'belarus',
  'moldova',
  'bulgaria',
  'bosnia',
  'uzbekistan',
  'kazakhstan',
  'kyrgyzstan',
  'malaysia',
  'nepal',
]

test.describe('public shell', () => {
  test('the home page has its title, description, canonical URL, Open Graph and JSON-LD', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/MBBS Abroad for Indian Students \| MedPathway Abroad/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /MBBS abroad/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^http:\/\/localhost:\d+\/?$/,
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\.png$/)
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    const types = (JSON.parse(jsonLd ?? '[]') as { '@type': string }[]).map((item) => item['@type'])
    expect(types).toEqual(['EducationalOrganization', 'WebSite'])
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Claims without recorded evidence are not shown; what the site counts itself is.
    for (const claim of ['100+', '2000+', '95%']) {
      await expect(page.getByText(claim, { exact: true })).toHaveCount(0)
    }
    const figures = page.locator('section[aria-labelledby="hero-heading"] dl')
    await expect(figures.getByText('Universities in our catalogue')).toBeVisible()
    await expect(figures.locator('dd').first()).toHaveText(String(builtInUniversities.length))
    await expect(page.getByText('NEET qualification required')).toBeVisible()
    await expect(page.getByText(/no separate entrance exam/i)).toHaveCount(0)
  })

  test('the footer carries every link, contact detail and the current year', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    for (const slug of countrySlugs) {
      await expect(footer.locator(`a[href="/mbbs-in-${slug}"]`)).toHaveCount(1)
    }
    for (const href of [
      '/about-us',
      '/our-services',
      '/admission-process',
      '/fmge-next-coaching',
      '/success-stories',
      '/blog-news',
      '/apply-now',
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy',
      '/sitemap',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    // No social profile is configured for the suite's server: none is shown, no network's
    // home page stands in for one, and the JSON-LD names none.
    await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0)
    await expect(
      footer.locator('a[href*="facebook.com"], a[href*="instagram.com"], a[href*="youtube.com"]'),
    ).toHaveCount(0)
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]',
    ) as { '@type': string; sameAs?: string[] }[]
    expect(jsonLd.find((item) => item['@type'] === 'EducationalOrganization')).not.toHaveProperty(
      'sameAs',
    )
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2)
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(footer.locator('address')).toContainText('Davanagere')
    await expect(footer).toContainText(`© ${new Date().getFullYear()} MedPathway Abroad`)
  })

  test('an anonymous visit sets no cookie', async ({ page, context }) => {
    const response = await page.goto('/')
    expect(response?.headers()['set-cookie']).toBeUndefined()
    await page.waitForTimeout(500)
    expect(await context.cookies()).toEqual([])
  })

  test('an unknown address answers 404 with the not-found page inside the shell', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  // Each kind of 404: an address no route claims, a guide, article or preview that does not
  // exist (notFound() in the page), and the addresses the proxy answers with the 404 itself.
  const notFound = [
    ['/nope', 'Page not found'],
    ['/mbbs-in-india', 'Page not found'],
    ['/resources/guides/atlantis', 'Page not found'],
    ['/blog-news/nope', 'Page not found'],
    ['/country/atlantis', 'Page not found'],
    ['/universities?page=99', 'Page not found'],
    ['/dynamic-university/999999', 'University Not Found'],
    ['/university-details/999999', 'University Not Found'],
  ] as const

  test('every kind of 404 answers 404, titled and noindex in its HTML', async ({ request }) => {
    for (const [path, title] of notFound) {
      const answer = await request.get(path)
      expect(answer.status(), path).toBe(404)
      const html = await answer.text()
      expect(html, path).toContain(`<title>${title} | MedPathway Abroad</title>`)
      expect(html, path).toMatch(/<meta name="robots" content="noindex/)
      // Nor anywhere in the page's data, which React applies to the head when it hydrates.
      expect(html, path).not.toContain('MBBS Abroad for Indian Students')
    }
  })

  // Once hydrated, in a browser: one page of each way to a 404 in npm test, all in test:full.
  for (const [path, title] of notFound) {
    const tag = path === '/nope' ? [] : '@full'
    test(
      `${path} keeps the title "${title}" and noindex once hydrated`,
      { tag },
      async ({ page }) => {
        const expected = `${title} | MedPathway Abroad`
        await page.goto(path)
        // Hydrated: React owns the header (a 404's screen is drawn on the client, so the header
        // comes with it; it is in the first screen, so hydrated at once).
        await expect
          .poll(() =>
            page.evaluate(() => {
              const header = document.querySelector('header')
              return (
                header !== null && Object.keys(header).some((k) => k.startsWith('__reactFiber'))
              )
            }),
          )
          .toBe(true)
        await page.waitForLoadState('networkidle')
        expect(await page.title()).toBe(expected)
        const robots = await page
          .locator('meta[name="robots"]')
          .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))
        expect(robots.length).toBeGreaterThan(0)
        for (const content of robots) expect(content).toMatch(/^noindex/)
      },
    )
  }
})
