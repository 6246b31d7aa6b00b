import { formatDate } from '@/lib/dates'
import type { Fee } from '@/lib/universities/model'

type DatedFee = Pick<Fee, 'appliesTo' | 'source' | 'checkedOn'>

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/**
 * The academic year a fee applies to, read from its `appliesTo` text: "2021-22", "2025/26",
 * "February 2024 intake". `start` is the first day of that year (an academic year is taken to
 * start in September; an intake on the first of its month).
 */
export function feeYear(appliesTo: string | null): { label: string; start: Date } | null {
  if (!appliesTo) return null
  const academic = /\b(\d{4})\s*[-/–]\s*(\d{2}|\d{4})\b/.exec(appliesTo)
  if (academic) {
    return {
      label: academic[0].replace(/\s+/g, ''),
      start: new Date(Date.UTC(Number(academic[1]), 8, 1)),
    }
  }
  const intake = /\b(?:([A-Za-z]+)\s+)?(\d{4})\s+intake\b/i.exec(appliesTo)
  if (intake) {
    const month = MONTHS.indexOf((intake[1] ?? '').toLowerCase())
    return {
      label: intake[0],
      start: new Date(Date.UTC(Number(intake[2]), month >= 0 ? month : 8, 1)),
    }
  }
  return null
}

/** The September that starts the academic year `today` is in: a fee for an earlier one is past. */
function currentYearStart(today: Date): Date {
  const year = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1
  return new Date(Date.UTC(year, 8, 1))
}

/** Whether the fee is for an academic year or intake that has already begun and ended its cycle. */
export function feeIsForPastYear(fee: Pick<Fee, 'appliesTo'>, today: Date = new Date()): boolean {
  const year = feeYear(fee.appliesTo)
  return year !== null && year.start < currentYearStart(today)
}

/**
 * The short tag beside a fee figure: the year it applies to ("2021-22 fee"), or, for a sourced
 * fee whose source names no year, "year not stated". An estimate says "estimate" already.
 */
export function feeYearTag(fee: DatedFee, today: Date = new Date()): string | null {
  const year = feeYear(fee.appliesTo)
  if (year) return `${year.label} fee${feeIsForPastYear(fee, today) ? ' (a past year)' : ''}`
  return fee.source ? 'year not stated' : null
}

/**
 * The sentence under a fee: which year it applies to and, for a past year, that it is the
 * latest published figure found rather than today's fee.
 */
export function feeYearSentence(fee: DatedFee, today: Date = new Date()): string {
  if (!fee.appliesTo) {
    return fee.source ? 'The source does not say which academic year this fee is for. ' : ''
  }
  return feeIsForPastYear(fee, today)
    ? `This is the fee for ${fee.appliesTo}, a past academic year: the latest the university published that we found. Ask the university for the fee of your intake. `
    : `The fee applies to ${fee.appliesTo}. `
}

/**
 * How the date beside a source reads: "last checked 22 Nov 2026" only when the source is the
 * university's notice for the current or a coming year; otherwise "read 22 Nov 2026", since a
 * 2021-22 notice read today is not a check of today's fee.
 */
export function feeReadPhrase(fee: DatedFee, today: Date = new Date()): string {
  if (!fee.source || !fee.checkedOn) return ''
  const current = feeYear(fee.appliesTo) !== null && !feeIsForPastYear(fee, today)
  return `, ${current ? 'last checked' : 'read'} ${formatDate(fee.checkedOn)}`
}
