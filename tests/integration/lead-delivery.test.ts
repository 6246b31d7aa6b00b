import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { getDeliveryState, insertLead, type NewLead } from '@/lib/data/leads'
import { openDatabase, type DatabaseHandle } from '@/lib/db/client'
import { leadDeliveries } from '@/lib/db/schema'
import { deliverDue, type DeliveryOptions } from '@/lib/leads/delivery'

import { startFakeAppsScript, type FakeAppsScript } from '../support/fake-apps-script'

/** Retries due at once, so a test can walk through attempts without waiting. */
const fast: DeliveryOptions = {
  timeoutMs: 2000,
  maxAttempts: 3,
  baseDelayMs: 1,
  maxDelayMs: 1,
  leaseMs: 60_000,
}

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    formType: 'callback',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+919845012345',
    data: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '98450 12345',
      message: 'Call after 6',
    },
    consentVersion: '2026-11-22',
    sourcePage: '/contact',
    utm: { source: 'google' },
    ...overrides,
  }
}

async function waitUntilDue() {
  await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('delivery to the spreadsheet webhook (a real local HTTP server)', () => {
  let fake: FakeAppsScript
  let handle: DatabaseHandle
  const config = () => ({ url: fake.url, secret: fake.secret })

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite-memory' })
  })
  afterAll(async () => {
    await handle.close()
  })
  afterEach(async () => {
    await fake?.close()
  })

  it('delivers once, following the 302 as a GET, with the fields, formType, submittedAt and leadId', async () => {
    fake = await startFakeAppsScript()
    const { id } = await insertLead(handle.db, lead(), 'pending')
    expect(await deliverDue(handle.db, config(), fast, { leadIds: [id] })).toEqual({
      delivered: 1,
      failed: 0,
    })
    expect(await deliverDue(handle.db, config(), fast, { leadIds: [id] })).toEqual({
      delivered: 0,
      failed: 0,
    })

    expect(fake.received).toHaveLength(1)
    expect(fake.methodsSeenOnEcho).toEqual(['GET'])
    const body = fake.received[0]!.body
    expect(body).toMatchObject({
      leadId: id,
      formType: 'callback',
      name: 'Asha Rao',
      email: 'asha@example.com',
      message: 'Call after 6',
      sourcePage: '/contact',
      utm_source: 'google',
      secret: fake.secret,
    })
    expect(new Date(String(body.submittedAt)).toString()).not.toBe('Invalid Date')
    expect(await getDeliveryState(handle.db, id)).toMatchObject({
      state: 'delivered',
      attempts: 1,
      lastError: null,
    })
  })

  it('a script answering the specification\'s {"success":true} has the lead delivered once', async () => {
    fake = await startFakeAppsScript({ behaviour: 'spec' })
    const { id } = await insertLead(handle.db, lead(), 'pending')
    expect(await deliverDue(handle.db, config(), fast, { leadIds: [id] })).toEqual({
      delivered: 1,
      failed: 0,
    })
    // Sweeps after it send nothing more: the script appends every post it gets.
    for (let sweep = 0; sweep < 3; sweep += 1) {
      await waitUntilDue()
      expect(await deliverDue(handle.db, config(), fast)).toEqual({ delivered: 0, failed: 0 })
    }
    expect(fake.posts).toBe(1)
    expect(fake.received.map((r) => r.body.leadId)).toEqual([id])
    expect(await getDeliveryState(handle.db, id)).toMatchObject({
      state: 'delivered',
      attempts: 1,
      lastError: null,
    })
  })

  it('a script answering {"success":false,"error":…} is a failure with its error', async () => {
    fake = await startFakeAppsScript({ behaviour: 'spec' })
    const { id } = await insertLead(handle.db, lead(), 'pending')
    const wrongSecret = { url: fake.url, secret: 'not-the-secret' }
    const once = { ...fast, maxAttempts: 1 }
    expect(await deliverDue(handle.db, wrongSecret, once, { leadIds: [id] })).toEqual({
      delivered: 0,
      failed: 1,
    })
    expect(await getDeliveryState(handle.db, id)).toMatchObject({
      state: 'dead',
      lastError: 'Failed to submit to Google Sheets: Unauthorized',
    })
    expect(fake.received).toHaveLength(0)
  })

  it('neutralises formula-looking text before it reaches the sheet', async () => {
    fake = await startFakeAppsScript()
    const { id } = await insertLead(
      handle.db,
      lead({
        data: {
          name: '=HYPERLINK("http://evil","x")',
          message: '@SUM(A1)',
          phone: '+91 98450 12345',
        },
      }),
      'pending',
    )
    await deliverDue(handle.db, config(), fast, { leadIds: [id] })
    const body = fake.received.find((r) => r.body.leadId === id)!.body
    expect(body.name).toBe(`'=HYPERLINK("http://evil","x")`)
    expect(body.message).toBe("'@SUM(A1)")
    expect(body.phone).toBe("'+919845012345")
  })

  it.each([
    ['down', 'HTTP 503'],
    ['error-json', 'Script error: TypeError'],
    ['wrong-id', 'answered for lead some-other-id'],
    ['not-json', 'expected JSON'],
    ['sign-in', 'Google sign-in page'],
  ] as const)(
    'a webhook answering %s is a failure that is retried, then dead',
    async (behaviour, message) => {
      fake = await startFakeAppsScript({ behaviour })
      const { id } = await insertLead(handle.db, lead(), 'pending')
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await waitUntilDue()
        expect(await deliverDue(handle.db, config(), fast, { leadIds: [id] })).toEqual({
          delivered: 0,
          failed: 1,
        })
        const state = await getDeliveryState(handle.db, id)
        expect(state).toMatchObject({ attempts: attempt, state: attempt < 3 ? 'pending' : 'dead' })
        expect(state?.lastError).toContain(message)
      }
      await waitUntilDue()
      expect(await deliverDue(handle.db, config(), fast, { leadIds: [id] })).toEqual({
        delivered: 0,
        failed: 0,
      })
      expect(fake.received).toHaveLength(0)
    },
  )

  it('gives up on a slow answer at the timeout and delivers on the next attempt', async () => {
    fake = await startFakeAppsScript({ behaviour: 'slow' })
    fake.slowMs = 5000
    const { id } = await insertLead(handle.db, lead(), 'pending')
    const started = Date.now()
    expect(
      await deliverDue(
        handle.db,
        { url: fake.url, secret: fake.secret },
        { ...fast, timeoutMs: 300 },
        { leadIds: [id] },
      ),
    ).toEqual({ delivered: 0, failed: 1 })
    expect(Date.now() - started).toBeLessThan(2000)
    expect((await getDeliveryState(handle.db, id))?.lastError).toMatch(/Timeout|abort/i)
    fake.behaviour = 'ok'
    await waitUntilDue()
    expect(await deliverDue(handle.db, config(), fast, { leadIds: [id] })).toEqual({
      delivered: 1,
      failed: 0,
    })
  })

  it('a retry waits for its back-off: nothing is sent before the next attempt is due', async () => {
    fake = await startFakeAppsScript({ behaviour: 'down' })
    const { id } = await insertLead(handle.db, lead(), 'pending')
    const slow = { ...fast, baseDelayMs: 60_000, maxDelayMs: 60_000 }
    await deliverDue(handle.db, config(), slow, { leadIds: [id] })
    const posts = fake.posts
    const state = await getDeliveryState(handle.db, id)
    expect(state!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(40_000)
    await deliverDue(handle.db, config(), slow)
    expect(fake.posts).toBe(posts)
  })
})

describe('webhook down for a whole run, then back; server restarted in between', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-outbox-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('loses no lead: every pending delivery is made once the webhook answers again', async () => {
    const fake = await startFakeAppsScript({ behaviour: 'down' })
    const port = Number(new URL(fake.url).port)
    const config = { url: fake.url, secret: fake.secret }
    const options: DeliveryOptions = { ...fast, maxAttempts: 10 }

    let handle = await openDatabase({ kind: 'pglite', dataDir: dir })
    const ids: string[] = []
    for (let i = 0; i < 12; i += 1) {
      ids.push(
        (
          await insertLead(
            handle.db,
            lead({ name: `Student ${i}`, data: { name: `Student ${i}` } }),
            'pending',
          )
        ).id,
      )
    }
    await deliverDue(handle.db, config, options)
    await fake.close()
    // The server stops with deliveries pending, and comes back.
    await handle.close()
    handle = await openDatabase({ kind: 'pglite', dataDir: dir })
    const pending = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.state, 'pending'))
    expect(pending).toHaveLength(12)

    const back = await startFakeAppsScript({ port })
    await waitUntilDue()
    for (let round = 0; round < 3; round += 1) await deliverDue(handle.db, config, options)
    await back.close()
    expect(back.received.map((r) => r.body.leadId).sort()).toEqual([...ids].sort())
    const delivered = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.state, 'delivered'))
    expect(delivered).toHaveLength(12)
    await handle.close()
  })
})
