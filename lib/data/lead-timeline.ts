import 'server-only'

import { and, eq, inArray, or } from 'drizzle-orm'

import { dataRequests, leadEvents, leads, leadStatusChanges } from '@/lib/db/schema'
import type { LeadOutcome, LeadStatus } from '@/lib/desk/lead-states'
import type { Db } from '@/lib/db/types'

type Event = typeof leadEvents.$inferSelect

/** A repeat enquiry merged into this lead: its entries show here, marked as its. */
export type MergedEnquiry = { id: string; formType: string; sourcePage: string | null }

export type TimelineEntry = (
  | { kind: 'arrived'; at: Date; key: string }
  | {
      kind: 'status'
      at: Date
      key: string
      by: string
      status: LeadStatus
      subStatus: string | null
      outcome: LeadOutcome | null
      outcomeDetail: string | null
    }
  | { kind: 'event'; at: Date; key: string; event: Event }
  | {
      kind: 'data-request'
      at: Date
      key: string
      request: { id: string; kind: string; closed: boolean }
    }
  | { kind: 'erased'; at: Date; key: string }
) & { merged?: MergedEnquiry }

/**
 * Everything that happened to a lead, oldest first: its arrival, each status change, each
 * assignment, note, contact, planned next action and mail, and the data requests made with its
 * phone or e-mail; and the same of each repeat enquiry merged into it.
 */
export async function leadTimeline(
  db: Db,
  lead: {
    id: string
    createdAt: Date
    phone: string | null
    email: string | null
    erasedAt: Date | null
  },
): Promise<TimelineEntry[]> {
  const sameFamily = or(
    lead.phone ? eq(dataRequests.phone, lead.phone) : undefined,
    lead.email ? eq(dataRequests.email, lead.email) : undefined,
  )
  const mergedLeads = await db
    .select({
      id: leads.id,
      formType: leads.formType,
      sourcePage: leads.sourcePage,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(eq(leads.mergedInto, lead.id))
  const merged = new Map(
    mergedLeads.map(({ createdAt, ...enquiry }) => {
      void createdAt // the arrival has its own entry; the enquiry is what it said
      return [enquiry.id, enquiry] as const
    }),
  )
  const ids = [lead.id, ...merged.keys()]
  const [statuses, events, requests] = await Promise.all([
    db.select().from(leadStatusChanges).where(inArray(leadStatusChanges.leadId, ids)),
    db.select().from(leadEvents).where(inArray(leadEvents.leadId, ids)),
    sameFamily
      ? db
          .select({
            id: dataRequests.id,
            kind: dataRequests.kind,
            status: dataRequests.status,
            createdAt: dataRequests.createdAt,
          })
          .from(dataRequests)
          .where(and(sameFamily))
      : Promise.resolve([]),
  ])
  const of = (leadId: string) => {
    const enquiry = merged.get(leadId)
    return enquiry ? { merged: enquiry } : {}
  }
  const entries: TimelineEntry[] = [
    { kind: 'arrived', at: lead.createdAt, key: 'arrived' },
    ...mergedLeads.map((enquiry) => ({
      kind: 'arrived' as const,
      at: enquiry.createdAt,
      key: `arrived-${enquiry.id}`,
      ...of(enquiry.id),
    })),
    ...statuses.map((change) => ({
      ...of(change.leadId),
      kind: 'status' as const,
      at: change.changedAt,
      key: `status-${change.id}`,
      by: change.changedBy,
      status: change.status,
      subStatus: change.subStatus,
      outcome: change.outcome,
      outcomeDetail: change.outcomeDetail,
    })),
    ...events
      // A merged enquiry's own "merged into this lead" repeats this lead's entry of it.
      .filter((event) => !(event.kind === 'merged' && merged.has(event.leadId)))
      .map((event) => ({
        ...of(event.leadId),
        kind: 'event' as const,
        at: event.at,
        key: `event-${event.id}`,
        event,
      })),
    ...requests.map((request) => ({
      kind: 'data-request' as const,
      at: request.createdAt,
      key: `request-${request.id}`,
      request: { id: request.id, kind: request.kind, closed: request.status === 'closed' },
    })),
    ...(lead.erasedAt ? [{ kind: 'erased' as const, at: lead.erasedAt, key: 'erased' }] : []),
  ]
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key))
}
