import 'server-only'

import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'

import { NEAREST, offices } from '@/data/offices'
import { mayEnter, type StaffRole } from '@/lib/staff/roles'
import { profileOf } from '@/lib/data/staff-profiles'
import {
  leadEvents,
  leadRoutingRules,
  leads,
  leadStatusChanges,
  staffProfiles,
  type LeadEventKind,
} from '@/lib/db/schema'
import type { ContactChannel, LeadStatus, NextAction } from '@/lib/desk/lead-states'
import type { Db } from '@/lib/db/types'
import { leadCountries } from '@/lib/desk/lead-country'
import { nearestOfficeTo } from '@/lib/desk/nearest-office'
import { dayInIndia, endOfIndiaDay } from '@/lib/dates'
import { LEAD_ID } from '@/lib/validation/staff-leads'

/**
 * The counsellors' desk: who owns a lead, what happens next and when, and everything that
 * happened, on one timeline. Every caller has checked the session and the role; the scope
 * (leadScope) decides which leads a counsellor may see or change.
 */

/** Statuses of a lead still being worked; the others are decided. */
export const openStatuses = [
  'new',
  'contacted',
  'counselled',
  'applied',
] as const satisfies readonly LeadStatus[]

/** Still being worked: an open status, and not merged into its family's other lead. */
export const isOpen = sql`(${leads.status} in ('new', 'contacted', 'counselled', 'applied') and ${leads.mergedInto} is null)`

/**
 * A lead the desk works: open, not erased, not held back as suspected spam. My day, the list's
 * follow-up filters, the board, the morning digest and the reports all count by it.
 */
export const onDesk = and(isOpen, isNull(leads.erasedAt), isNull(leads.suspectedSpam))!

/** Overdue, by the one definition every count uses: on the desk, its next action due before now. */
export const overdueAt = (now: Date) => and(onDesk, lt(leads.nextActionAt, now))!

/** overdueAt for a lead already read (a board card, a digest line). */
export function isOverdue(
  lead: {
    status: string
    mergedInto?: string | null
    erasedAt?: Date | null
    suspectedSpam?: string | null
    nextActionAt: Date | null
  },
  now: Date,
): boolean {
  return (
    (openStatuses as readonly string[]).includes(lead.status) &&
    !lead.mergedInto &&
    !lead.erasedAt &&
    !lead.suspectedSpam &&
    lead.nextActionAt !== null &&
    lead.nextActionAt < now
  )
}

/** Who is looking: their account, role and office. */
export type Viewer = { id: string; email: string; role: StaffRole; office: string | null }

/** A change's author; null is the site itself (routing at arrival). */
export type Actor = { id: string; email: string } | null

export async function viewerOf(
  db: Db,
  staff: { id: string; email: string; role: StaffRole },
): Promise<Viewer> {
  return { ...staff, office: (await profileOf(db, staff.id))?.office ?? null }
}

/**
 * The leads a viewer may see and work. The admin: all. A counsellor: their own, those of
 * their office, and the shared queue (no owner, no office). An editor: none.
 */
export function leadScope(viewer: Viewer): SQL | undefined {
  if (mayEnter(viewer.role, 'admin')) return undefined
  if (viewer.role !== 'counsellor') return sql`false`
  return or(
    eq(leads.ownerId, viewer.id),
    viewer.office ? eq(leads.office, viewer.office) : undefined,
    and(isNull(leads.ownerId), isNull(leads.office)),
  )
}

/** Whether the viewer may see this lead. */
export async function mayWorkLead(db: Db, viewer: Viewer, leadId: string): Promise<boolean> {
  if (!LEAD_ID.test(leadId)) return false
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), leadScope(viewer)))
  return Boolean(row)
}

async function logEvent(
  db: Db,
  leadId: string,
  kind: LeadEventKind,
  actor: Actor,
  entry: { body?: string | null; data?: Record<string, unknown>; at?: Date } = {},
) {
  await db.insert(leadEvents).values({
    leadId,
    kind,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    body: entry.body ?? null,
    data: entry.data ?? {},
    ...(entry.at ? { at: entry.at } : {}),
  })
}

export type AssignReason = 'rule' | 'repeat' | 'queue' | 'manual' | 'taken'

export type Assignment = {
  ownerId: string | null
  ownerEmail: string | null
  office: string | null
  reason: AssignReason
}

/** Gives a lead to an owner (or to a queue), and says so on its timeline. */
async function give(
  db: Db,
  leadId: string,
  assignment: Assignment,
  actor: Actor,
  now: Date,
  from: string | null = null,
) {
  await db
    .update(leads)
    .set({
      ownerId: assignment.ownerId,
      office: assignment.office,
      assignedAt: assignment.ownerId ? now : null,
      updatedAt: now,
    })
    .where(eq(leads.id, leadId))
  await logEvent(db, leadId, 'assigned', actor, { data: { ...assignment, from }, at: now })
}

/**
 * The office the admin's rules route a lead to: that of the first rule that matches, or none.
 * A rule for the nearest office matches only a lead whose district or PIN code is known.
 */
export async function routeOffice(
  db: Db,
  lead: { formType: string; data: Record<string, unknown> },
): Promise<string | null> {
  const named = leadCountries(lead.data)
  const nearest = nearestOfficeTo(lead.data.district)
  for (const rule of await listRoutingRules(db)) {
    if (rule.formType && rule.formType !== lead.formType) continue
    if (rule.country && !named.includes(rule.country as (typeof named)[number])) continue
    const office = rule.office === NEAREST ? nearest : rule.office
    if (office) return office
  }
  return null
}

/**
 * The counsellor of `office` who has waited longest for a lead, now marked as given one; null
 * when nobody there is available. Assignments to one office take turns through a transaction
 * lock on that office (any instance, either database), so each reads the turns the ones
 * before it wrote, and the clock that orders the turns is the database's.
 */
async function nextCounsellor(db: Db, office: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`desk-office:${office}`}))`)
    const [found] = await tx
      .select({ accountId: staffProfiles.accountId, email: staffProfiles.email })
      .from(staffProfiles)
      .where(
        and(
          eq(staffProfiles.role, 'counsellor'),
          eq(staffProfiles.active, true),
          eq(staffProfiles.available, true),
          eq(staffProfiles.office, office),
        ),
      )
      .orderBy(sql`${staffProfiles.lastAssignedAt} asc nulls first`, asc(staffProfiles.email))
      .limit(1)
    if (!found) return null
    await tx
      .update(staffProfiles)
      .set({ lastAssignedAt: sql`clock_timestamp()` })
      .where(eq(staffProfiles.accountId, found.accountId))
    return found
  })
}

/**
 * Assigns a lead that has just been stored (after the visitor has their answer). A repeat
 * enquiry from a phone a counsellor already works goes to that counsellor, and both leads say
 * so. Otherwise the admin's rules name an office and its counsellors take turns; with no rule,
 * or nobody available, it waits in a queue. Held (suspected spam), erased or already owned
 * leads are left as they are. Null when nothing was done.
 */
export async function assignNewLead(
  db: Db,
  leadId: string,
  now: Date = new Date(),
): Promise<Assignment | null> {
  const [lead] = await db
    .select({
      id: leads.id,
      formType: leads.formType,
      data: leads.data,
      phone: leads.phone,
      ownerId: leads.ownerId,
      suspectedSpam: leads.suspectedSpam,
      erasedAt: leads.erasedAt,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
  if (!lead || lead.ownerId || lead.suspectedSpam || lead.erasedAt) return null

  if (lead.phone) {
    const [family] = await db
      .select({
        leadId: leads.id,
        ownerId: staffProfiles.accountId,
        ownerEmail: staffProfiles.email,
        office: staffProfiles.office,
      })
      .from(leads)
      .innerJoin(staffProfiles, eq(staffProfiles.accountId, leads.ownerId))
      .where(
        and(
          eq(leads.phone, lead.phone),
          ne(leads.id, lead.id),
          isNull(leads.mergedInto),
          eq(staffProfiles.role, 'counsellor'),
          eq(staffProfiles.active, true),
        ),
      )
      .orderBy(desc(leads.assignedAt))
      .limit(1)
    if (family) {
      const assignment: Assignment = {
        ownerId: family.ownerId,
        ownerEmail: family.ownerEmail,
        office: family.office,
        reason: 'repeat',
      }
      await give(db, lead.id, assignment, null, now, null)
      await logEvent(db, family.leadId, 'repeat', null, { data: { leadId: lead.id }, at: now })
      await logEvent(db, lead.id, 'repeat', null, { data: { leadId: family.leadId }, at: now })
      return assignment
    }
  }

  const office = await routeOffice(db, lead)
  const counsellor = office ? await nextCounsellor(db, office) : null
  const assignment: Assignment = counsellor
    ? { ownerId: counsellor.accountId, ownerEmail: counsellor.email, office, reason: 'rule' }
    : { ownerId: null, ownerEmail: null, office, reason: 'queue' }
  await give(db, lead.id, assignment, null, now)
  return assignment
}

/**
 * The offices where nobody active takes new leads (no counsellor, or all away), with how many
 * open leads wait in each one's queue and whether a routing rule can send it more.
 */
export async function unstaffedOffices(
  db: Db,
): Promise<{ office: string; counsellors: number; waiting: number; routed: boolean }[]> {
  const [staffed, waiting, targets] = await Promise.all([
    db
      .select({
        office: staffProfiles.office,
        counsellors: sql<number>`count(*)::int`,
        available: sql<number>`count(*) filter (where ${staffProfiles.available})::int`,
      })
      .from(staffProfiles)
      .where(and(eq(staffProfiles.role, 'counsellor'), eq(staffProfiles.active, true)))
      .groupBy(staffProfiles.office),
    db
      .select({ office: leads.office, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(isOpen, isNull(leads.ownerId), isNull(leads.erasedAt), isNotNull(leads.office)))
      .groupBy(leads.office),
    db.selectDistinct({ office: leadRoutingRules.office }).from(leadRoutingRules),
  ])
  const here = (id: string) => staffed.find((row) => row.office === id)
  // Whether a routing rule can send it new leads: one naming it, or one for the nearest office.
  const routed = (id: string) =>
    targets.some((rule) => rule.office === id || rule.office === NEAREST)
  return offices
    .filter((office) => !here(office.id)?.available)
    .map((office) => ({
      office: office.id,
      counsellors: here(office.id)?.counsellors ?? 0,
      waiting: waiting.find((row) => row.office === office.id)?.count ?? 0,
      routed: routed(office.id),
    }))
}

/** How far back a lead whose routing never ran is still routed (older ones predate the desk). */
export const UNROUTED_WINDOW_MS = 7 * 24 * 60 * 60_000

/**
 * Leads stored but never routed (the database failed between storing one and assigning it):
 * no owner and no assignment on their timeline, neither held, erased nor merged. Oldest first.
 */
export async function listUnroutedLeads(
  db: Db,
  now: Date = new Date(),
  limit = 50,
): Promise<string[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        isNull(leads.ownerId),
        isNull(leads.suspectedSpam),
        isNull(leads.erasedAt),
        isNull(leads.mergedInto),
        eq(leads.status, 'new'),
        gte(leads.createdAt, new Date(now.getTime() - UNROUTED_WINDOW_MS)),
        // A lead of the last minute may still be being routed by the request that stored it.
        lt(leads.createdAt, new Date(now.getTime() - 60_000)),
        sql`not exists (select 1 from ${leadEvents} where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.kind} = 'assigned')`,
      ),
    )
    .orderBy(asc(leads.createdAt))
    .limit(limit)
  return rows.map((row) => row.id)
}

/**
 * The admin gives leads to a counsellor (their office comes with them), or back to the shared
 * queue (`to` null). Each change is logged on its lead. The leads that changed hands.
 */
export async function reassignLeads(
  db: Db,
  leadIds: readonly string[],
  to: string | null,
  actor: NonNullable<Actor>,
  now: Date = new Date(),
): Promise<{ changed: string[]; assignment: Assignment } | null> {
  const owner = to ? await profileOf(db, to) : null
  if (to && (!owner || owner.role !== 'counsellor' || !owner.active)) return null
  const assignment: Assignment = owner
    ? { ownerId: owner.accountId, ownerEmail: owner.email, office: owner.office, reason: 'manual' }
    : { ownerId: null, ownerEmail: null, office: null, reason: 'manual' }
  const current = await db
    .select({ id: leads.id, ownerId: leads.ownerId })
    .from(leads)
    .where(inArray(leads.id, [...leadIds]))
  const changed: string[] = []
  for (const lead of current) {
    if (lead.ownerId === assignment.ownerId) continue
    await give(db, lead.id, assignment, actor, now, lead.ownerId)
    changed.push(lead.id)
  }
  return { changed, assignment }
}

export type MergeResult = 'merged' | 'missing' | 'not-same-phone' | 'already-merged' | 'decided'

/**
 * Merges a repeat enquiry into its family's other lead (same phone, both visible to the
 * viewer): the repeat leaves the desk's lists and its next step is dropped, its whole history
 * shows on the lead it joined, and both say so on their timelines. Nothing is deleted. An
 * open enquiry is not merged into a decided lead: reopen that one first.
 */
export async function mergeLead(
  db: Db,
  fromId: string,
  intoId: string,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<MergeResult> {
  if (fromId === intoId) return 'missing'
  const actor = { id: viewer.id, email: viewer.email }
  const open = (status: string) => (openStatuses as readonly string[]).includes(status)
  const read = (tx: Db) =>
    tx
      .select({
        id: leads.id,
        phone: leads.phone,
        status: leads.status,
        mergedInto: leads.mergedInto,
      })
      .from(leads)
      .where(and(inArray(leads.id, [fromId, intoId]), leadScope(viewer)))
  const seen = await read(db)
  const phone = seen.find((lead) => lead.id === fromId)?.phone
  if (!phone) return seen.length === 2 ? 'not-same-phone' : 'missing'
  return db.transaction(async (tx) => {
    // One family's merges take turns, so two opposite merges cannot both pass the checks.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`desk-family:${phone}`}))`)
    const found = await read(tx)
    const from = found.find((lead) => lead.id === fromId)
    const into = found.find((lead) => lead.id === intoId)
    if (!from || !into) return 'missing'
    if (!from.phone || from.phone !== into.phone) return 'not-same-phone'
    if (from.mergedInto || into.mergedInto) return 'already-merged'
    if (open(from.status) && !open(into.status)) return 'decided'
    await tx
      .update(leads)
      .set({ mergedInto: into.id, nextAction: null, nextActionAt: null, updatedAt: now })
      .where(eq(leads.id, from.id))
    // Enquiries merged into this one before now belong to the family's lead too.
    await tx
      .update(leads)
      .set({ mergedInto: into.id, updatedAt: now })
      .where(eq(leads.mergedInto, from.id))
    await logEvent(tx, from.id, 'merged', actor, { data: { into: into.id }, at: now })
    await logEvent(tx, into.id, 'merged', actor, { data: { from: from.id }, at: now })
    return 'merged'
  })
}

/** A counsellor takes a lead nobody owns (in their office's queue or the shared one). */
export async function takeLead(
  db: Db,
  leadId: string,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<boolean> {
  const [lead] = await db
    .select({ id: leads.id, office: leads.office })
    .from(leads)
    .where(and(eq(leads.id, leadId), isNull(leads.ownerId), leadScope(viewer)))
  if (!lead) return false
  const assignment: Assignment = {
    ownerId: viewer.id,
    ownerEmail: viewer.email,
    office: viewer.office ?? lead.office,
    reason: 'taken',
  }
  await give(db, lead.id, assignment, viewer, now)
  return true
}

/** An e-mail about the lead, as it went: by SMTP, or into the outbox (and why). */
export async function logMail(
  db: Db,
  leadId: string,
  mail: { to: string; subject: string },
  outcome: { sent: true } | { sent: false; outboxId: number; reason: string },
) {
  await logEvent(db, leadId, 'mail', null, {
    body: mail.subject,
    data: { to: mail.to, ...outcome },
  })
}

/** A note on the timeline: plain text, kept with its author and time, never edited. */
export async function addNote(db: Db, leadId: string, actor: NonNullable<Actor>, body: string) {
  await logEvent(db, leadId, 'note', actor, { body })
}

/**
 * A call, message, e-mail or meeting with the family, logged on the timeline. The first one
 * ends the lead's first response time, and a new lead becomes a contacted one.
 */
export async function logContact(
  db: Db,
  leadId: string,
  actor: NonNullable<Actor>,
  contact: { channel: ContactChannel; body?: string | null; template?: string | null },
  now: Date = new Date(),
) {
  await db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({ firstContactAt: sql`coalesce(${leads.firstContactAt}, ${now.toISOString()})` })
      .where(eq(leads.id, leadId))
    // A new lead reached is a contacted one.
    const moved = await tx
      .update(leads)
      .set({ status: 'contacted', updatedAt: now })
      .where(and(eq(leads.id, leadId), eq(leads.status, 'new')))
      .returning({ id: leads.id })
    if (moved.length > 0) {
      await tx
        .insert(leadStatusChanges)
        .values({ leadId, status: 'contacted', changedBy: actor.email, changedAt: now })
    }
  })
  await logEvent(db, leadId, 'contact', actor, {
    body: contact.body,
    data: { channel: contact.channel, ...(contact.template ? { template: contact.template } : {}) },
    at: now,
  })
}

/** What the owner does next, and when; replaces the one before (the timeline keeps both). */
export async function setNextAction(
  db: Db,
  leadId: string,
  actor: NonNullable<Actor>,
  next: { action: NextAction; dueAt: Date },
) {
  await db
    .update(leads)
    .set({ nextAction: next.action, nextActionAt: next.dueAt, updatedAt: new Date() })
    .where(eq(leads.id, leadId))
  await logEvent(db, leadId, 'next_action', actor, {
    data: { action: next.action, dueAt: next.dueAt.toISOString() },
  })
}

export const deskColumns = {
  id: leads.id,
  name: leads.name,
  phone: leads.phone,
  formType: leads.formType,
  status: leads.status,
  createdAt: leads.createdAt,
  ownerId: leads.ownerId,
  office: leads.office,
  nextAction: leads.nextAction,
  nextActionAt: leads.nextActionAt,
  firstContactAt: leads.firstContactAt,
  erasedAt: leads.erasedAt,
}

/**
 * A counsellor's day: their open leads whose next action is overdue, those due by the end of
 * today in India, new ones not yet contacted, and those with no next action; oldest first.
 * For the admin, the same over every counsellor, with the leads nobody owns.
 */
export async function myDay(db: Db, viewer: Viewer, now: Date = new Date()) {
  const mine = mayEnter(viewer.role, 'admin') ? undefined : eq(leads.ownerId, viewer.id)
  const open = and(onDesk, mine)
  const list = (where: SQL | undefined, order: SQL[]) =>
    db
      .select(deskColumns)
      .from(leads)
      .where(and(open, where))
      .orderBy(...order)
      .limit(200)
  const byDue = [asc(leads.nextActionAt), asc(leads.createdAt)]
  const untouched = and(eq(leads.status, 'new'), isNull(leads.firstContactAt))
  const [overdue, dueToday, fresh, unplanned, queue] = await Promise.all([
    list(overdueAt(now), byDue),
    list(
      and(gte(leads.nextActionAt, now), lt(leads.nextActionAt, endOfIndiaDay(dayInIndia(now)))),
      byDue,
    ),
    list(and(untouched, isNull(leads.nextActionAt), isNotNull(leads.ownerId)), [
      asc(leads.createdAt),
    ]),
    list(and(isNull(leads.nextActionAt), isNotNull(leads.ownerId), not(untouched!)), [
      asc(leads.createdAt),
    ]),
    db
      .select(deskColumns)
      .from(leads)
      .where(and(onDesk, isNull(leads.ownerId), leadScope(viewer)))
      .orderBy(asc(leads.createdAt))
      .limit(200),
  ])
  return { overdue, dueToday, fresh, unplanned, queue }
}

export type DeskLead = Awaited<ReturnType<typeof myDay>>['queue'][number]

export async function listRoutingRules(db: Db) {
  return db
    .select()
    .from(leadRoutingRules)
    .orderBy(asc(leadRoutingRules.position), asc(leadRoutingRules.id))
}

export async function addRoutingRule(
  db: Db,
  rule: { formType: string | null; country: string | null; office: string; position: number },
) {
  await db.insert(leadRoutingRules).values(rule)
}

export async function deleteRoutingRule(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(leadRoutingRules)
    .where(eq(leadRoutingRules.id, id))
    .returning({ id: leadRoutingRules.id })
  return deleted.length > 0
}
