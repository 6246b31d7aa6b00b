import 'server-only'

import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm'

import { leadScope, type Viewer } from '@/lib/data/desk'
import { getDataRequestFor, matching, verifiedContacts } from '@/lib/data/data-requests'
import type { Db } from '@/lib/db/types'
import {
  dataRequestExports,
  leadDeliveries,
  leadEvents,
  leadStatusChanges,
  leads,
  mailOutbox,
} from '@/lib/db/schema'

/**
 * A person's own data as one readable file, for an access request (DPDP Act 2023 s.11; SPDI
 * Rules 2011 r.5(6)): every lead that carries a contact they verified, with the repeat
 * enquiries merged into it, each with what the form collected and their consent, its timeline
 * (notes, calls, messages), its status changes, whether it reached the spreadsheet, and the
 * messages the site wrote about it. A counsellor's file holds only the leads they may see.
 * Every file taken is logged on the request.
 */

export type ExportRefusal = 'not-found' | 'not-access' | 'not-verified'

export async function exportPersonalData(
  db: Db,
  { requestId, viewer, now = new Date() }: { requestId: string; viewer: Viewer; now?: Date },
): Promise<{ ok: true; file: object; filename: string } | { ok: false; reason: ExportRefusal }> {
  const request = await getDataRequestFor(db, viewer, requestId)
  if (!request) return { ok: false, reason: 'not-found' }
  if (request.kind !== 'access') return { ok: false, reason: 'not-access' }
  const contacts = await verifiedContacts(db, request.id)
  const match = matching(contacts)
  if (!match) return { ok: false, reason: 'not-verified' }

  const direct = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(match, isNull(leads.erasedAt), leadScope(viewer)))
  const directIds = direct.map((row) => row.id)
  const rows =
    directIds.length === 0
      ? []
      : await db
          .select()
          .from(leads)
          .where(
            and(
              or(inArray(leads.id, directIds), inArray(leads.mergedInto, directIds)),
              isNull(leads.erasedAt),
              leadScope(viewer),
            ),
          )
          .orderBy(asc(leads.createdAt), asc(leads.id))
  const ids = rows.map((row) => row.id)
  const [events, changes, deliveries, messages] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db
            .select()
            .from(leadEvents)
            .where(inArray(leadEvents.leadId, ids))
            .orderBy(asc(leadEvents.at), asc(leadEvents.id)),
          db
            .select()
            .from(leadStatusChanges)
            .where(inArray(leadStatusChanges.leadId, ids))
            .orderBy(asc(leadStatusChanges.changedAt), asc(leadStatusChanges.id)),
          db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, ids)),
          db
            .select()
            .from(mailOutbox)
            .where(inArray(mailOutbox.leadId, ids))
            .orderBy(desc(mailOutbox.createdAt)),
        ])

  const file = {
    about:
      'Everything this site holds about you under the contact details you verified, as of the date below. Each enquiry lists what its form collected, your consent, its timeline, its status changes and the messages written about it.',
    preparedAt: now.toISOString(),
    request: { id: request.id, receivedAt: request.createdAt.toISOString() },
    verifiedContacts: contacts,
    enquiries: rows.map((lead) => ({
      id: lead.id,
      receivedAt: lead.createdAt.toISOString(),
      form: lead.formType,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      whatTheFormCollected: lead.data,
      consentVersion: lead.consentVersion,
      pageSentFrom: lead.sourcePage,
      landingPage: lead.landingPage,
      referrer: lead.referrer,
      campaign: lead.utm,
      status: lead.status,
      outcome: lead.outcome,
      outcomeDetail: lead.outcomeDetail,
      mergedInto: lead.mergedInto,
      sentToSpreadsheet: deliveries.find((row) => row.leadId === lead.id)?.state ?? null,
      timeline: events
        .filter((event) => event.leadId === lead.id)
        .map((event) => ({
          at: event.at.toISOString(),
          kind: event.kind,
          by: event.actorEmail,
          text: event.body,
          details: event.data,
        })),
      statusChanges: changes
        .filter((change) => change.leadId === lead.id)
        .map((change) => ({
          at: change.changedAt.toISOString(),
          status: change.status,
          step: change.subStatus,
          outcome: change.outcome,
          outcomeDetail: change.outcomeDetail,
          by: change.changedBy,
        })),
      messages: messages
        .filter((message) => message.leadId === lead.id)
        .map((message) => ({
          writtenAt: message.createdAt.toISOString(),
          to: message.toAddress,
          subject: message.subject,
          text: message.body,
          sentAt: message.sentAt?.toISOString() ?? null,
        })),
    })),
  }
  await db.insert(dataRequestExports).values({
    requestId: request.id,
    leadIds: ids,
    count: ids.length,
    exportedBy: viewer.email,
    exportedAt: now,
  })
  return {
    ok: true,
    file,
    filename: `your-data-${now.toISOString().slice(0, 10)}-${request.id.slice(0, 8)}.json`,
  }
}

/** The copies taken for a request, newest first. */
export async function listExports(db: Db, requestId: string) {
  return db
    .select()
    .from(dataRequestExports)
    .where(eq(dataRequestExports.requestId, requestId))
    .orderBy(desc(dataRequestExports.exportedAt), desc(dataRequestExports.id))
}
