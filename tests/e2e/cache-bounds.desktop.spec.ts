import fs from 'node:fs'
import path from 'node:path'

import { expect, signInAsAdmin, test } from './fixtures'

/** Every file Next wrote for the pages it cached (the e2e server keeps them in .next). */
function cachedFiles(): string[] {
  const root = path.join(process.cwd(), '.next', 'server', 'app')
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

test.describe('addresses that name nothing', () => {
  test('unknown universities, countries, articles and listing pages answer 404 and leave no cache entry', async ({
    request,
  }) => {
    const token = Date.now() % 1_000_000
    const addresses = [
      ...Array.from({ length: 20 }, (_, i) => `/university-details/${900_000_000 + token + i}`),
      ...Array.from({ length: 20 }, (_, i) => `/country/nowhere-${token}-${i}`),
      ...Array.from({ length: 20 }, (_, i) => `/blog-news/nowhere-${token}-${i}`),
      ...Array.from({ length: 20 }, (_, i) => `/universities?page=${5000 + (token % 1000) + i}`),
      `/university-details/not-a-number-${token}`,
    ]
    for (const address of addresses) {
      const response = await request.get(address)
      expect(response.status(), address).toBe(404)
      expect(await response.text(), address).toContain(
        address.startsWith('/university-details/') ? 'University Not Found' : 'Page not found',
      )
    }
    const left = cachedFiles().filter(
      (file) => file.includes(`nowhere-${token}`) || file.includes(String(900_000_000 + token)),
    )
    expect(left).toEqual([])
    // What exists is still served.
    expect((await request.get('/university-details/13')).status()).toBe(200)
    expect((await request.get('/country/georgia')).status()).toBe(200)
    expect((await request.get('/blog-news/fmge-december-2025-results')).status()).toBe(200)
    const moved = await request.get('/country/GEORGIA', { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers()['location']).toContain('/country/georgia')
  })
})

test.describe('content security policy', () => {
  test('pages rendered per request carry a fresh nonce and no unsafe-inline, and run without a violation', async ({
    page,
    request,
  }) => {
    // Two pages and a sign-in (scrypt, then the dashboard) on a busy machine.
    test.setTimeout(90_000)
    const scriptSrc = (policy: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('script-src'))!
    for (const address of [
      '/auth',
      '/resources/tools?tab=roi',
      '/blog-news?q=neet',
      '/privacy-policy/your-data/verify?token=AAAA',
      '/sitemap',
    ]) {
      const first = await request.get(address)
      const second = await request.get(address)
      const policy = first.headers()['content-security-policy']!
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce, address).toBeTruthy()
      expect(scriptSrc(policy), address).not.toContain("'unsafe-inline'")
      expect(policy.match(/script-src/g), address).toHaveLength(1)
      expect(second.headers()['content-security-policy'], address).not.toContain(nonce)
      // Next's own inline scripts carry it.
      const html = await first.text()
      expect(html, address).toContain(`nonce="${nonce}"`)
    }
    // A static page keeps the policy fixed at build (README: why it cannot have a nonce), and
    // has exactly one policy.
    for (const address of ['/', '/resources/guides/georgia']) {
      const policy = (await request.get(address)).headers()['content-security-policy']!
      expect(scriptSrc(policy), address).toContain("'unsafe-inline'")
      expect(policy.match(/script-src/g), address).toHaveLength(1)
    }

    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto('/resources/tools?tab=roi')
    await page.goto('/blog-news?q=neet')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/auth')
    await signInAsAdmin(page)
    await expect(page.getByRole('heading', { name: 'University Dashboard' })).toBeVisible()
    expect(violations).toEqual([])
  })
})
