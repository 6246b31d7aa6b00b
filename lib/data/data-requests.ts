import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'

import { mayEnter } from '@/lib/staff/roles'
import { leadScope, type Viewer } from '@/lib/data/desk'
import type { Staff } from '@/lib/staff/types'
import type { Db } from '@/lib/db/types'
import {
  dataRequestErasures,
  dataRequests,
  dataRequestTokens,
  dataRequestVerifications,
  leadDeliveries,
  leadEvents,
  leads,
  leadStatusChanges,
  mailOutbox,
  type DataRequestKind,
  type VerifiedChannel,
} from '@/lib/db/schema'
import { hitRateLimits } from '@/lib/data/rate-limits'
import { dayInIndia } from '@/lib/dates'
import type { DataRequest } from '@/lib/validation/data-request'
import { EMAIL_LINK_HOURS, LEADS_SHOWN_LIMIT } from '@/lib/validation/data-request-rules'
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

export const EMAIL_LINK_TTL_MS = EMAIL_LINK_HOURS * 60 * 60_000

/**
 * Links sent to one e-mail address a day from the public form: a stranger cannot flood a
 * mailbox by sending requests in someone else's name. Past it the request is still stored,
 * without a link; staff can send one from its page.
 */
export const EMAIL_LINK_LIMIT = { limit: 3, windowMs: 24 * 60 * 60_000 }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A link's token as issued: the caller mails it; only its hash is stored. */
export type IssuedEmailLink = { token: string; email: string; expiresAt: Date; requestId: string }

async function issueEmailLink(
  db: Db,
  requestId: string,
  email: string,
  now: Date,
): Promise<IssuedEmailLink> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + EMAIL_LINK_TTL_MS)
  await db
    .insert(dataRequestTokens)
    .values({ tokenHash: hashToken(token), requestId, email, expiresAt, createdAt: now })
  return { token, email, expiresAt, requestId }
}

/**
 * Stores a request unless the address has sent too many this hour (one transaction). When it
 * gives an e-mail, a one-time link for it is issued too (unless that address has had too
 * many today), which the caller mails.
 */
export async function submitDataRequest(
  db: Db,
  request: DataRequest,
  clientAddress: string,
  now: Date = new Date(),
): Promise<
  { ok: true; id: string; emailLink?: IssuedEmailLink } | { ok: false; retryAfterSeconds: number }
> {
  return db.transaction(async (tx) => {
    const [limit] = await hitRateLimits(
      tx,
      [{ key: `data-requests:${clientAddress}`, ...DATA_REQUEST_RATE_LIMIT }],
      now,
    )
    if (!limit!.allowed) return { ok: false, retryAfterSeconds: limit!.retryAfterSeconds }
    const email = request.email?.toLowerCase() ?? null
    const [row] = await tx
      .insert(dataRequests)
      .values({
        kind: request.kind,
        name: request.name,
        email,
        phone: request.phone ? toE164(request.phone) : null,
        details: request.details ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: dataRequests.id })
    if (!email) return { ok: true, id: row!.id }
    const [mailLimit] = await hitRateLimits(
      tx,
      // Counted by the address's hash: a limit's key outlives an erasure, the address must not.
      [{ key: `data-request-mail:${hashToken(email)}`, ...EMAIL_LINK_LIMIT }],
      now,
    )
    if (!mailLimit!.allowed) return { ok: true, id: row!.id }
    return { ok: true, id: row!.id, emailLink: await issueEmailLink(tx, row!.id, email, now) }
  })
}

/**
 * A new link for a request whose e-mail is not verified yet (staff send it when the first
 * one expired or went astray).
 */
export async function newEmailLink(
  db: Db,
  requestId: string,
  now: Date = new Date(),
): Promise<
  | { ok: true; link: IssuedEmailLink }
  | { ok: false; reason: 'not-found' | 'no-email' | 'verified' | 'closed' }
> {
  return db.transaction(async (tx) => {
    const request = await getDataRequest(tx, requestId)
    if (!request) return { ok: false, reason: 'not-found' }
    if (!request.email) return { ok: false, reason: 'no-email' }
    if (request.status === 'closed') return { ok: false, reason: 'closed' }
    if ((await verifiedContacts(tx, requestId)).email) return { ok: false, reason: 'verified' }
    return { ok: true, link: await issueEmailLink(tx, requestId, request.email, now) }
  })
}

export type EmailLinkState = 'live' | 'used' | 'expired' | 'unknown'

/** What a link's token would do now, without using it (the page shown before confirming). */
export async function emailLinkState(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<EmailLinkState> {
  const [row] = await db
    .select({ usedAt: dataRequestTokens.usedAt, expiresAt: dataRequestTokens.expiresAt })
    .from(dataRequestTokens)
    .where(eq(dataRequestTokens.tokenHash, hashToken(token)))
  if (!row) return 'unknown'
  if (row.usedAt) return 'used'
  return row.expiresAt <= now ? 'expired' : 'live'
}

/**
 * Uses a link's token: once, before it expires. The request's e-mail is then verified, and
 * the leads with that e-mail are shown to staff.
 */
export async function confirmEmailLink(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<
  { ok: true; requestId: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' }
> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dataRequestTokens)
      .where(eq(dataRequestTokens.tokenHash, hashToken(token)))
      .for('update')
    if (!row) return { ok: false, reason: 'unknown' }
    if (row.usedAt) return { ok: false, reason: 'used' }
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' }
    await tx
      .update(dataRequestTokens)
      .set({ usedAt: now })
      .where(eq(dataRequestTokens.tokenHash, row.tokenHash))
    await tx
      .insert(dataRequestVerifications)
      .values({
        requestId: row.requestId,
        channel: 'email',
        contact: row.email,
        method: 'link',
        note: `Opened the link sent to ${row.email}`,
        verifiedAt: now,
      })
      .onConflictDoNothing()
    return { ok: true, requestId: row.requestId }
  })
}

/** Staff confirmed, by calling it, that the request's phone belongs to the requester. */
export async function recordPhoneVerification(
  db: Db,
  requestId: string,
  note: string,
  verifiedBy: string,
  now: Date = new Date(),
): Promise<'recorded' | 'already' | 'no-phone' | 'not-found'> {
  return db.transaction(async (tx) => {
    const request = await getDataRequest(tx, requestId)
    if (!request) return 'not-found'
    if (!request.phone) return 'no-phone'
    const inserted = await tx
      .insert(dataRequestVerifications)
      .values({
        requestId,
        channel: 'phone',
        contact: request.phone,
        method: 'staff',
        note,
        verifiedBy,
        verifiedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: dataRequestVerifications.id })
    return inserted.length > 0 ? 'recorded' : 'already'
  })
}

export type DataRequestVerification = typeof dataRequestVerifications.$inferSelect

export async function listVerifications(
  db: Db,
  requestId: string,
): Promise<DataRequestVerification[]> {
  if (!UUID.test(requestId)) return []
  return db
    .select()
    .from(dataRequestVerifications)
    .where(eq(dataRequestVerifications.requestId, requestId))
    .orderBy(asc(dataRequestVerifications.verifiedAt))
}

/** The verified channels of each request, for the list. */
export async function verifiedChannels(
  db: Db,
  requestIds: string[],
): Promise<Map<string, VerifiedChannel[]>> {
  const byRequest = new Map<string, VerifiedChannel[]>()
  if (requestIds.length === 0) return byRequest
  const rows = await db
    .select({
      requestId: dataRequestVerifications.requestId,
      channel: dataRequestVerifications.channel,
    })
    .from(dataRequestVerifications)
    .where(inArray(dataRequestVerifications.requestId, requestIds))
  for (const row of rows) {
    byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row.channel])
  }
  return byRequest
}

/** The request's contacts the requester has proved they control; null where not (yet). */
export async function verifiedContacts(
  db: Db,
  requestId: string,
): Promise<{ email: string | null; phone: string | null }> {
  const rows = await listVerifications(db, requestId)
  return {
    email: rows.find((row) => row.channel === 'email')?.contact ?? null,
    phone: rows.find((row) => row.channel === 'phone')?.contact ?? null,
  }
}

/** The newest link sent for the request's e-mail: when, until when, used or not. */
export async function latestEmailLink(db: Db, requestId: string) {
  if (!UUID.test(requestId)) return undefined
  const [row] = await db
    .select({
      createdAt: dataRequestTokens.createdAt,
      expiresAt: dataRequestTokens.expiresAt,
      usedAt: dataRequestTokens.usedAt,
    })
    .from(dataRequestTokens)
    .where(eq(dataRequestTokens.requestId, requestId))
    .orderBy(desc(dataRequestTokens.createdAt))
    .limit(1)
  return row
}

export type DataRequestRow = typeof dataRequests.$inferSelect

/**
 * The requests a viewer may handle, scoped like leads. The admin: all. A counsellor: a request
 * that names at least one lead (by the e-mail or phone it gives, verified or not) when they may
 * see every lead it names; one naming no lead, or a lead of another office, is the admin's.
 * An editor: none.
 */
export function dataRequestScope(viewer: Viewer): SQL {
  if (mayEnter(viewer.role, 'admin')) return sql`true`
  if (viewer.role !== 'counsellor') return sql`false`
  const named = sql`${leads.erasedAt} is null and ((${dataRequests.email} is not null and lower(${leads.email}) = ${dataRequests.email}) or (${dataRequests.phone} is not null and ${leads.phone} = ${dataRequests.phone}))`
  const scope = leadScope(viewer) ?? sql`true`
  return sql`(exists (select 1 from ${leads} where ${named}) and not exists (select 1 from ${leads} where ${named} and not coalesce(${scope}, false)))`
}

/** Open requests oldest first (the 90-day clock runs), then closed ones newest first. */
export async function listDataRequests(
  db: Db,
  viewer: Viewer,
  status: 'open' | 'closed',
  limit = 200,
) {
  return db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.status, status), dataRequestScope(viewer)))
    .orderBy(status === 'open' ? asc(dataRequests.createdAt) : desc(dataRequests.closedAt))
    .limit(limit)
}

export async function countOpenDataRequests(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(dataRequests)
    .where(and(eq(dataRequests.status, 'open'), dataRequestScope(viewer)))
  return row?.count ?? 0
}

/** A request by id, whoever asks: for the site's own work (mailing its link). */
export async function getDataRequest(db: Db, id: string): Promise<DataRequestRow | undefined> {
  if (!UUID.test(id)) return undefined
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id))
  return row
}

/** A request by id if the viewer may handle it (dataRequestScope); undefined otherwise. */
export async function getDataRequestFor(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<DataRequestRow | undefined> {
  if (!UUID.test(id)) return undefined
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.id, id), dataRequestScope(viewer)))
  return row
}

/** The condition "this lead has one of these (verified) contacts". */
export function matching(contacts: {
  email: string | null
  phone: string | null
}): SQL | undefined {
  const conditions: SQL[] = []
  if (contacts.email) conditions.push(sql`lower(${leads.email}) = ${contacts.email.toLowerCase()}`)
  if (contacts.phone) conditions.push(eq(leads.phone, contacts.phone))
  return conditions.length > 0 ? or(...conditions) : undefined
}

/**
 * The leads not yet erased that carry a VERIFIED contact of the request: what staff see
 * before answering it, and exactly what an erasure takes. Nothing before a verification, so
 * a stranger who types someone's e-mail or phone learns and erases nothing. `scope` keeps a
 * counsellor to the leads they may see (lib/data/desk.ts, leadScope).
 */
export async function verifiedMatchingLeads(db: Db, requestId: string, scope?: SQL) {
  const match = matching(await verifiedContacts(db, requestId))
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
    .where(and(match, isNull(leads.erasedAt), scope))
    .orderBy(desc(leads.createdAt), asc(leads.id))
    .limit(LEADS_SHOWN_LIMIT)
}

/** The note an erased lead's outbox row carries. */
export function erasureNote(erasedAt: Date): string {
  return `Erased on ${dayInIndia(erasedAt)} at the person's request; its personal data is no longer sent`
}

export type ErasureRefusal =
  'not-admin' | 'not-found' | 'not-erasure' | 'closed' | 'not-verified' | 'not-matching'

export type ErasureResult =
  { ok: true; erased: string[]; erasureId: number } | { ok: false; reason: ErasureRefusal }

/**
 * Erases exactly the given leads of an open erasure request, by an admin, all or none: each
 * must still be unerased and carry a verified contact of the request. The name becomes
 * "[erased]", e-mail, phone, referrer, landing page and campaign tags go, and the form fields
 * keep only KEPT_AFTER_ERASURE; repeats merged into them go with them, and so does every other
 * place their words sit (eraseEverywhere). The outbox row keeps its state and gets a note (the
 * delivery code never sends an erased lead), and the erasure is logged with who, when and which
 * leads.
 */
export async function eraseLeadsForRequest(
  db: Db,
  {
    requestId,
    leadIds,
    staff,
    now = new Date(),
  }: { requestId: string; leadIds: string[]; staff: Pick<Staff, 'email' | 'role'>; now?: Date },
): Promise<ErasureResult> {
  if (!mayEnter(staff.role, 'admin')) return { ok: false, reason: 'not-admin' }
  const ids = [...new Set(leadIds)].sort()
  if (ids.length === 0 || !ids.every((id) => UUID.test(id))) {
    return { ok: false, reason: 'not-matching' }
  }
  return db.transaction(async (tx): Promise<ErasureResult> => {
    const [request] = await tx
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.id, requestId))
      .for('update')
    if (!request) return { ok: false, reason: 'not-found' }
    if (request.kind !== 'erasure') return { ok: false, reason: 'not-erasure' }
    if (request.status !== 'open') return { ok: false, reason: 'closed' }
    const match = matching(await verifiedContacts(tx, requestId))
    if (!match) return { ok: false, reason: 'not-verified' }
    const eligible = and(inArray(leads.id, ids), match, isNull(leads.erasedAt))
    const found = await tx.select({ id: leads.id }).from(leads).where(eligible).for('update')
    if (found.length !== ids.length) return { ok: false, reason: 'not-matching' }
    // A repeat enquiry merged into one of them is the same family's (same phone): it goes too.
    const merged = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(inArray(leads.mergedInto, ids), isNull(leads.erasedAt)))
      .for('update')
    const erased = [...ids, ...merged.map((row) => row.id).filter((id) => !ids.includes(id))]
    await eraseEverywhere(tx, erased, now)

    const kept = sql.join(
      KEPT_AFTER_ERASURE.map((key) => sql`${key}`),
      sql`, `,
    )
    await tx
      .update(leads)
      .set({
        name: ERASED_NAME,
        email: null,
        phone: null,
        data: sql`coalesce((select jsonb_object_agg(key, value) from jsonb_each(${leads.data}) where key in (${kept})), '{}'::jsonb)`,
        utm: null,
        referrer: null,
        landingPage: null,
        outcomeDetail: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(inArray(leads.id, erased))
    const [log] = await tx
      .insert(dataRequestErasures)
      .values({
        requestId,
        leadIds: erased,
        count: erased.length,
        erasedBy: staff.email,
        erasedAt: now,
      })
      .returning({ id: dataRequestErasures.id })
    return { ok: true, erased, erasureId: log!.id }
  })
}

/**
 * Everything else that holds the erased leads' words: the timeline's notes, logged messages
 * and mail subjects, the outcomes' free text, the outbox's notices (and their lines in a
 * waiting digest), and the spreadsheet outbox's last error. Kept: that each thing happened,
 * when and by whom, which the counts and the audit need.
 */
async function eraseEverywhere(tx: Db, ids: string[], now: Date) {
  await tx
    .update(leadEvents)
    .set({ body: sql`case when ${leadEvents.body} is null then null else ${ERASED_NAME} end` })
    .where(inArray(leadEvents.leadId, ids))
  await tx
    .update(leadStatusChanges)
    .set({ outcomeDetail: null })
    .where(inArray(leadStatusChanges.leadId, ids))
  await tx
    .update(mailOutbox)
    .set({ subject: ERASED_NAME, body: erasureNote(now) })
    .where(inArray(mailOutbox.leadId, ids))
  const digests = await tx
    .select({ id: mailOutbox.id, subject: mailOutbox.subject, body: mailOutbox.body })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'digest'),
        or(...ids.map((id) => sql`${mailOutbox.body} like ${`%/dashboard/leads/${id}%`}`)),
      ),
    )
  for (const digest of digests) {
    await tx
      .update(mailOutbox)
      .set({ body: withoutNames(digest.body, ids) })
      .where(eq(mailOutbox.id, digest.id))
  }
  await tx
    .update(leadDeliveries)
    .set({ lastError: erasureNote(now), updatedAt: now })
    .where(inArray(leadDeliveries.leadId, ids))
}

/** A digest's text with the name on each erased lead's line (the line above its link) gone. */
export function withoutNames(body: string, ids: readonly string[]): string {
  const lines = body.split('\n')
  return lines
    .map((line, index) =>
      line.startsWith('- ') &&
      ids.some((id) => lines[index + 1]?.endsWith(`/dashboard/leads/${id}`))
        ? `- ${ERASED_NAME}${line.includes(': ') ? line.slice(line.indexOf(': ')) : ''}`
        : line,
    )
    .join('\n')
}

export type DataRequestErasure = typeof dataRequestErasures.$inferSelect

/** The erasures carried out for a request, oldest first. */
export async function listErasures(db: Db, requestId: string): Promise<DataRequestErasure[]> {
  if (!UUID.test(requestId)) return []
  return db
    .select()
    .from(dataRequestErasures)
    .where(eq(dataRequestErasures.requestId, requestId))
    .orderBy(asc(dataRequestErasures.erasedAt), asc(dataRequestErasures.id))
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

export type { DataRequestKind, VerifiedChannel }
