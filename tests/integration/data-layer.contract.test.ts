import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { builtInRates } from '@/data/exchange-rates'
import { listRateHistory, recordRate, selectCurrentRates } from '@/lib/data/exchange-rates'
import { admitLeads, insertLeads } from '@/lib/data/leads'
import { hitRateLimit, hitRateLimits, pruneRateLimits } from '@/lib/data/rate-limits'
import { openDatabase, type DatabaseHandle } from '@/lib/db/client'
import { leadDeliveries, leads, rateLimits, universities, users } from '@/lib/db/schema'

import { testBackends } from '../support/backends'

const TABLES = [
  'data_request_erasures',
  'data_request_exports',
  'data_request_tokens',
  'data_request_verifications',
  'data_requests',
  'desk_digests',
  'exchange_rates',
  'fact_checks',
  'fact_digests',
  'gallery_items',
  'lead_deliveries',
  'lead_events',
  'lead_routing_rules',
  'lead_status_changes',
  'lead_sub_statuses',
  'leads',
  'mail_outbox',
  'message_templates',
  'people',
  'post_slug_redirects',
  'posts',
  'rate_limits',
  'sessions',
  'site_claims',
  'staff_profiles',
  'universities',
  'uploads',
  'users',
  'webinar_sessions',
]

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
function rowsOf<T>(result: unknown): T[] {
  return (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as T[]
}

const backends = testBackends()

describe.each(backends)('data layer on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }

  beforeAll(async () => {
    handle = await open()
  })
  afterAll(async () => {
    await handle?.close()
    await handle?.drop?.()
  })

  it('creates every table of the schema from the migrations', async () => {
    const rows = rowsOf<{ table_name: string }>(
      await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    )
    expect(rows.map((row) => row.table_name)).toEqual(TABLES)
  })

  it('keeps every exchange rate as history and converts with the newest reading of each currency', async () => {
    expect(await selectCurrentRates(handle.db)).toEqual(builtInRates)
    await recordRate(
      handle.db,
      { currency: 'USD', inr: 92.5, readOn: '2026-11-20', source: 'RBI' },
      'a@x',
    )
    // Read earlier, recorded later: the reading of the later day stays in force.
    await recordRate(
      handle.db,
      { currency: 'USD', inr: 91, readOn: '2026-10-01', source: 'RBI' },
      'b@x',
    )
    await recordRate(
      handle.db,
      { currency: 'MYR', inr: 21.9, readOn: '2026-11-21', source: 'BNM' },
      'a@x',
    )
    const current = await selectCurrentRates(handle.db)
    expect(current.find((rate) => rate.currency === 'USD')).toEqual({
      currency: 'USD',
      inr: 92.5,
      readOn: '2026-11-20',
      source: 'RBI',
    })
    expect(current.find((rate) => rate.currency === 'MYR')?.inr).toBe(21.9)
    expect(current.find((rate) => rate.currency === 'EUR')).toEqual(
      builtInRates.find((rate) => rate.currency === 'EUR'),
    )
    const history = await listRateHistory(handle.db)
    expect(history.map((rate) => [rate.currency, rate.inr, rate.recordedBy])).toEqual([
      ['MYR', 21.9, 'a@x'],
      ['USD', 92.5, 'a@x'],
      ['USD', 91, 'b@x'],
    ])
    // The database refuses a rate of zero or less whatever the form let through.
    await expect(
      recordRate(handle.db, { currency: 'EUR', inr: 0, readOn: '2026-11-20', source: 'x' }, 'a@x'),
    ).rejects.toThrow()
  })

  it('counts rate-limit hits per key and refuses past the limit with a Retry-After', async () => {
    const now = new Date('2026-11-22T10:00:00Z')
    const results = []
    for (let i = 0; i < 4; i += 1)
      results.push(await hitRateLimit(handle.db, 'ip:a', 3, 60_000, now))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterSeconds).toBe(60)
    const other = await hitRateLimit(handle.db, 'ip:b', 3, 60_000, now)
    expect(other).toMatchObject({ allowed: true, remaining: 2 })
  })

  it('starts a new window once the old one has passed', async () => {
    const start = new Date('2026-11-22T11:00:00Z')
    await hitRateLimit(handle.db, 'ip:window', 1, 60_000, start)
    const blocked = await hitRateLimit(
      handle.db,
      'ip:window',
      1,
      60_000,
      new Date(start.getTime() + 30_000),
    )
    expect(blocked).toMatchObject({ allowed: false, retryAfterSeconds: 30 })
    const later = await hitRateLimit(
      handle.db,
      'ip:window',
      1,
      60_000,
      new Date(start.getTime() + 61_000),
    )
    expect(later).toMatchObject({ allowed: true, remaining: 0 })
  })

  it('counts concurrent hits exactly once each', async () => {
    const now = new Date('2026-11-22T12:00:00Z')
    await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(handle.db, 'ip:burst', 100, 60_000, now)),
    )
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'ip:burst'))
    expect(row?.count).toBe(25)
  })

  it('prunes windows that ended before a given time', async () => {
    await hitRateLimit(handle.db, 'ip:old', 5, 60_000, new Date('2020-01-01T00:00:00Z'))
    const removed = await pruneRateLimits(handle.db, new Date('2021-01-01T00:00:00Z'))
    expect(removed).toBeGreaterThanOrEqual(1)
    const left = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'ip:old'))
    expect(left).toEqual([])
  })

  it('keeps one lead per idempotency key', async () => {
    await handle.db
      .insert(leads)
      .values({ formType: 'callback', name: 'Asha', idempotencyKey: 'k-1' })
    await expect(
      handle.db.insert(leads).values({ formType: 'callback', name: 'Asha', idempotencyKey: 'k-1' }),
    ).rejects.toThrow()
    const stored = await handle.db.select().from(leads).where(eq(leads.idempotencyKey, 'k-1'))
    expect(stored).toHaveLength(1)
  })

  it('writes a lead and its outbox row in one transaction, or neither', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        const [lead] = await tx
          .insert(leads)
          .values({ formType: 'webinar', name: 'Ravi', data: { webinarId: 'w1' } })
          .returning({ id: leads.id })
        await tx.insert(leadDeliveries).values({ leadId: lead!.id })
        throw new Error('abort after both inserts')
      }),
    ).rejects.toThrow('abort after both inserts')
    expect(await handle.db.select().from(leads).where(eq(leads.name, 'Ravi'))).toEqual([])

    const id = await handle.db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({ formType: 'webinar', name: 'Ravi', data: { webinarId: 'w1' } })
        .returning({ id: leads.id })
      await tx.insert(leadDeliveries).values({ leadId: lead!.id })
      return lead!.id
    })
    const [delivery] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, id))
    expect(delivery).toMatchObject({ state: 'pending', attempts: 0 })
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id))
    expect(lead?.data).toEqual({ webinarId: 'w1' })

    await handle.db.delete(leads).where(eq(leads.id, id))
    expect(
      await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)),
    ).toEqual([])
  })

  it('stores a batch of leads with the single-lead rules: keys, repeat phones, outbox rows', async () => {
    const base = { formType: 'callback', data: {}, consentVersion: 'v1' }
    const [earlier] = await insertLeads(handle.db, [
      { lead: { ...base, name: 'First', phone: '+919811100000' }, deliveryState: 'pending' },
    ])
    const results = await insertLeads(handle.db, [
      {
        lead: { ...base, name: 'A', phone: '+919811100000', idempotencyKey: 'batch-key-1' },
        deliveryState: 'pending',
      },
      {
        lead: { ...base, name: 'A again', phone: '+919811100000', idempotencyKey: 'batch-key-1' },
        deliveryState: 'pending',
      },
      { lead: { ...base, name: 'B', phone: '+919822200000' }, deliveryState: 'unconfigured' },
      { lead: { ...base, name: 'B later', phone: '+919822200000' }, deliveryState: 'unconfigured' },
    ])
    expect(results.map((r) => r.duplicate)).toEqual([false, true, false, false])
    expect(results[1]!.id).toBe(results[0]!.id)
    const rows = await handle.db
      .select()
      .from(leads)
      .where(
        inArray(
          leads.id,
          results.map((r) => r.id),
        ),
      )
    const byName = new Map(rows.map((row) => [row.name, row]))
    expect(byName.get('A')?.repeatOf).toBe(earlier!.id)
    expect(byName.get('B')?.repeatOf).toBeNull()
    expect(byName.get('B later')?.repeatOf).toBe(byName.get('B')!.id)
    expect(byName.has('A again')).toBe(false)
    const outbox = await handle.db
      .select()
      .from(leadDeliveries)
      .where(
        inArray(
          leadDeliveries.leadId,
          rows.map((row) => row.id),
        ),
      )
    expect(outbox.map((o) => o.state).sort()).toEqual(['pending', 'unconfigured', 'unconfigured'])
    // A key already stored answers with the stored lead.
    const [again] = await insertLeads(handle.db, [
      {
        lead: { ...base, name: 'A third time', idempotencyKey: 'batch-key-1' },
        deliveryState: 'pending',
      },
    ])
    expect(again).toEqual({ id: results[0]!.id, duplicate: true })
  })

  it('admits a batch in one transaction: a request over its limit stores nothing', async () => {
    const now = new Date('2026-11-22T14:00:00Z')
    const base = { formType: 'callback', data: {}, consentVersion: 'v1' }
    const hit = { key: 'admit:a', limit: 2, windowMs: 60_000 }
    const results = await admitLeads(
      handle.db,
      [
        { hit, write: { lead: { ...base, name: 'Admit one' }, deliveryState: 'pending' } },
        { hit },
        { hit, write: { lead: { ...base, name: 'Admit three' }, deliveryState: 'pending' } },
      ],
      now,
    )
    expect(results.map((r) => r.limit.allowed)).toEqual([true, true, false])
    expect(results[0]!.lead).toMatchObject({ duplicate: false })
    expect(results[1]!.lead).toBeUndefined()
    expect(results[2]!.lead).toBeUndefined()
    const stored = await handle.db
      .select({ name: leads.name })
      .from(leads)
      .where(inArray(leads.name, ['Admit one', 'Admit three']))
    expect(stored).toEqual([{ name: 'Admit one' }])
    const [outbox] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, results[0]!.lead!.id))
    expect(outbox).toMatchObject({ state: 'pending' })
  })

  it('counts a batch of rate-limit hits as if they came one by one', async () => {
    const now = new Date('2026-11-22T13:00:00Z')
    const hits = [
      ...Array.from({ length: 4 }, () => ({ key: 'batch:a', limit: 3, windowMs: 60_000 })),
      { key: 'batch:b', limit: 3, windowMs: 60_000 },
    ]
    const results = await hitRateLimits(handle.db, hits, now)
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, true])
    const next = await hitRateLimits(
      handle.db,
      [{ key: 'batch:b', limit: 3, windowMs: 60_000 }],
      now,
    )
    expect(next[0]).toMatchObject({ allowed: true, remaining: 1 })
  })

  it('refuses a second account with the same e-mail in another case', async () => {
    await handle.db.insert(users).values({ email: 'Counsellor@Example.com', passwordHash: 'x' })
    await expect(
      handle.db.insert(users).values({ email: 'counsellor@example.com', passwordHash: 'y' }),
    ).rejects.toThrow()
  })

  it('keeps integer university ids that were inserted explicitly, and refuses a rating above 5', async () => {
    await handle.db
      .insert(universities)
      .values({ id: 13, name: 'Featured University', country: 'russia' })
    const [row] = await handle.db.select().from(universities).where(eq(universities.id, 13))
    expect(row).toMatchObject({
      id: 13,
      rating: 4.5,
      category: 'Medical',
      published: true,
      recognition: [],
    })
    await expect(
      handle.db.insert(universities).values({ id: 14, name: 'Bad', country: 'russia', rating: 7 }),
    ).rejects.toThrow()
  })

  it('records each applied migration once', async () => {
    const rows = rowsOf<{ n: number; distinct_hashes: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
      ),
    )
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1)
    expect(rows[0]?.n).toBe(rows[0]?.distinct_hashes)
  })
})

describe('PGlite in a DATA_DIR', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-pglite-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('keeps what was written after it is closed and opened again', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir })
    await first.db
      .insert(leads)
      .values({ formType: 'inquiry', name: 'Meera', phone: '+919876543210' })
    await first.close()

    const second = await openDatabase({ kind: 'pglite', dataDir: dir })
    const rows = await second.db.select().from(leads)
    await second.close()
    expect(rows.map((row) => row.name)).toEqual(['Meera'])
  })

  it('holds the folder lock while open and releases it on close', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir })
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true)
    await handle.close()
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
  })
})
