import 'server-only'

import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'

import type { Db } from '@/lib/db/types'
import { dataRequests, leadDeliveries, leads, type DataRequestKind } from '@/lib/db/schema'
import { hitRateLimits } from '@/lib/data/rate-limits'
import type { DataRequest } from '@/lib/validation/data-request'
import { toE164 } from '@/lib/validation/phone'

/**
 * People's requests about their own data (DPDP Act 2023 ss.11-13) and the erasure of their
 * leads. Every staff caller checks the session first.
 */

export const DATA_REQUEST_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 }

/** The name an erased lead keeps, so lists still show that a lead was there. */
export const ERASED_NAME = '[erased]'

/**
 * The form fields an erased lead keeps: what was asked about (a country, a university, a
 * webinar, the kind of request), never who asked or anything they wrote. Without a name,
 * e-mail or phone these no longer point at a person, and they keep the counts staff report
 * on (which countries are asked about) true.
 */
export const KEPT_AFTER_ERASURE = [
  'requestType',
  'webinarId',
  'webinarTitle',
  'country',
  'countryName',
  'preferredCountry',
  'preferredCountries',
  'university',
  'universityId',
  'universityName',
] as const

/** Stores a request unless the address has sent too many this hour (one transaction). */
export async function submitDataRequest(
  db: Db,
  request: DataRequest,
  clientAddress: string,
  now: Date = new Date(),
): Promise<{ ok: true; id: string } | { ok: false; retryAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    const [limit] = await hitRateLimits(
      tx,
      [{ key: `data-requests:${clientAddress}`, ...DATA_REQUEST_RATE_LIMIT }],
      now,
    )
    if (!limit!.allowed) return { ok: false, retryAfterSeconds: limit!.retryAfterSeconds }
    const [row] = await tx
      .insert(dataRequests)
      .values({
        kind: request.kind,
        name: request.name,
        email: request.email?.toLowerCase() ?? null,
        phone: request.phone ? toE164(request.phone) : null,
        details: request.details ?? '',
      })
      .returning({ id: dataRequests.id })
    return { ok: true, id: row!.id }
  })
}

export type DataRequestRow = typeof dataRequests.$inferSelect

/** Open requests oldest first (the 90-day clock runs), then closed ones newest first. */
export async function listDataRequests(db: Db, status: 'open' | 'closed', limit = 200) {
  return db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.status, status))
    .orderBy(status === 'open' ? asc(dataRequests.createdAt) : desc(dataRequests.closedAt))
    .limit(limit)
}

export async function countOpenDataRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(dataRequests)
    .where(eq(dataRequests.status, 'open'))
  return row?.count ?? 0
}

export async function getDataRequest(db: Db, id: string): Promise<DataRequestRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id))
  return row
}

/** The condition "this lead has the e-mail or phone the request gave". */
function matching(request: { email: string | null; phone: string | null }): SQL | undefined {
  const conditions: SQL[] = []
  if (request.email) conditions.push(sql`lower(${leads.email}) = ${request.email.toLowerCase()}`)
  const phone = request.phone ? toE164(request.phone) : null
  if (phone) conditions.push(eq(leads.phone, phone))
  return conditions.length > 0 ? or(...conditions) : undefined
}

/** The leads not yet erased that carry the request's e-mail or phone: shown before erasing. */
export async function matchingLeads(
  db: Db,
  request: { email: string | null; phone: string | null },
) {
  const match = matching(request)
  if (!match) return []
  return db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      formType: leads.formType,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      status: leads.status,
      delivery: leadDeliveries.state,
    })
    .from(leads)
    .leftJoin(leadDeliveries, eq(leadDeliveries.leadId, leads.id))
    .where(and(match, isNull(leads.erasedAt)))
    .orderBy(desc(leads.createdAt))
    .limit(500)
}

/** The note an erased lead's outbox row carries. */
export function erasureNote(erasedAt: Date): string {
  return `Erased on ${erasedAt.toISOString().slice(0, 10)} at the person's request; its personal data is no longer sent`
}

/**
 * Erases the given leads of a request, and only those that still match its e-mail or phone:
 * the name becomes "[erased]", e-mail, phone, referrer, landing page and campaign tags go,
 * and the form fields keep only KEPT_AFTER_ERASURE. The outbox row keeps its state and gets
 * a note; the delivery code never sends an erased lead. Returns the ids erased.
 */
export async function eraseLeadsForRequest(
  db: Db,
  requestId: string,
  leadIds: string[],
  now: Date = new Date(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(dataRequests).where(eq(dataRequests.id, requestId))
    const match = request ? matching(request) : undefined
    if (!match || leadIds.length === 0) return []
    const kept = sql.join(
      KEPT_AFTER_ERASURE.map((key) => sql`${key}`),
      sql`, `,
    )
    const erased = await tx
      .update(leads)
      .set({
        name: ERASED_NAME,
        email: null,
        phone: null,
        data: sql`coalesce((select jsonb_object_agg(key, value) from jsonb_each(${leads.data}) where key in (${kept})), '{}'::jsonb)`,
        utm: null,
        referrer: null,
        landingPage: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(and(inArray(leads.id, leadIds), match, isNull(leads.erasedAt)))
      .returning({ id: leads.id })
    const ids = erased.map((row) => row.id)
    if (ids.length > 0) {
      await tx
        .update(leadDeliveries)
        .set({ lastError: erasureNote(now), updatedAt: now })
        .where(inArray(leadDeliveries.leadId, ids))
    }
    return ids
  })
}

/** Closes an open request with what was done and who did it; false if it was not open. */
export async function closeDataRequest(
  db: Db,
  id: string,
  resolution: string,
  closedBy: string,
  now: Date = new Date(),
): Promise<boolean> {
  const closed = await db
    .update(dataRequests)
    .set({ status: 'closed', resolution, closedBy, closedAt: now, updatedAt: now })
    .where(and(eq(dataRequests.id, id), ne(dataRequests.status, 'closed')))
    .returning({ id: dataRequests.id })
  return closed.length > 0
}

export type { DataRequestKind }
