import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/leads/route'
import { leads } from '@/lib/db/schema'
import { deliverDue } from '@/lib/leads/delivery'
import { UNSUPPORTED_CHARACTERS } from '@/lib/validation/clean-text'

import { testBackends, useAsProcessDatabase } from '../support/backends'
import { startFakeAppsScript, type FakeAppsScript } from '../support/fake-apps-script'

process.env.TRUSTED_PROXY_HOPS = '1'

let address = 0
const newAddress = () => `203.0.113.${(address += 1)}`

function post(body: unknown, from = newAddress(), init: { raw?: string; type?: string } = {}) {
  return POST(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': init.type ?? 'application/json', 'x-forwarded-for': from },
      body: init.raw ?? JSON.stringify(body),
    }),
  )
}

const honest = (n: number) => ({
  formType: 'callback',
  formStartedAt: Date.now() - 10_000,
  name: `Honest Family ${n}`,
  phone: `98450 1${String(n).padStart(4, '0')}`,
  email: `family${n}@example.com`,
  message: 'Please call after 6 pm',
})

/** What a hostile client sends: text PostgreSQL cannot store, in every place a string goes. */
const poisons = (n: number): unknown[] => [
  { ...honest(n), message: 'call me\u0000 now' },
  { ...honest(n), name: 'Broken \ud800 name' },
  { ...honest(n), message: 'low half \udc00 alone' },
  { ...honest(n), sourcePage: '/contact\u0000' },
  { ...honest(n), utm: { source: 'ads\u0000' } },
  { ...honest(n), formType: 'inquiry', preferredCountries: ['Russia\u0000'] },
  { ...honest(n), guardianName: '\u0000', studentUnder18: true },
  JSON.parse(
    `{"formType":"callback","formStartedAt":${Date.now() - 10_000},"__proto__":${JSON.stringify({ name: 'Hidden Name', phone: '9845012345', email: 'hidden@example.com' })}}`,
  ),
]

let fake: FakeAppsScript
beforeAll(async () => {
  fake = await startFakeAppsScript()
  // Read once, at the first request.
  process.env.GOOGLE_SHEETS_WEBHOOK_URL = fake.url
  process.env.GOOGLE_SHEETS_WEBHOOK_SECRET = fake.secret
})
afterAll(() => fake.close())

describe.each(testBackends())('hostile input beside honest leads on $name', ({ open }) => {
  let handle: Awaited<ReturnType<typeof open>>

  beforeAll(async () => {
    handle = await open()
    useAsProcessDatabase(handle)
  })
  afterAll(async () => {
    useAsProcessDatabase(undefined)
    await handle.close()
    await handle.drop?.()
  })

  it('honest leads sent at the same moment as poisoned ones are all stored and delivered', async () => {
    const honestBodies = Array.from({ length: 40 }, (_, i) => honest(i + 1))
    const poisonBodies = Array.from({ length: 10 }, (_, i) => poisons(100 + i)).flat()
    // Interleaved, so every group commit holds both kinds.
    const sent = honestBodies.flatMap((body, i) => [
      { body, honest: true },
      ...poisonBodies.slice(i * 2, i * 2 + 2).map((p) => ({ body: p, honest: false })),
    ])
    const answers = await Promise.all(
      sent.map(async ({ body, honest }) => {
        const response = await post(body)
        return { honest, status: response.status, json: await response.json() }
      }),
    )
    const honestAnswers = answers.filter((a) => a.honest)
    expect(honestAnswers.map((a) => a.status)).toEqual(honestBodies.map(() => 201))
    const hostile = answers.filter((a) => !a.honest)
    expect(hostile.length).toBe(80)
    expect(hostile.filter((a) => a.status >= 500)).toEqual([])
    expect(hostile.every((a) => a.status === 400 || a.status === 422)).toBe(true)

    const ids = honestAnswers.map((a) => a.json.id as string)
    const stored = await handle.db.select().from(leads).where(inArray(leads.id, ids))
    expect(stored.length).toBe(40)
    const everything = await handle.db.select({ name: leads.name }).from(leads)
    expect(everything.every((row) => row.name.startsWith('Honest Family'))).toBe(true)

    // Delivery starts after each answer; a sweep picks up whatever is still due.
    const undelivered = () => ids.filter((id) => !fake.received.some((r) => r.body.leadId === id))
    for (let i = 0; i < 50 && undelivered().length > 0; i += 1) {
      await deliverDue(handle.db, { url: fake.url, secret: fake.secret })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(undelivered()).toEqual([])
  })

  it('a NUL or a lone surrogate in a field is a 422 naming the field; in the envelope a 400', async () => {
    const nul = await post({ ...honest(500), message: 'a\u0000b' })
    expect(nul.status).toBe(422)
    expect((await nul.json()).fieldErrors).toEqual({ message: [UNSUPPORTED_CHARACTERS] })
    const surrogate = await post({ ...honest(501), name: 'Asha \ud83d' })
    expect(surrogate.status).toBe(422)
    expect((await surrogate.json()).fieldErrors.name).toEqual([UNSUPPORTED_CHARACTERS])
    const envelope = await post({ ...honest(502), sourcePage: '/x\u0000' })
    expect(envelope.status).toBe(400)
    // An emoji (a whole surrogate pair), tabs and new lines are ordinary text.
    const fine = await post({ ...honest(503), message: 'Thanks 🙏\tline one\nline two' })
    expect(fine.status).toBe(201)
  })

  it('fields sent only under "__proto__" are refused and not stored', async () => {
    const response = await post(poisons(600).at(-1))
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/__proto__/)
    const hidden = await handle.db.select().from(leads).where(eq(leads.name, 'Hidden Name'))
    expect(hidden).toEqual([])
  })

  it('every refused request counts against the limit: poison, bad JSON, wrong type, too large', async () => {
    const from = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 10; i += 1) statuses.push((await post(poisons(700 + i)[0], from)).status)
    for (let i = 0; i < 10; i += 1) statuses.push((await post(null, from, { raw: '{' })).status)
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await post(null, from, { raw: 'x', type: 'text/plain' })).status)
    }
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await post(null, from, { raw: 'x'.repeat(17 * 1024) })).status)
    }
    for (let i = 0; i < 10; i += 1) statuses.push((await post(poisons(800 + i)[1], from)).status)
    expect(statuses.slice(0, 30)).toEqual([
      ...Array(10).fill(422),
      ...Array(10).fill(400),
      ...Array(5).fill(415),
      ...Array(5).fill(413),
    ])
    expect(statuses.slice(30)).toEqual(Array(10).fill(429))
  })
})
