import 'server-only'

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'

import type { Db } from '@/lib/db/types'
import { leadDeliveries, leads, type DeliveryState } from '@/lib/db/schema'

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
}

/**
 * Stores a lead and its outbox row in one transaction. The same idempotency key, even from
 * two requests at once, yields one lead: the second insert does nothing and the first one's
 * id is returned. A lead from a phone seen before is linked to the earliest lead of that phone.
 */
export async function insertLead(
  db: Db,
  lead: NewLead,
  deliveryState: Extract<DeliveryState, 'pending' | 'unconfigured'>,
): Promise<{ id: string; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    if (lead.idempotencyKey) {
      const [existing] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.idempotencyKey, lead.idempotencyKey))
      if (existing) return { id: existing.id, duplicate: true }
    }
    const [earlier] = lead.phone
      ? await tx
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.phone, lead.phone))
          .orderBy(asc(leads.createdAt))
          .limit(1)
      : []
    const [inserted] = await tx
      .insert(leads)
      .values({ ...lead, repeatOf: earlier?.id ?? null })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id })
    if (!inserted) {
      // Another request with the same key committed first.
      const [winner] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.idempotencyKey, lead.idempotencyKey!))
      if (!winner) throw new Error('Idempotency conflict without a stored lead')
      return { id: winner.id, duplicate: true }
    }
    await tx.insert(leadDeliveries).values({
      leadId: inserted.id,
      state: deliveryState,
      lastError:
        deliveryState === 'unconfigured' ? 'Google Sheets webhook URL not configured' : null,
    })
    return { id: inserted.id, duplicate: false }
  })
}

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

export async function markDelivered(db: Db, leadId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({
      state: 'delivered',
      attempts: sql`${leadDeliveries.attempts} + 1`,
      deliveredAt: now,
      lastError: null,
      updatedAt: now,
    })
    .where(eq(leadDeliveries.leadId, leadId))
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
    .where(eq(leadDeliveries.state, 'unconfigured'))
    .returning({ leadId: leadDeliveries.leadId })
  return rows.length
}

export async function getDeliveryState(db: Db, leadId: string) {
  const [row] = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId))
  return row
}
