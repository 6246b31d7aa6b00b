import 'server-only'

import {
  and,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'

import { endOfIndiaDay, startOfIndiaDay } from '@/lib/dates'
import type { Db } from '@/lib/db/types'
import { leadDeliveries, leads, leadStatusChanges, leadSubStatuses } from '@/lib/db/schema'
import { leadScope, onDesk, overdueAt, type Viewer } from '@/lib/data/desk'
import { notErased } from '@/lib/data/leads'
import type { LeadFilters } from '@/lib/validation/lead-filters'
import type { LeadStatusChange } from '@/lib/validation/staff-leads'

/**
 * The leads inbox of the dashboard. Every caller checks the session and passes who is
 * looking: a counsellor's list, count and export hold only the leads they may see.
 */

function where(viewer: Viewer, filters: LeadFilters, now = new Date()): SQL | undefined {
  const conditions: SQL[] = []
  const scope = leadScope(viewer)
  if (scope) conditions.push(scope)
  if (filters.owner === 'me') conditions.push(eq(leads.ownerId, viewer.id))
  else if (filters.owner === 'none') conditions.push(isNull(leads.ownerId))
  else if (filters.owner) conditions.push(eq(leads.ownerId, filters.owner))
  if (filters.office) conditions.push(eq(leads.office, filters.office))
  // A merged enquiry lives on in its family's lead; a search still finds it.
  if (!filters.q) conditions.push(isNull(leads.mergedInto))
  if (filters.followUp === 'overdue') conditions.push(overdueAt(now))
  if (filters.followUp === 'none') conditions.push(onDesk, isNull(leads.nextActionAt))
  if (filters.formType) conditions.push(eq(leads.formType, filters.formType))
  if (filters.status) conditions.push(eq(leads.status, filters.status))
  if (filters.delivery) conditions.push(eq(leadDeliveries.state, filters.delivery))
  // Days in India, as the reports count them.
  if (filters.from) conditions.push(gte(leads.createdAt, startOfIndiaDay(filters.from)))
  if (filters.to) conditions.push(lte(leads.createdAt, endOfIndiaDay(filters.to)))
  if (filters.spam === 'only') conditions.push(isNotNull(leads.suspectedSpam))
  if (filters.spam === 'hide') conditions.push(isNull(leads.suspectedSpam))
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.phone, pattern))!,
    )
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

const listColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  formType: leads.formType,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  sourcePage: leads.sourcePage,
  utm: leads.utm,
  landingPage: leads.landingPage,
  referrer: leads.referrer,
  status: leads.status,
  data: leads.data,
  repeatOf: leads.repeatOf,
  erasedAt: leads.erasedAt,
  suspectedSpam: leads.suspectedSpam,
  ownerId: leads.ownerId,
  office: leads.office,
  nextAction: leads.nextAction,
  nextActionAt: leads.nextActionAt,
  firstContactAt: leads.firstContactAt,
  subStatusId: leads.subStatusId,
  outcome: leads.outcome,
  outcomeDetail: leads.outcomeDetail,
  mergedInto: leads.mergedInto,
  delivery: leadDeliveries.state,
  attempts: leadDeliveries.attempts,
  lastError: leadDeliveries.lastError,
}

export type LeadListRow = Awaited<ReturnType<typeof listLeads>>[number]

/** The newest leads that match, at most `limit`. */
export async function listLeads(
  db: Db,
  viewer: Viewer,
  filters: LeadFilters,
  limit = 200,
  now = new Date(),
) {
  return db
    .select(listColumns)
    .from(leads)
    .leftJoin(leadDeliveries, eq(leadDeliveries.leadId, leads.id))
    .where(where(viewer, filters, now))
    .orderBy(desc(leads.createdAt))
    .limit(limit)
}

export async function countLeads(
  db: Db,
  viewer: Viewer,
  filters: LeadFilters,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .leftJoin(leadDeliveries, eq(leadDeliveries.leadId, leads.id))
    .where(where(viewer, filters, now))
  return row?.count ?? 0
}

export async function countNewLeads(db: Db, viewer: Viewer): Promise<number> {
  return countLeads(db, viewer, { status: 'new' })
}

/**
 * One lead the viewer may see, with its delivery and the other leads from the same phone
 * (those the viewer may see). Its history is its timeline (lib/data/lead-timeline.ts).
 */
export async function getLeadDetail(db: Db, viewer: Viewer, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [lead] = await db
    .select({ ...listColumns, consentVersion: leads.consentVersion, updatedAt: leads.updatedAt })
    .from(leads)
    .leftJoin(leadDeliveries, eq(leadDeliveries.leadId, leads.id))
    .where(and(eq(leads.id, id), leadScope(viewer)))
  if (!lead) return undefined
  const repeats = lead.phone
    ? await db
        .select({
          id: leads.id,
          createdAt: leads.createdAt,
          formType: leads.formType,
          status: leads.status,
          mergedInto: leads.mergedInto,
        })
        .from(leads)
        .where(and(eq(leads.phone, lead.phone), ne(leads.id, id), leadScope(viewer)))
        .orderBy(desc(leads.createdAt))
        .limit(50)
    : []
  return { lead, repeats }
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLeadDetail>>>

export type StatusChange = Omit<LeadStatusChange, 'leadId'>

/**
 * Records a status change (with its step and outcome) and who made it. A step must be an
 * active one of that status. 'missing' when the lead does not exist.
 */
export async function setLeadStatus(
  db: Db,
  id: string,
  change: StatusChange,
  changedBy: string,
): Promise<'saved' | 'missing' | 'bad-step'> {
  return db.transaction(async (tx) => {
    let stepLabel: string | null = null
    if (change.subStatusId) {
      const [step] = await tx
        .select()
        .from(leadSubStatuses)
        .where(
          and(
            eq(leadSubStatuses.id, change.subStatusId),
            eq(leadSubStatuses.status, change.status),
            eq(leadSubStatuses.active, true),
          ),
        )
      if (!step) return 'bad-step'
      stepLabel = step.label
    }
    const updated = await tx
      .update(leads)
      .set({
        status: change.status,
        subStatusId: change.subStatusId,
        outcome: change.outcome,
        outcomeDetail: change.outcomeDetail,
        updatedAt: new Date(),
      })
      .where(eq(leads.id, id))
      .returning({ id: leads.id })
    if (updated.length === 0) return 'missing'
    await tx.insert(leadStatusChanges).values({
      leadId: id,
      status: change.status,
      subStatus: stepLabel,
      outcome: change.outcome,
      outcomeDetail: change.outcomeDetail,
      changedBy,
    })
    return 'saved'
  })
}

/** Puts a dead delivery back in the queue, due now; false unless it was dead. */
export async function retryDeadDelivery(db: Db, id: string): Promise<boolean> {
  const updated = await db
    .update(leadDeliveries)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(and(eq(leadDeliveries.leadId, id), eq(leadDeliveries.state, 'dead'), notErased))
    .returning({ id: leadDeliveries.leadId })
  return updated.length > 0
}

/**
 * A counsellor judged a suspected-spam lead to be a person's: the mark goes and the lead
 * joins the sheet's queue (or waits with the undelivered ones when no webhook is set).
 * False unless it was marked and not erased.
 */
export async function releaseSuspectedSpam(
  db: Db,
  id: string,
  { webhookConfigured }: { webhookConfigured: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const released = await tx
      .update(leads)
      .set({ suspectedSpam: null, updatedAt: now })
      .where(and(eq(leads.id, id), isNotNull(leads.suspectedSpam), isNull(leads.erasedAt)))
      .returning({ id: leads.id })
    if (released.length === 0) return false
    await tx
      .update(leadDeliveries)
      .set(
        webhookConfigured
          ? { state: 'pending', nextAttemptAt: now, lastError: null, updatedAt: now }
          : {
              state: 'unconfigured',
              lastError: 'Google Sheets webhook URL not configured',
              updatedAt: now,
            },
      )
      .where(and(eq(leadDeliveries.leadId, id), eq(leadDeliveries.state, 'held')))
    return true
  })
}
