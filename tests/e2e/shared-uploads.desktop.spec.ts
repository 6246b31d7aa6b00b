// Two production instances of the same build on one PostgreSQL database and no Supabase, as
// README's multi-machine deployment runs them, each on its own DATA_DIR: a gallery image, a
// video and a staff photo uploaded on one instance are served by the other, the video in the
// parts a player asks for.
import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'
import sharp from 'sharp'

import { startAppServer } from '../support/app-server'
import { createServerDatabase, findPostgres } from '../support/postgres'
import { startRedis } from '../support/redis'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_PORT } from './constants'
import { expect, test } from './fixtures'

const REDIS_PORT = E2E_PORT + 40
const ORIGIN_A = `http://localhost:${E2E_PORT + 41}`
const ORIGIN_B = `http://localhost:${E2E_PORT + 42}`

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ORIGIN_A })

let redis: Awaited<ReturnType<typeof startRedis>> | undefined
let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined
const instances: Awaited<ReturnType<typeof startAppServer>>[] = []

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('server logs', {
      body: instances.map((instance) => instance.log()).join('\n'),
    })
  }
})

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const server = await findPostgres()
  if ('reason' in server)
    throw new Error(`The two-instance test needs PostgreSQL: ${server.reason}`)
  database = await createServerDatabase(server)
  redis = await startRedis(REDIS_PORT)
  // One after the other: the first applies the migrations.
  for (const origin of [ORIGIN_A, ORIGIN_B]) {
    instances.push(
      await startAppServer({
        port: Number(new URL(origin).port),
        databaseUrl: database.databaseUrl,
        redisUrl: redis.url,
        env: { ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
      }),
    )
  }
})

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()))
  await redis?.stop()
  await database?.drop()
})

async function signInOnA(page: Page) {
  await page.goto('/auth')
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(E2E_ADMIN_EMAIL)
  await panel.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
}

type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>

/** Posts a form to an upload route of instance A as the signed-in dashboard does. */
async function uploadOnA(page: Page, route: string, multipart: Multipart) {
  const response = await page.request.post(`${ORIGIN_A}${route}`, {
    headers: { origin: ORIGIN_A },
    multipart,
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Record<string, string>
}

async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

const clip = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/clip.mp4'))

test('an image, a video and a staff photo uploaded on one instance are served by the other', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInOnA(page)
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' },
  })
    .jpeg()
    .toBuffer()

  const image = await uploadOnA(page, '/api/staff/gallery', {
    kind: 'image',
    title: 'Anatomy hall',
    file: { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: photo },
  })
  const video = await uploadOnA(page, '/api/staff/gallery', {
    kind: 'video',
    title: 'Campus walk',
    file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip },
  })
  const staffPhoto = await uploadOnA(page, '/api/staff/photos', {
    photo: { name: 'counsellor.jpg', mimeType: 'image/jpeg', buffer: photo },
  })

  // The re-encoded pictures: B sends the very bytes A sends.
  for (const url of [image.fullSize!, image.thumbnail!, staffPhoto.path!]) {
    const onA = await fetchBytes(ORIGIN_A + url)
    const onB = await fetchBytes(ORIGIN_B + url)
    expect(onA.response.status, `${url} on A`).toBe(200)
    expect(onB.response.status, `${url} on B`).toBe(200)
    expect(onB.response.headers.get('content-type')).toBe('image/webp')
    expect(onB.bytes.equals(onA.bytes), `${url}: the same bytes on both`).toBe(true)
    expect((await sharp(onB.bytes).metadata()).format).toBe('webp')
  }

  // The video, kept as it came: whole, then in the parts a player asks for.
  const whole = await fetchBytes(ORIGIN_B + video.videoUrl!)
  expect(whole.response.status).toBe(200)
  expect(whole.response.headers.get('content-type')).toBe('video/mp4')
  expect(whole.response.headers.get('accept-ranges')).toBe('bytes')
  expect(whole.bytes.equals(clip)).toBe(true)

  const part = await fetchBytes(ORIGIN_B + video.videoUrl!, { range: 'bytes=100-1099' })
  expect(part.response.status).toBe(206)
  expect(part.response.headers.get('content-range')).toBe(`bytes 100-1099/${clip.length}`)
  expect(part.bytes.equals(clip.subarray(100, 1100))).toBe(true)

  const tail = await fetchBytes(ORIGIN_B + video.videoUrl!, { range: 'bytes=-500' })
  expect(tail.response.status).toBe(206)
  expect(tail.response.headers.get('content-range')).toBe(
    `bytes ${clip.length - 500}-${clip.length - 1}/${clip.length}`,
  )
  expect(tail.bytes.equals(clip.subarray(clip.length - 500))).toBe(true)

  const past = await fetch(ORIGIN_B + video.videoUrl!, { headers: { range: 'bytes=999999-' } })
  expect(past.status).toBe(416)

  // And the video plays from B in the browser, which asks for it in parts.
  await page.goto(`${ORIGIN_B}/gallery`)
  const duration = await page.evaluate(async (src) => {
    const element = document.createElement('video')
    element.muted = true
    element.preload = 'auto'
    element.src = src
    await new Promise((resolve, reject) => {
      element.onloadedmetadata = resolve
      element.onerror = () => reject(new Error(`the video did not load: ${element.error?.code}`))
    })
    return element.duration
  }, video.videoUrl!)
  expect(duration).toBeGreaterThan(0.5)
})
