import { countries } from '@/data/countries'
import { officeName } from '@/data/offices'
import type { LeadStatus } from '@/lib/desk/lead-states'
import { leadCountries } from '@/lib/desk/lead-country'
import { formTypeLabels, ownerLabel, statusLabels } from '@/lib/desk/labels'

/**
 * The admin's reports, computed from the leads of a date range (pure: lib/data/reports.ts
 * reads the rows). Every count is of leads, not of events.
 */

export type ReportLead = {
  id: string
  formType: string
  utm: Record<string, string> | null
  referrer: string | null
  data: Record<string, unknown>
  office: string | null
  ownerId: string | null
  status: string
  createdAt: Date
  firstContactAt: Date | null
}

export type GroupRow = {
  key: string
  leads: number
  contacted: number
  converted: number
  /** Median minutes from arrival to the first contact logged, of those contacted. */
  medianFirstResponse: number | null
}

/** The stages a lead goes through, in order; closed is an ending, not a stage. */
export const stages = [
  'new',
  'contacted',
  'counselled',
  'applied',
  'converted',
] as const satisfies readonly LeadStatus[]

export type StageRow = { stage: (typeof stages)[number]; reached: number; share: number }

export type Report = {
  total: number
  medianFirstResponse: number | null
  bySource: GroupRow[]
  byForm: GroupRow[]
  byCountry: GroupRow[]
  byOffice: GroupRow[]
  byCounsellor: GroupRow[]
  conversion: StageRow[]
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const minutesToContact = (lead: ReportLead) =>
  lead.firstContactAt ? (lead.firstContactAt.getTime() - lead.createdAt.getTime()) / 60_000 : null

/** Where a lead came from: its campaign's source, else the site that referred it, else direct. */
export function sourceOf(lead: Pick<ReportLead, 'utm' | 'referrer'>): string {
  if (lead.utm?.source) return lead.utm.source
  if (lead.referrer) {
    try {
      return new URL(lead.referrer).hostname.replace(/^www\./, '')
    } catch {
      return lead.referrer
    }
  }
  return 'Direct (no campaign or referrer)'
}

/** The furthest stage a lead reached: its status now or any in its history. */
function furthestStage(lead: ReportLead, reached: ReadonlyMap<string, readonly string[]>): number {
  return Math.max(
    0,
    ...[lead.status, ...(reached.get(lead.id) ?? [])].map((status) =>
      stages.indexOf(status as (typeof stages)[number]),
    ),
  )
}

/**
 * Contacted, the one definition every count uses (each table's column and the funnel's
 * stage): a contact was logged, or the lead reached the contacted stage or a later one, as a
 * lead moved on the board or converted without a logged call has.
 */
export function wasContacted(
  lead: ReportLead,
  reached: ReadonlyMap<string, readonly string[]>,
): boolean {
  return lead.firstContactAt !== null || furthestStage(lead, reached) >= stages.indexOf('contacted')
}

function group(
  leads: readonly ReportLead[],
  keysOf: (lead: ReportLead) => string[],
  reached: ReadonlyMap<string, readonly string[]>,
): GroupRow[] {
  const groups = new Map<string, ReportLead[]>()
  for (const lead of leads) {
    for (const key of keysOf(lead)) groups.set(key, [...(groups.get(key) ?? []), lead])
  }
  return [...groups.entries()]
    .map(([key, members]) => ({
      key,
      leads: members.length,
      contacted: members.filter((lead) => wasContacted(lead, reached)).length,
      converted: members.filter((lead) => lead.status === 'converted').length,
      medianFirstResponse: median(
        members.map(minutesToContact).filter((value): value is number => value !== null),
      ),
    }))
    .sort((a, b) => b.leads - a.leads || a.key.localeCompare(b.key))
}

/**
 * The report of these leads. `reached` holds each lead's statuses from its history, so a lead
 * closed after counselling still counts as having reached counselling.
 */
export function summarise(
  leads: readonly ReportLead[],
  reached: ReadonlyMap<string, readonly string[]>,
  owners: ReadonlyMap<string, string>,
): Report {
  const countryName = (slug: string) => countries.find((c) => c.slug === slug)?.name ?? slug
  return {
    total: leads.length,
    medianFirstResponse: median(
      leads.map(minutesToContact).filter((value): value is number => value !== null),
    ),
    bySource: group(leads, (lead) => [sourceOf(lead)], reached),
    byForm: group(leads, (lead) => [formTypeLabels[lead.formType] ?? lead.formType], reached),
    byCountry: group(
      leads,
      (lead) => {
        const named = leadCountries(lead.data)
        return named.length > 0 ? named.map(countryName) : ['None named']
      },
      reached,
    ),
    byOffice: group(
      leads,
      (lead) => [officeName(lead.office) ?? 'No office (shared queue)'],
      reached,
    ),
    byCounsellor: group(leads, (lead) => [ownerLabel(owners, lead.ownerId, 'Nobody yet')], reached),
    conversion: stages.map((stage, index) => {
      const count = leads.filter((lead) =>
        stage === 'contacted' ? wasContacted(lead, reached) : furthestStage(lead, reached) >= index,
      ).length
      return {
        stage,
        reached: count,
        share: leads.length ? count / leads.length : 0,
      }
    }),
  }
}

export const reportTableIds = [
  'source',
  'form',
  'country',
  'office',
  'counsellor',
  'conversion',
  'overdue',
] as const
export type ReportTableId = (typeof reportTableIds)[number]

/** One table of the report as the page and its CSV show it: headings, rows, a bar per row. */
export type ReportTable = {
  id: ReportTableId
  title: string
  headings: string[]
  rows: { cells: string[]; bar: number }[]
}

const minutes = (value: number | null) =>
  value === null ? '—' : value < 1 ? 'under a minute' : formatMinutes(value)

/** "1 d 2 h 5 min". */
export function formatMinutes(value: number): string {
  const total = Math.round(value)
  const days = Math.floor(total / 1440)
  const hours = Math.floor((total % 1440) / 60)
  return [days ? `${days} d` : '', hours ? `${hours} h` : '', `${total % 60} min`]
    .filter(Boolean)
    .join(' ')
}

const percent = (share: number) => `${Math.round(share * 100)}%`

/** The report's tables, in the order the page shows them. */
export function reportTables(
  report: Report & { overdue: { key: string; count: number }[] },
): ReportTable[] {
  const grouped = (id: ReportTableId, title: string, first: string, rows: GroupRow[]) => {
    const most = Math.max(1, ...rows.map((row) => row.leads))
    return {
      id,
      title,
      headings: [first, 'Leads', 'Contacted', 'Converted', 'Median first response'],
      rows: rows.map((row) => ({
        cells: [
          row.key,
          String(row.leads),
          String(row.contacted),
          String(row.converted),
          minutes(row.medianFirstResponse),
        ],
        bar: row.leads / most,
      })),
    }
  }
  const mostOverdue = Math.max(1, ...report.overdue.map((row) => row.count))
  return [
    grouped('source', 'By source', 'Source', report.bySource),
    grouped('form', 'By form', 'Form', report.byForm),
    grouped('country', 'By country named', 'Country', report.byCountry),
    grouped('office', 'By office', 'Office', report.byOffice),
    grouped('counsellor', 'By counsellor', 'Counsellor', report.byCounsellor),
    {
      id: 'conversion',
      title: 'Conversion by stage',
      headings: ['Stage reached', 'Leads', 'Share of all'],
      rows: report.conversion.map((row) => ({
        cells: [statusLabels[row.stage], String(row.reached), percent(row.share)],
        bar: row.share,
      })),
    },
    {
      id: 'overdue',
      title: 'Overdue follow-ups now',
      headings: ['Counsellor', 'Overdue'],
      rows: report.overdue.map((row) => ({
        cells: [row.key, String(row.count)],
        bar: row.count / mostOverdue,
      })),
    },
  ]
}
