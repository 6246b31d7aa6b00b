// A production server on a Redis as it comes (no key-space events, Redis's default): the
// server turns them on at start and staff edits complete; a Redis whose CONFIG command is
// disabled, as on some hosted ones, stops the start with a message saying what to set.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'

import { builtInUniversities } from '@/data/universities'

import { nextStartArgs, serveBuild } from '../../scripts/lib/serve-build.mjs'
import { startRedis } from '../support/redis'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_PORT } from './constants'
import { expect, signIn, test } from './fixtures'

const STOCK_REDIS_PORT = E2E_PORT + 40
const ORIGIN = `http://localhost:${E2E_PORT + 41}`
const NO_CONFIG_REDIS_PORT = E2E_PORT + 42
const REFUSED_PORT = E2E_PORT + 43
const FEATURED = 13

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ORIGIN })

// About two minutes on this machine (two production starts and a staff edit); the key-space
// setting itself is in npm test's integration suite (redis-keyspace-events.test.ts).
test(
  'on a stock Redis the server turns on its key-space events, and a staff edit completes',
  { tag: '@full' },
  async ({ page }) => {
    test.setTimeout(180_000)
    const redis = await startRedis(STOCK_REDIS_PORT, { stock: true })
    let server: Awaited<ReturnType<typeof serveBuild>> | undefined
    try {
      server = await serveBuild({
        port: Number(new URL(ORIGIN).port),
        captureLog: true,
        env: {
          REDIS_URL: redis.url,
          ADMIN_EMAIL: E2E_ADMIN_EMAIL,
          ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
          GOOGLE_SHEETS_WEBHOOK_URL: '',
        },
      })
      const client = createClient({ url: redis.url })
      await client.connect()
      const flags = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events']
      await client.disconnect()
      expect([...(flags ?? '')].sort().join('')).toBe('Eex')
      expect(server.log()).toContain('notify-keyspace-events was ""')

      const from = builtInUniversities.find(({ id }) => id === FEATURED)!.name
      const to = `Stock Redis Medical University ${Date.now()}`
      await page.goto(`/university-details/${FEATURED}`)
      await expect(page.getByRole('heading', { level: 1, name: from })).toBeVisible()
      await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD)
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
      await page.getByLabel('Search universities').fill(from)
      await page.getByRole('link', { name: `Edit ${from}`, exact: true }).click()
      const form = page.getByRole('region', { name: 'Edit University' })
      await form.getByLabel('University Name').fill(to)
      await form.getByRole('button', { name: 'Update University' }).click()
      await expect(
        page.locator('[data-sonner-toast]', { hasText: 'University updated!' }),
      ).toBeVisible({ timeout: 10_000 })
      // Public at once (the shared cache hears of the edit through Redis).
      await expect
        .poll(
          async () =>
            (await (await fetch(`${ORIGIN}/university-details/${FEATURED}`)).text()).includes(to),
          { timeout: 3_000 },
        )
        .toBe(true)
      expect(server.log()).not.toContain('Unhandled')
    } finally {
      if (server) {
        await test.info().attach('server log', { body: server.log() })
        await server.stop()
      }
      await redis.stop()
    }
  },
)

test('a Redis with CONFIG disabled stops the start, naming notify-keyspace-events Exe', async () => {
  test.setTimeout(90_000)
  const redis = await startRedis(NO_CONFIG_REDIS_PORT, {
    stock: true,
    args: ['--rename-command', 'CONFIG', ''],
  })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-e2e-no-config-'))
  try {
    const server = spawn(process.execPath, nextStartArgs(REFUSED_PORT), {
      env: {
        ...process.env,
        PORT: String(REFUSED_PORT),
        DATA_DIR: dataDir,
        REDIS_URL: redis.url,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    // Next runs the start-up checks (instrumentation.ts) as soon as it has loaded, before it
    // answers a request; a refused start exits without being asked anything.
    const code = await Promise.race([
      new Promise<number | null>((resolve) => server.on('exit', resolve)),
      new Promise<'still running'>((resolve) => setTimeout(resolve, 60_000, 'still running')),
    ])
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.on('exit', resolve))
    }
    expect(code, output).toBe(1)
    expect(output).toContain('the Redis server must have notify-keyspace-events Exe')
    expect(output).toContain('redis-server --notify-keyspace-events Exe')
    expect(output).toContain('SKIP_KEYSPACE_CONFIG_CHECK=true')
  } finally {
    await redis.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
