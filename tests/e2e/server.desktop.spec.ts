import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { nextStartArgs } from '../../scripts/lib/serve-build.mjs'
import { E2E_DATA_DIR, E2E_PORT } from './constants'

/** The paths of a sitemap's <loc> URLs. */
function locPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname)
}

test.describe('server behaviour', () => {
  for (const from of ['/university/13', '/check-university/7']) {
    test(`${from} redirects permanently to the university details page`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(response.headers()['location']).toBe(`/university-details/${from.split('/').pop()}`)
    })
  }

  test('every response carries the security headers', async ({ request }) => {
    for (const path of ['/', '/no-such-page', '/api/health']) {
      const headers = (await request.get(path)).headers()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy']).toContain("object-src 'none'")
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['x-powered-by']).toBeUndefined()
    }
  })

  test('the home page is served static, from the build', async ({ request }) => {
    const response = await request.get('/')
    expect(response.headers()['x-nextjs-prerender']).toBeTruthy()
    expect(response.headers()['set-cookie']).toBeUndefined()
  })

  test('robots.txt keeps crawlers out of the staff side and points at the sitemap', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /dashboard')
    expect(robots).toContain('Disallow: /auth')
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
    // One sitemap, read per request: the site's pages, every university, country and article.
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('xml')
    const pages = locPaths(await sitemap.text())
    for (const path of ['/', '/apply-now', '/universities', '/resources/tools', '/blog-news']) {
      expect(pages).toContain(path)
    }
    expect(pages.some((path) => path.startsWith('/dashboard') || path.startsWith('/auth'))).toBe(
      false,
    )
    for (let id = 1; id <= 47; id++) expect(pages).toContain(`/university-details/${id}`)
    for (const slug of ['russia', 'georgia', 'bosnia', 'nepal']) {
      expect(pages).toContain(`/country/${slug}`)
      expect(pages).toContain(`/mbbs-in-${slug}`)
    }
    expect(pages).toContain('/blog-news/fmge-december-2025-results')
    expect(pages).not.toContain('/thank-you')
    expect(new Set(pages).size).toBe(pages.length)
  })

  test('the health check reports the embedded database', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({
      ok: true,
      database: { ok: true, kind: 'pglite' },
    })
  })

  test('a wrong configuration value stops the start with a message naming the variable', async () => {
    const server = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '--port', String(E2E_PORT + 60)],
      {
        env: {
          ...process.env,
          TRUSTED_PROXY_HOPS: 'two',
          DATA_DIR: E2E_DATA_DIR,
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => server.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('Invalid configuration')
    expect(output).toContain('TRUSTED_PROXY_HOPS: must be a number')
  })

  test('a production start naming a placeholder Grievance Officer is refused unless DEMO_SITE declares a demonstration', async () => {
    test.setTimeout(90_000)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-e2e-officer-'))
    const server = spawn(process.execPath, nextStartArgs(E2E_PORT + 61), {
      env: {
        ...process.env,
        PORT: String(E2E_PORT + 61),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        DEMO_SITE: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => server.on('exit', resolve))
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(code).toBe(1)
    expect(output).toContain('a PLACEHOLDER Grievance Officer that reaches nobody')
    expect(output).toContain('GRIEVANCE_OFFICER_NAME is not set')
    expect(output).toContain('DEMO_SITE=true')
  })

  test('a production server with placeholder contact details says so at start and in its health report', async ({
    request,
  }) => {
    // Starting a second production server takes more than the default 30 s on a busy machine.
    test.setTimeout(90_000)
    // The suite's server runs without NEXT_PUBLIC_CONTACT_*: its pages show the placeholders.
    const health = await (await request.get('/api/health')).json()
    expect(health.contactPlaceholders).toEqual([
      'NEXT_PUBLIC_CONTACT_PHONE',
      'NEXT_PUBLIC_CONTACT_EMAIL',
      'NEXT_PUBLIC_WHATSAPP_NUMBER',
    ])
    // A second server on the same build (same NEXT_PUBLIC_* values, so no rebuild) and its
    // own data folder: its start-up log carries the warning.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-e2e-placeholders-'))
    // Its own port: the tests of this file run side by side.
    const port = E2E_PORT + 62
    const server = spawn(process.execPath, nextStartArgs(port), {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    try {
      // `next start` says it is ready before the start-up checks have printed.
      await expect
        .poll(() => output, { timeout: 60_000 })
        .toContain('WARNING: the site shows PLACEHOLDER contact details')
      expect(output).toContain('NEXT_PUBLIC_CONTACT_PHONE is not set; pages show +91 98765 43210')
      expect(output).toContain(
        'NEXT_PUBLIC_CONTACT_EMAIL is not set; pages show admissions@example.com',
      )
      expect(output).toContain('NEXT_PUBLIC_WHATSAPP_NUMBER is not set')
    } finally {
      // A server that had already exited would never say so again.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('a second server on the same DATA_DIR exits at once, and the first keeps answering', async ({
    request,
  }) => {
    {
      const second = spawn(process.execPath, nextStartArgs(E2E_PORT + 63), {
        env: {
          ...process.env,
          PORT: String(E2E_PORT + 63),
          DATA_DIR: E2E_DATA_DIR,
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      second.stdout.on('data', (chunk) => (output += chunk))
      second.stderr.on('data', (chunk) => (output += chunk))
      const started = Date.now()
      const code = await new Promise<number | null>((resolve) => second.on('exit', resolve))
      expect(code).not.toBe(0)
      expect(Date.now() - started).toBeLessThan(15_000)
      expect(output).toContain(`DATA_DIR ${E2E_DATA_DIR} is in use by another server`)
      const health = await request.get('/api/health')
      expect(health.status()).toBe(200)
    }
  })
})
