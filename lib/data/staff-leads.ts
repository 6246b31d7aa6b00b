import 'server-only'

import {
  and,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'

import type { Db } from '@/lib/db/types'
import { leadDeliveries, leads, leadStatusChanges, type LeadStatus } from '@/lib/db/schema'
import { notErased } from '@/lib/data/leads'
import type { LeadFilters } from '@/lib/validation/lead-filters'

/** The leads inbox of the dashboard. Every caller checks the session. */

function where(filters: LeadFilters): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.formType) conditions.push(eq(leads.formType, filters.formType))
  if (filters.status) conditions.push(eq(leads.status, filters.status))
  if (filters.delivery) conditions.push(eq(leadDeliveries.state, filters.delivery))
  if (filters.from) conditions.push(gte(leads.createdAt, new Date(`${filters.from}T00:00:00Z`)))
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`)
    end.setUTCDate(end.getUTCDate() + 1)
    conditions.push(lt(leads.createdAt, end))
  }
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
  delivery: leadDeliveries.state,
  attempts: leadDeliveries.attempts,
  lastError: leadDeliveries.lastError,
}

export type LeadListRow = Awaited<ReturnType<typeof listLeads>>[number]

/** The newest leads that match, at most `limit`. */
export async function listLeads(db: Db, filters: LeadFilters, limit = 200) {
  return db
    .select(listColumns)
    .from(leads)
    .leftJoin(leadDeliveries, eq(leadDeliveries.leadId, leads.id))
    .where(where(filters))
    .orderBy(desc(leads.createdAt))
    .limit(limit)
}

export async function countLeads(db: Db, filters: LeadFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .leftJoin(leadDeliveries, eq(leadDeliveries.leadId, leads.id))
    .where(where(filters))
  return row?.count ?? 0
}

export async function countNewLeads(db: Db): Promise<number> {
  return countLeads(db, { status: 'new' })
}

/** One lead with its delivery, its status history and the other leads from the same phone. */
export async function getLeadDetail(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [lead] = await db
    .select({ ...listColumns, consentVersion: leads.consentVersion, updatedAt: leads.updatedAt })
    .from(leads)
    .leftJoin(leadDeliveries, eq(leadDeliveries.leadId, leads.id))
    .where(eq(leads.id, id))
  if (!lead) return undefined
  const [history, repeats] = await Promise.all([
    db
      .select()
      .from(leadStatusChanges)
      .where(eq(leadStatusChanges.leadId, id))
      .orderBy(desc(leadStatusChanges.changedAt), desc(leadStatusChanges.id)),
    lead.phone
      ? db
          .select({
            id: leads.id,
            createdAt: leads.createdAt,
            formType: leads.formType,
            status: leads.status,
          })
          .from(leads)
          .where(and(eq(leads.phone, lead.phone), ne(leads.id, id)))
          .orderBy(desc(leads.createdAt))
          .limit(50)
      : Promise.resolve([]),
  ])
  return { lead, history, repeats }
}

/** Records a status change with who made it; false when the lead does not exist. */
export async function setLeadStatus(
  db: Db,
  id: string,
  status: LeadStatus,
  changedBy: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(leads)
      .set({ status, updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning({ id: leads.id })
    if (updated.length === 0) return false
    await tx.insert(leadStatusChanges).values({ leadId: id, status, changedBy })
    return true
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
