import { toCsv } from '@/lib/csv'
import { dayInIndia, formatSheetTime } from '@/lib/dates'
import { formatPhone } from '@/lib/validation/phone'

/**
 * Leads as CSV that Excel opens correctly: UTF-8 with a byte-order mark, CRLF line ends,
 * every field quoted, and text a spreadsheet would run as a formula neutralised.
 */
export type CsvLead = {
  id: string
  createdAt: Date
  formType: string
  name: string
  email: string | null
  phone: string | null
  sourcePage: string | null
  utm: Record<string, string> | null
  landingPage: string | null
  referrer: string | null
  status: string
  delivery: string | null
  suspectedSpam?: string | null
  data: Record<string, unknown>
  erasedAt?: Date | null
  /** The owner's e-mail and the office, as the desk has them. */
  owner?: string | null
  office?: string | null
  nextAction?: string | null
  nextActionAt?: Date | null
}

const COLUMNS = [
  'Received (IST)',
  'Form type',
  'Name',
  'Email',
  'Phone (India unless it starts with +)',
  'Page',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'Landing page',
  'Referrer',
  'Status',
  'Owner',
  'Office',
  'Next step (IST)',
  'Delivery',
  'Suspected spam',
  'Details',
  'Erased',
  'Lead id',
]

/** Why a lead is held as suspected spam, in a few words. */
const SPAM_REASONS: Record<string, string> = {
  honeypot: 'yes: hidden field filled in',
  'too-fast': 'yes: sent within 3 s',
}

const SKIPPED_DETAILS = new Set(['name', 'fullName', 'email', 'phone', 'formStartedAt', 'website'])

function details(data: Record<string, unknown>): string {
  return Object.entries(data)
    .filter(
      ([key, value]) =>
        !SKIPPED_DETAILS.has(key) && value !== '' && value !== null && value !== undefined,
    )
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ')
}

/** "erased on 2026-11-25" for a lead erased at the person's request (its day in India). */
export function erasedLabel(erasedAt: Date | null | undefined): string {
  return erasedAt ? `erased on ${dayInIndia(erasedAt)}` : ''
}

/**
 * A phone as a spreadsheet shows it as written: an Indian number as "98450 12345" (the space
 * keeps it text, not a number to round), any other with its + code, which the CSV writer
 * neutralises, since a leading + is a formula to a spreadsheet.
 */
export function sheetPhone(e164: string | null): string | null {
  return e164 && formatPhone(e164).replace(/^\+91 /, '')
}

export function leadsCsv(rows: readonly CsvLead[]): string {
  return toCsv(
    [
      COLUMNS,
      ...rows.map((row) => [
        formatSheetTime(row.createdAt),
        row.formType,
        row.name,
        row.email,
        sheetPhone(row.phone),
        row.sourcePage,
        row.utm?.source,
        row.utm?.medium,
        row.utm?.campaign,
        row.landingPage,
        row.referrer,
        row.status,
        row.owner,
        row.office,
        row.nextAction && row.nextActionAt
          ? `${row.nextAction} ${formatSheetTime(row.nextActionAt)}`
          : '',
        row.delivery,
        row.suspectedSpam ? (SPAM_REASONS[row.suspectedSpam] ?? row.suspectedSpam) : '',
        details(row.data),
        erasedLabel(row.erasedAt),
        row.id,
      ]),
    ],
    { quoteAll: true, bom: true },
  )
}
