import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  closeDataRequest,
  confirmEmailLink,
  DATA_REQUEST_RATE_LIMIT,
  eraseLeadsForRequest,
  ERASED_NAME,
  getDataRequest,
  listDataRequests,
  recordPhoneVerification,
  submitDataRequest,
  verifiedMatchingLeads,
} from '@/lib/data/data-requests'
import {
  getDeliveryState,
  insertLead,
  queueUnconfiguredDeliveries,
  type NewLead,
} from '@/lib/data/leads'
import { retryDeadDelivery } from '@/lib/data/staff-leads'
import { openDatabase, type DatabaseHandle } from '@/lib/db/client'
import { leadDeliveries, leads } from '@/lib/db/schema'
import { deliverDue, type DeliveryOptions } from '@/lib/leads/delivery'
import { dataRequestSchema } from '@/lib/validation/data-request'

import { startFakeAppsScript, type FakeAppsScript } from '../support/fake-apps-script'

const fast: DeliveryOptions = {
  timeoutMs: 2000,
  maxAttempts: 3,
  baseDelayMs: 1,
  maxDelayMs: 1,
  leaseMs: 60_000,
}

let sequence = 0

const admin = { email: 'admin@clinic.example', role: 'admin' as const }
const adminViewer = { ...admin, id: 'admin', office: null }

/** A lead of a 17-year-old, with a guardian, campaign tags and a message. */
function lead(email: string, phone: string, overrides: Partial<NewLead> = {}): NewLead {
  sequence += 1
  return {
    formType: 'inquiry',
    name: 'Asha Rao',
    email,
    phone,
    data: {
      name: 'Asha Rao',
      email,
      phone,
      lastAttendedCollege: 'KLE PU College',
      preferredCountries: ['Russia', 'Georgia'],
      message: 'Please call my father',
      studentUnder18: true,
      guardianName: 'Lakshmi Rao',
      guardianPhone: '98450 99999',
      guardianConsent: true,
    },
    consentVersion: '2026-11-22',
    sourcePage: '/contact',
    utm: { source: 'google', campaign: 'neet-2026' },
    referrer: 'https://www.google.com/',
    landingPage: '/universities?utm_source=google',
    idempotencyKey: `erasure-test-${sequence}-${Date.now()}`,
    ...overrides,
  }
}

function request(email?: string, phone?: string) {
  const parsed = dataRequestSchema.safeParse({
    kind: 'erasure',
    name: 'Asha Rao',
    email,
    phone,
    details: 'Please delete everything you hold about me.',
  })
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

describe('data requests and erasure (PGlite)', () => {
  let handle: DatabaseHandle
  let fake: FakeAppsScript | undefined

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite-memory' })
  })
  afterAll(async () => {
    await handle.close()
  })
  afterEach(async () => {
    await fake?.close()
    fake = undefined
  })

  it('stores a request, lists it as open, and closes it with who and what', async () => {
    const stored = await submitDataRequest(
      handle.db,
      request('Asha.Rao@Example.com', '98450 12345'),
      '10.0.0.1',
    )
    expect(stored.ok).toBe(true)
    const id = (stored as { id: string }).id
    const row = await getDataRequest(handle.db, id)
    expect(row).toMatchObject({
      kind: 'erasure',
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '+919845012345',
      details: 'Please delete everything you hold about me.',
      status: 'open',
    })
    expect((await listDataRequests(handle.db, adminViewer, 'open')).map((r) => r.id)).toContain(id)

    expect(await closeDataRequest(handle.db, id, 'Erased 2 leads.', 'staff@clinic.example')).toBe(
      true,
    )
    expect(await closeDataRequest(handle.db, id, 'Again', 'staff@clinic.example')).toBe(false)
    expect(await getDataRequest(handle.db, id)).toMatchObject({
      status: 'closed',
      resolution: 'Erased 2 leads.',
      closedBy: 'staff@clinic.example',
    })
    expect((await listDataRequests(handle.db, adminViewer, 'closed')).map((r) => r.id)).toContain(
      id,
    )
    expect((await listDataRequests(handle.db, adminViewer, 'open')).map((r) => r.id)).not.toContain(
      id,
    )
  })

  it('limits requests per address', async () => {
    for (let i = 0; i < DATA_REQUEST_RATE_LIMIT.limit; i++) {
      expect((await submitDataRequest(handle.db, request('a@example.com'), '10.0.0.9')).ok).toBe(
        true,
      )
    }
    const refused = await submitDataRequest(handle.db, request('a@example.com'), '10.0.0.9')
    expect(refused.ok).toBe(false)
  })

  it('erases only the matching leads: name marked, contact, campaign and personal fields gone', async () => {
    const email = `erase-${Date.now()}@example.com`
    const first = await insertLead(handle.db, lead(email, '+919845011111'), 'unconfigured')
    const second = await insertLead(
      handle.db,
      lead('other@example.com', '+919845011111'),
      'unconfigured',
    )
    const stranger = await insertLead(
      handle.db,
      lead('stranger@example.com', '+919845022222'),
      'unconfigured',
    )
    const stored = await submitDataRequest(
      handle.db,
      request(email.toUpperCase(), '98450 11111'),
      '10.0.0.2',
    )
    if (!stored.ok || !stored.emailLink) throw new Error('no link issued')
    const requestId = stored.id
    expect(await confirmEmailLink(handle.db, stored.emailLink.token)).toEqual({
      ok: true,
      requestId,
    })
    expect(
      await recordPhoneVerification(handle.db, requestId, 'Called; she confirmed.', admin.email),
    ).toBe('recorded')
    const matches = await verifiedMatchingLeads(handle.db, requestId)
    expect(matches.map((m) => m.id).sort()).toEqual([first.id, second.id].sort())

    // A lead id that does not match the request is never erased, and nothing is when one is sent.
    const now = new Date('2026-11-25T10:00:00Z')
    expect(
      await eraseLeadsForRequest(handle.db, {
        requestId,
        leadIds: [first.id, second.id, stranger.id],
        staff: admin,
        now,
      }),
    ).toEqual({ ok: false, reason: 'not-matching' })
    const erased = await eraseLeadsForRequest(handle.db, {
      requestId,
      leadIds: [first.id, second.id],
      staff: admin,
      now,
    })
    expect(erased.ok && erased.erased).toEqual([first.id, second.id].sort())

    const [after] = await handle.db.select().from(leads).where(eq(leads.id, first.id))
    expect(after).toMatchObject({
      name: ERASED_NAME,
      email: null,
      phone: null,
      utm: null,
      referrer: null,
      landingPage: null,
      data: { preferredCountries: ['Russia', 'Georgia'] },
    })
    expect(after!.erasedAt?.toISOString()).toBe(now.toISOString())
    expect(JSON.stringify(after)).not.toMatch(/Asha|Lakshmi|98450|KLE|father|google/)
    expect((await getDeliveryState(handle.db, first.id))?.lastError).toBe(
      "Erased on 2026-11-25 at the person's request; its personal data is no longer sent",
    )
    const [untouched] = await handle.db.select().from(leads).where(eq(leads.id, stranger.id))
    expect(untouched).toMatchObject({ name: 'Asha Rao', email: 'stranger@example.com' })
    expect(await verifiedMatchingLeads(handle.db, requestId)).toEqual([])
  })

  it('the outbox never sends an erased lead: pending, unconfigured then queued, or dead and retried', async () => {
    fake = await startFakeAppsScript()
    const config = { url: fake.url, secret: fake.secret }
    const email = `outbox-${Date.now()}@example.com`
    const pending = await insertLead(handle.db, lead(email, '+919845033333'), 'pending')
    const unconfigured = await insertLead(handle.db, lead(email, '+919845033333'), 'unconfigured')
    const dead = await insertLead(handle.db, lead(email, '+919845033333'), 'pending')
    await handle.db
      .update(leadDeliveries)
      .set({ state: 'dead' })
      .where(eq(leadDeliveries.leadId, dead.id))
    const control = await insertLead(
      handle.db,
      lead(`control-${Date.now()}@example.com`, '+919845044444'),
      'pending',
    )

    const stored = await submitDataRequest(handle.db, request(email), '10.0.0.3')
    if (!stored.ok || !stored.emailLink) throw new Error('no link issued')
    expect((await confirmEmailLink(handle.db, stored.emailLink.token)).ok).toBe(true)
    const ids = (await verifiedMatchingLeads(handle.db, stored.id)).map((m) => m.id)
    expect(ids.sort()).toEqual([pending.id, unconfigured.id, dead.id].sort())
    const erased = await eraseLeadsForRequest(handle.db, {
      requestId: stored.id,
      leadIds: ids,
      staff: admin,
    })
    expect(erased.ok && erased.erased).toHaveLength(3)

    await queueUnconfiguredDeliveries(handle.db)
    expect(await retryDeadDelivery(handle.db, dead.id)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 5))
    // Everything due goes (earlier tests' leads that were not erased included), but none of
    // the erased leads, whatever their state was.
    await deliverDue(handle.db, config, fast)
    const sent = fake.received.map((r) => r.body.leadId)
    expect(sent).toContain(control.id)
    for (const id of ids) expect(sent).not.toContain(id)
    expect(JSON.stringify(fake.received)).not.toContain(email)
    expect(await deliverDue(handle.db, config, fast, { leadIds: ids })).toEqual({
      delivered: 0,
      failed: 0,
    })

    // The outbox rows keep their state, with the note.
    expect(await getDeliveryState(handle.db, pending.id)).toMatchObject({
      state: 'pending',
      lastError: expect.stringMatching(/^Erased on \d{4}-\d{2}-\d{2} at the person's request/),
    })
    expect(await getDeliveryState(handle.db, unconfigured.id)).toMatchObject({
      state: 'unconfigured',
    })
    expect(await getDeliveryState(handle.db, dead.id)).toMatchObject({ state: 'dead' })
  })
})
