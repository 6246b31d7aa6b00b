import 'server-only'

import { and, asc, gte, inArray, isNull, lte, sql } from 'drizzle-orm'

import { endOfIndiaDay, startOfIndiaDay } from '@/lib/dates'

import { overdueAt } from '@/lib/data/desk'
import { ownerNames } from '@/lib/data/staff-profiles'
import { leads, leadStatusChanges } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ownerLabel } from '@/lib/desk/labels'
import { summarise, type Report } from '@/lib/desk/report'

/** A range of days in India, both ends included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string }


/**
 * The report of the leads that arrived in the range (suspected spam, erased ones and repeat
 * enquiries merged into their family's lead left out), with the follow-ups overdue now, by counsellor, whatever the range.
 */
export async function deskReport(
  db: Db,
  range: DayRange,
  now: Date = new Date(),
): Promise<Report & { overdue: { key: string; count: number }[] }> {
  const rows = await db
    .select({
      id: leads.id,
      formType: leads.formType,
      utm: leads.utm,
      referrer: leads.referrer,
      data: leads.data,
      office: leads.office,
      ownerId: leads.ownerId,
      status: leads.status,
      createdAt: leads.createdAt,
      firstContactAt: leads.firstContactAt,
    })
    .from(leads)
    .where(
      and(
        gte(leads.createdAt, startOfIndiaDay(range.from)),
        lte(leads.createdAt, endOfIndiaDay(range.to)),
        isNull(leads.suspectedSpam),
        isNull(leads.erasedAt),
        isNull(leads.mergedInto),
      ),
    )
    .orderBy(asc(leads.createdAt))
  const reached = new Map<string, string[]>()
  // In slices, so that a year of leads stays within a statement's parameters.
  for (let at = 0; at < rows.length; at += 5_000) {
    const ids = rows.slice(at, at + 5_000).map((row) => row.id)
    const changes = await db
      .selectDistinct({ leadId: leadStatusChanges.leadId, status: leadStatusChanges.status })
      .from(leadStatusChanges)
      .where(inArray(leadStatusChanges.leadId, ids))
    for (const change of changes) {
      reached.set(change.leadId, [...(reached.get(change.leadId) ?? []), change.status])
    }
  }
  const [owners, overdue] = await Promise.all([
    ownerNames(db),
    db
      .select({ ownerId: leads.ownerId, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(overdueAt(now))
      .groupBy(leads.ownerId),
  ])
  return {
    ...summarise(rows, reached, owners),
    overdue: overdue
      .map((row) => ({
        key: ownerLabel(owners, row.ownerId, 'Nobody yet'),
        count: row.count,
      }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
  }
}
