import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/leads/route'
import { leadDeliveries, leads } from '@/lib/db/schema'
import { CONSENT_VERSION } from '@/lib/leads/consent'
import { LANDING_COOKIE } from '@/lib/leads/landing-cookie'

import { testBackends, useAsProcessDatabase } from '../support/backends'

process.env.TRUSTED_PROXY_HOPS = '0'
delete process.env.GOOGLE_SHEETS_WEBHOOK_URL

let address = 0
/** Each test posts from its own address, so the rate limit of one does not touch another. */
function newAddress() {
  address += 1
  return `192.0.2.${address}`
}

function post(
  body: unknown,
  options: { from?: string; headers?: Record<string, string>; raw?: string } = {},
) {
  return POST(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-address': options.from ?? newAddress(),
        ...options.headers,
      },
      body: options.raw ?? JSON.stringify(body),
    }),
  )
}

const startedAt = () => Date.now() - 10_000
const callback = () => ({
  formType: 'callback',
  formStartedAt: startedAt(),
  name: 'Asha Rao',
  phone: '98450 12345',
  email: 'asha@example.com',
  preferredTime: 'Evening (4 pm - 8 pm)',
})

describe.each(testBackends())('POST /api/leads on $name', ({ open }) => {
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

  it('a student under 18: 422 without the guardian, stored with the guardian in the lead data', async () => {
    const refused = await post({ ...callback(), studentUnder18: true })
    expect(refused.status).toBe(422)
    expect((await refused.json()).fieldErrors).toEqual({
      guardianName: ["Please enter the parent's or guardian's name"],
      guardianPhone: ["Please enter the parent's or guardian's phone number (at least 10 digits)"],
      guardianConsent: ['A parent or guardian must give consent for a student under 18'],
    })

    const response = await post({
      ...callback(),
      studentUnder18: true,
      guardianName: 'Lakshmi Rao',
      guardianPhone: '98450 99999',
      guardianConsent: true,
    })
    expect(response.status).toBe(201)
    const { id } = await response.json()
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id))
    expect(lead!.data).toMatchObject({
      studentUnder18: true,
      guardianName: 'Lakshmi Rao',
      guardianPhone: '98450 99999',
      guardianConsent: true,
    })
  })

  it('201: stores the lead and its outbox row, marked undelivered without a webhook', async () => {
    const response = await post({
      ...callback(),
      sourcePage: '/contact',
      utm: {
        source: 'google',
        medium: 'cpc',
        campaign: 'mbbs-2027',
        referrer: 'https://www.google.com/',
        landingPage: '/mbbs-in-russia',
      },
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ success: true, id: expect.any(String) })
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, body.id))
    expect(lead).toMatchObject({
      formType: 'callback',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+919845012345',
      status: 'new',
      sourcePage: '/contact',
      utm: { source: 'google', medium: 'cpc', campaign: 'mbbs-2027' },
      referrer: 'https://www.google.com/',
      landingPage: '/mbbs-in-russia',
      consentVersion: CONSENT_VERSION,
    })
    expect(lead?.data).toMatchObject({ preferredTime: 'Evening (4 pm - 8 pm)' })
    const [delivery] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, body.id))
    expect(delivery).toMatchObject({
      state: 'unconfigured',
      lastError: 'Google Sheets webhook URL not configured',
    })
  })

  it('400: unreadable JSON, unknown form type, unknown fields, missing formStartedAt', async () => {
    for (const [request, error] of [
      [post(null, { raw: '{"formType":' }), 'The body is not valid JSON'],
      [post({ ...callback(), formType: 'brochure' }), 'Unknown form type'],
      [post({ ...callback(), isAdmin: true }), 'Unknown fields: isAdmin'],
      [post({ ...callback(), formStartedAt: undefined }), 'formStartedAt is required'],
    ] as const) {
      const response = await request
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ success: false, error })
    }
  })

  it('413: a body over 16 KiB is refused, declared or not', async () => {
    const big = JSON.stringify({ ...callback(), message: 'x'.repeat(17 * 1024) })
    const declared = await post(null, {
      raw: big,
      headers: { 'content-length': String(big.length) },
    })
    expect(declared.status).toBe(413)
    const streamed = await POST(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-address': newAddress() },
        body: new Blob([big]).stream(),
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
  })

  it('415: anything but application/json', async () => {
    const response = await post(null, {
      raw: 'name=Asha',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(415)
  })

  it("422: the form's own messages, per field", async () => {
    const response = await post({ ...callback(), name: 'A', phone: '12345', email: 'asha' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      success: false,
      error: 'Please correct the highlighted fields',
      fieldErrors: {
        name: ['Name must be at least 2 characters'],
        phone: ['Phone number must be at least 10 digits'],
        email: ['Invalid email address'],
      },
    })
  })

  it('429 with Retry-After past 30 posts from one address, and a forged X-Forwarded-For does not help', async () => {
    const from = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 31; i += 1) {
      const response = await post(
        { ...callback(), name: 'A' },
        { from, headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      )
      statuses.push(response.status)
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('a post without attribution of its own takes its page from the Referer and the first visit from the landing cookie', async () => {
    const landing = new URLSearchParams({
      landingPage: '/mbbs-in-russia',
      referrer: 'https://www.google.com/',
      source: 'newsletter',
      campaign: 'neet-2027',
    })
    const response = await post(callback(), {
      headers: {
        host: 'localhost',
        referer: 'http://localhost/contact?x=1',
        cookie: `other=1; ${LANDING_COOKIE}=${encodeURIComponent(landing.toString())}`,
      },
    })
    expect(response.status).toBe(201)
    const [lead] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, (await response.json()).id))
    expect(lead).toMatchObject({
      sourcePage: '/contact',
      landingPage: '/mbbs-in-russia',
      referrer: 'https://www.google.com/',
      utm: { source: 'newsletter', campaign: 'neet-2027' },
    })

    // What the post says itself wins; a Referer from another site names no page of ours.
    const own = await post(
      { ...callback(), sourcePage: '/apply-now', utm: { landingPage: '/' } },
      {
        headers: {
          referer: 'https://elsewhere.example/contact',
          cookie: `${LANDING_COOKIE}=${encodeURIComponent(landing.toString())}`,
        },
      },
    )
    const [ownLead] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, (await own.json()).id))
    expect(ownLead).toMatchObject({ sourcePage: '/apply-now', landingPage: '/', referrer: null })
    const foreign = await post(callback(), {
      headers: { referer: 'https://elsewhere.example/contact', cookie: `${LANDING_COOKIE}=%%bad` },
    })
    const [foreignLead] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, (await foreign.json()).id))
    expect(foreignLead).toMatchObject({ sourcePage: null, landingPage: null, utm: null })
  })

  it('a post caught by the honeypot or the 3-second timer is stored as suspected spam and held back from the sheet', async () => {
    const honeypot = await post({ ...callback(), website: 'http://spam.example' })
    const fast = await post({ ...callback(), formStartedAt: Date.now() - 500 })
    for (const [response, reason] of [
      [honeypot, 'honeypot'],
      [fast, 'too-fast'],
    ] as const) {
      expect(response.status).toBe(201)
      const body = await response.json()
      expect(body).toEqual({ success: true, id: expect.any(String) })
      const [lead] = await handle.db.select().from(leads).where(eq(leads.id, body.id))
      expect(lead).toMatchObject({
        name: 'Asha Rao',
        phone: '+919845012345',
        suspectedSpam: reason,
      })
      const [delivery] = await handle.db
        .select()
        .from(leadDeliveries)
        .where(eq(leadDeliveries.leadId, body.id))
      expect(delivery).toMatchObject({ state: 'held' })
    }
    // A person's lead is not flagged.
    const honest = await (await post(callback())).json()
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, honest.id))
    expect(lead!.suspectedSpam).toBeNull()
  })

  it('a suspected bot whose fields are wrong gets the field errors, as a person would', async () => {
    const before = (await handle.db.select().from(leads)).length
    const response = await post({ ...callback(), name: 'A', website: 'http://spam.example' })
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
    })
    expect((await handle.db.select().from(leads)).length).toBe(before)
  })

  it('the same idempotency key, sent twice at the same moment, stores one lead and answers one id', async () => {
    const body = { ...callback(), idempotencyKey: `key-${Date.now()}-same` }
    const responses = await Promise.all([post(body), post(body), post(body)])
    const ids = await Promise.all(responses.map(async (r) => (await r.json()).id))
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201])
    expect(new Set(ids).size).toBe(1)
    const stored = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.idempotencyKey, body.idempotencyKey))
    expect(stored).toHaveLength(1)
    const outbox = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, ids[0]))
    expect(outbox).toHaveLength(1)
  })

  it('a lead from a phone seen before is stored and linked to the first lead of that phone', async () => {
    const phone = '+91 99000 11223'
    const first = await (await post({ ...callback(), phone })).json()
    const second = await (
      await post({
        ...callback(),
        phone: '099000-11223',
        formType: 'webinar',
        preferredTime: undefined,
        webinarId: 'w1',
      })
    ).json()
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, second.id))
    expect(lead).toMatchObject({ phone: '+919900011223', repeatOf: first.id, formType: 'webinar' })
  })
})
