import 'server-only'

import { randomUUID } from 'node:crypto'

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'

import type { Db } from '@/lib/db/types'
import { leadDeliveries, leads } from '@/lib/db/schema'
import type { DeliveryState, SpamReason } from '@/lib/desk/lead-states'
import { hitRateLimits, type RateLimitHit, type RateLimitResult } from '@/lib/data/rate-limits'

export type NewLead = {
  formType: string
  name: string
  email?: string
  phone?: string
  data: Record<string, unknown>
  sourcePage?: string
  utm?: Record<string, string>
  referrer?: string
  landingPage?: string
  consentVersion: string
  idempotencyKey?: string
  /** Set for a post that looks like a bot's: stored, and held back from the sheet. */
  suspectedSpam?: SpamReason
}

/** Stores one lead and its outbox row; the rules are insertLeads'. */
export async function insertLead(
  db: Db,
  lead: NewLead,
  deliveryState: Extract<DeliveryState, 'pending' | 'unconfigured'>,
): Promise<{ id: string; duplicate: boolean }> {
  const [result] = await insertLeads(db, [{ lead, deliveryState }])
  return result!
}

export type LeadWrite = {
  lead: NewLead
  deliveryState: Extract<DeliveryState, 'pending' | 'unconfigured'>
}

/**
 * Stores many leads in one transaction, with the same rules as insertLead: one lead per
 * idempotency key (within the batch too), each new lead linked to the earliest lead of its
 * phone that is not suspected spam (an earlier one in the same batch included), and each with
 * its outbox row, which holds a suspected-spam lead back from the sheet ('held').
 */
export async function insertLeads(
  db: Db,
  writes: LeadWrite[],
): Promise<{ id: string; duplicate: boolean }[]> {
  return db.transaction((tx) => writeLeads(tx, writes))
}

export type LeadAdmission = { hit: RateLimitHit; write?: LeadWrite }
export type Admitted = { limit: RateLimitResult; lead?: { id: string; duplicate: boolean } }

/**
 * The intake's one transaction for many requests: each request counts against its rate
 * limit, and the leads of the requests still allowed are stored with insertLeads' rules.
 * Requests arriving together therefore cost one commit.
 */
export async function admitLeads(
  db: Db,
  admissions: LeadAdmission[],
  now: Date = new Date(),
): Promise<Admitted[]> {
  return db.transaction(async (tx) => {
    const limits = await hitRateLimits(
      tx,
      admissions.map((a) => a.hit),
      now,
    )
    const admitted = admissions.map((a, i) => (limits[i]!.allowed ? a.write : undefined))
    const writes = admitted.filter((write) => write !== undefined)
    const stored = writes.length > 0 ? await writeLeads(tx, writes) : []
    let next = 0
    return admitted.map((write, i) => ({
      limit: limits[i]!,
      lead: write ? stored[next++] : undefined,
    }))
  })
}

const rowsOf = <T>(result: unknown): T[] =>
  (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as T[]

async function writeLeads(
  tx: Db,
  writes: LeadWrite[],
): Promise<{ id: string; duplicate: boolean }[]> {
  const keys = [
    ...new Set(writes.flatMap((w) => (w.lead.idempotencyKey ? [w.lead.idempotencyKey] : []))),
  ]
  const phones = [...new Set(writes.flatMap((w) => (w.lead.phone ? [w.lead.phone] : [])))]
  // One statement finds both the leads already stored under these keys and the earliest
  // lead of each phone.
  const lookups = [
    ...(keys.length > 0
      ? [
          sql`(select 'key' as kind, idempotency_key as value, id from leads where idempotency_key in ${keys})`,
        ]
      : []),
    ...(phones.length > 0
      ? [
          sql`(select distinct on (phone) 'phone' as kind, phone as value, id from leads where phone in ${phones} and suspected_spam is null order by phone, created_at asc)`,
        ]
      : []),
  ]
  const byKey = new Map<string, string>()
  const firstByPhone = new Map<string, string>()
  if (lookups.length > 0) {
    const found = rowsOf<{ kind: 'key' | 'phone'; value: string; id: string }>(
      await tx.execute(sql.join(lookups, sql` union all `)),
    )
    for (const row of found) (row.kind === 'key' ? byKey : firstByPhone).set(row.value, row.id)
  }

  const results: { id: string; duplicate: boolean }[] = []
  const rows: (typeof leads.$inferInsert)[] = []
  const outbox: (typeof leadDeliveries.$inferInsert)[] = []
  for (const { lead, deliveryState } of writes) {
    const known = lead.idempotencyKey ? byKey.get(lead.idempotencyKey) : undefined
    if (known) {
      results.push({ id: known, duplicate: true })
      continue
    }
    const id = randomUUID()
    if (lead.idempotencyKey) byKey.set(lead.idempotencyKey, id)
    const repeatOf = lead.phone ? (firstByPhone.get(lead.phone) ?? null) : null
    if (lead.phone && !repeatOf && !lead.suspectedSpam) firstByPhone.set(lead.phone, id)
    rows.push({ ...lead, id, repeatOf })
    const state = lead.suspectedSpam ? 'held' : deliveryState
    outbox.push({
      leadId: id,
      state,
      lastError: state === 'unconfigured' ? 'Google Sheets webhook URL not configured' : null,
    })
    results.push({ id, duplicate: false })
  }
  if (rows.length === 0) return results

  const inserted = await tx
    .insert(leads)
    .values(rows)
    .onConflictDoNothing({ target: leads.idempotencyKey })
    .returning({ id: leads.id })
  const insertedIds = new Set(inserted.map((row) => row.id))
  if (insertedIds.size < rows.length) {
    // Another process committed the same key meanwhile: answer with its lead.
    const lost = rows.filter((row) => !insertedIds.has(row.id!))
    const winners = await tx
      .select({ id: leads.id, key: leads.idempotencyKey })
      .from(leads)
      .where(
        inArray(
          leads.idempotencyKey,
          lost.map((row) => row.idempotencyKey!),
        ),
      )
    const winnerByKey = new Map(winners.map((w) => [w.key!, w.id]))
    for (const result of results) {
      const row = lost.find((r) => r.id === result.id)
      if (row) Object.assign(result, { id: winnerByKey.get(row.idempotencyKey!)!, duplicate: true })
    }
  }
  const kept = outbox.filter((row) => insertedIds.has(row.leadId))
  if (kept.length > 0) await tx.insert(leadDeliveries).values(kept)
  return results
}

/** Outbox rows whose lead was erased at the person's request: never sent again. */
export const notErased = sql`not exists (select 1 from ${leads} where ${leads.id} = ${leadDeliveries.leadId} and ${leads.erasedAt} is not null)`

export type DeliveryJob = {
  leadId: string
  attempts: number
  lead: typeof leads.$inferSelect
}

/**
 * Claims due deliveries (or the given leads) for `leaseMs`: while claimed, no other worker
 * picks them up; if this worker dies, the lease runs out and the sweeper tries again.
 */
export async function claimDeliveries(
  db: Db,
  options: { limit: number; leaseMs: number; leadIds?: string[]; now?: Date },
): Promise<DeliveryJob[]> {
  const now = options.now ?? new Date()
  const leaseUntil = new Date(now.getTime() + options.leaseMs)
  const due = db
    .select({ leadId: leadDeliveries.leadId })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.state, 'pending'),
        lte(leadDeliveries.nextAttemptAt, now),
        notErased,
        options.leadIds ? inArray(leadDeliveries.leadId, options.leadIds) : undefined,
      ),
    )
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(leadDeliveries)
    .set({ nextAttemptAt: leaseUntil, updatedAt: now })
    .where(inArray(leadDeliveries.leadId, due))
    .returning({ leadId: leadDeliveries.leadId, attempts: leadDeliveries.attempts })
  if (claimed.length === 0) return []
  const rows = await db
    .select()
    .from(leads)
    .where(
      inArray(
        leads.id,
        claimed.map((c) => c.leadId),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return claimed.flatMap((c) => {
    const lead = byId.get(c.leadId)
    return lead ? [{ leadId: c.leadId, attempts: c.attempts, lead }] : []
  })
}

export async function markDelivered(
  db: Db,
  leadIds: string | string[],
  now: Date = new Date(),
): Promise<void> {
  const ids = Array.isArray(leadIds) ? leadIds : [leadIds]
  if (ids.length === 0) return
  await db
    .update(leadDeliveries)
    .set({
      state: 'delivered',
      attempts: sql`${leadDeliveries.attempts} + 1`,
      deliveredAt: now,
      lastError: null,
      updatedAt: now,
    })
    .where(inArray(leadDeliveries.leadId, ids))
}

export async function markFailed(
  db: Db,
  leadId: string,
  failure: { error: string; nextAttemptAt: Date | null },
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({
      state: failure.nextAttemptAt ? 'pending' : 'dead',
      attempts: sql`${leadDeliveries.attempts} + 1`,
      lastError: failure.error.slice(0, 1000),
      nextAttemptAt: failure.nextAttemptAt ?? now,
      updatedAt: now,
    })
    .where(eq(leadDeliveries.leadId, leadId))
}

/** Once a webhook is configured, leads stored without one join the queue. */
export async function queueUnconfiguredDeliveries(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(leadDeliveries)
    .set({ state: 'pending', nextAttemptAt: now, lastError: null, updatedAt: now })
    .where(and(eq(leadDeliveries.state, 'unconfigured'), notErased))
    .returning({ leadId: leadDeliveries.leadId })
  return rows.length
}

export async function getDeliveryState(db: Db, leadId: string) {
  const [row] = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId))
  return row
}
