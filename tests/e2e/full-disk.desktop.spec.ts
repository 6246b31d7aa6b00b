// The production server with its embedded database on a 160 MB tmpfs standing in for a small
// disk that fills: the disk is filled to the last byte by a ballast file, as other files or a
// flood of leads would fill it. Nothing may hang: a lead is refused at once with 503 and
// Retry-After, the no-JavaScript form keeps what was typed, pages keep serving, /api/health
// says why, the server takes leads again once the ballast is gone, SIGTERM ends it while the
// disk is full, and every lead it acknowledged is in the folder afterwards.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'

import { serveBuild } from '../../scripts/lib/serve-build.mjs'
import { startRedis } from '../support/redis'
import { E2E_PORT } from './constants'
import { expect, test } from './fixtures'

const PORT = E2E_PORT + 72
const ORIGIN = `http://localhost:${PORT}`

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ORIGIN })
test.skip(process.getuid?.() !== 0, 'mounting a small tmpfs needs root (CI runs as root)')

let mountPoint = ''
let server: Awaited<ReturnType<typeof serveBuild>> | undefined
let redis: Awaited<ReturnType<typeof startRedis>> | undefined
const ballast = () => path.join(mountPoint, 'ballast')
const dataDir = () => path.join(mountPoint, 'data')

/** Writes the ballast until the filesystem refuses another byte. */
function fillDisk() {
  const fd = fs.openSync(ballast(), 'a')
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1)
      try {
        for (;;) fs.writeSync(fd, chunk)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
    }
  } finally {
    fs.closeSync(fd)
  }
  expect(fs.statfsSync(mountPoint).bavail).toBe(0)
}

let sent = 0
/** One lead from its own address (so the rate limit stays out of it), answered within 10 s. */
async function postLead() {
  sent += 1
  const response = await fetch(`${ORIGIN}/api/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${sent >> 8}.${sent & 255}`,
    },
    body: JSON.stringify({
      formType: 'callback',
      formStartedAt: Date.now() - 60_000,
      idempotencyKey: `full-disk-${Date.now()}-${sent}`,
      name: `Disk Test ${sent}`,
      phone: '9845011111',
      email: `disk-${sent}@example.com`,
    }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { id?: string; error?: string }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...body }
}

async function health() {
  const response = await fetch(`${ORIGIN}/api/health`, { signal: AbortSignal.timeout(10_000) })
  return {
    status: response.status,
    body: (await response.json()) as { database: { error?: string } },
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-small-disk-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint])
  redis = await startRedis(PORT + 1)
  server = await serveBuild({
    port: PORT,
    captureLog: true,
    env: {
      DATA_DIR: dataDir(),
      REDIS_URL: redis.url,
      GOOGLE_SHEETS_WEBHOOK_URL: '',
      TRUSTED_PROXY_HOPS: '1',
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await redis?.stop()
  if (mountPoint) {
    execFileSync('umount', [mountPoint])
    fs.rmSync(mountPoint, { recursive: true, force: true })
  }
})

test('on a full disk leads are refused at once and pages serve; with space back it takes leads again; SIGTERM ends it while full; nothing acknowledged is lost', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const acknowledged: string[] = []
  for (let i = 0; i < 10; i++) {
    const answer = await postLead()
    expect(answer.status).toBe(201)
    acknowledged.push(answer.id!)
  }

  fillDisk()
  // The guard looks every second; /api/health looks when asked.
  await expect.poll(async () => (await health()).status, { timeout: 5_000 }).toBe(503)
  expect((await health()).body.database.error).toMatch(
    /^The disk holding the database has 0 MB free; it takes no new data until 80 MB are free\.$/,
  )

  const started = Date.now()
  const refused = await Promise.all(Array.from({ length: 20 }, postLead))
  for (const answer of refused) {
    expect(answer.status).toBe(503)
    expect(answer.retryAfter).toBe('30')
    expect(answer.error).toBe(
      'We could not save your details just now. Nothing was sent; please try again in a minute.',
    )
  }
  expect(Date.now() - started).toBeLessThan(10_000)

  for (const page of ['/', '/about-us', '/universities', '/university-details/13']) {
    const response = await fetch(ORIGIN + page, { signal: AbortSignal.timeout(10_000) })
    expect(response.status, page).toBe(200)
  }

  // Without JavaScript the callback form comes back with the message and what was typed.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: ORIGIN })
  const page = await context.newPage()
  await page.goto('/contact')
  await page.getByLabel('Full name').fill('Nikhil Rao')
  await page.getByLabel('Phone number').fill('9845033333')
  await page.getByLabel('E-mail').fill('nikhil.full-disk@example.com')
  await page.getByRole('button', { name: 'Request a Callback' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByText('We could not save your details just now.')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Nikhil Rao')
  await expect(page.getByLabel('Phone number')).toHaveValue('9845033333')
  await context.close()

  // Space back, no restart: leads are taken again.
  fs.rmSync(ballast())
  await expect.poll(async () => (await health()).status, { timeout: 5_000 }).toBe(200)
  for (let i = 0; i < 5; i++) {
    const answer = await postLead()
    expect(answer.status).toBe(201)
    acknowledged.push(answer.id!)
  }

  // Full again: SIGTERM still ends the process, and soon.
  fillDisk()
  await expect.poll(async () => (await health()).status, { timeout: 5_000 }).toBe(503)
  const stopping = Date.now()
  await server!.stop()
  server = undefined
  expect(Date.now() - stopping).toBeLessThan(15_000)

  fs.rmSync(ballast())
  const database = await PGlite.create(path.join(dataDir(), 'pgdata'))
  try {
    const { rows } = await database.query<{ id: string }>(
      `select id::text from leads where name like 'Disk Test %' or email = 'nikhil.full-disk@example.com'`,
    )
    expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort())
  } finally {
    await database.close()
  }
})
