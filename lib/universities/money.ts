import { formatDate } from '@/lib/dates'
import { BAM_PER_EUR, FIXED_TO_RUPEE, type RateReading } from '@/data/exchange-rates'
import type { FeeUnit } from '@/data/universities/types'

/** The rupee rates in force: the newest reading of each currency (lib/data/exchange-rates). */
export type Rates = readonly RateReading[]

/** Currencies a budget can be given in; INR is the rupee itself. */
export type CurrencyCode = 'USD' | 'EUR' | 'GBP' | 'INR'

const symbols: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  INR: '₹',
  MYR: 'RM ',
  NPR: 'NPR ',
  BAM: 'BAM ',
}

export function currencySymbol(code: string): string {
  return symbols[code] ?? `${code} `
}

/**
 * The reading a currency converts by: its own, or the euro's for the Bosnian mark (fixed to
 * the euro), so the page can name the date of the rate it used.
 */
export function readingFor(code: string, rates: Rates): RateReading | undefined {
  return rates.find((rate) => rate.currency === (code === 'BAM' ? 'EUR' : code))
}

/** Rupees for one unit of the currency at the rates in force. */
export function rupeesPerUnit(code: string, rates: Rates): number | undefined {
  if (code === 'INR') return 1
  const reading = readingFor(code, rates)
  if (!reading) return undefined
  return code === 'BAM' ? reading.inr / BAM_PER_EUR : reading.inr
}

/** An amount in another currency at the rates in force, or undefined for an unknown one. */
export function convert(
  amount: number,
  from: string,
  to: string,
  rates: Rates,
): number | undefined {
  const fromRate = rupeesPerUnit(from, rates)
  const toRate = rupeesPerUnit(to, rates)
  if (fromRate === undefined || toRate === undefined) return undefined
  return (amount * fromRate) / toRate
}

/** "$5,500", "€8,000", "RM 110,000": the amount as the university charges it. */
export function formatMoney(amount: number, code: string): string {
  return `${currencySymbol(code)}${Math.round(amount).toLocaleString('en-IN')}`
}

/** Rupees in the way Indian families read them: "₹4.9 lakh", "₹1.2 crore". */
export function formatRupees(rupees: number): string {
  if (rupees >= 1e7) return `₹${round(rupees / 1e7, 2)} crore`
  if (rupees >= 1e5) return `₹${round(rupees / 1e5, 1)} lakh`
  return `₹${Math.round(rupees).toLocaleString('en-IN')}`
}

function round(value: number, digits: number): string {
  const factor = 10 ** digits
  return String(Math.round(value * factor) / factor)
}

/**
 * Years of study in a duration text: "6 years" is 6, "5.5 years" is 5.5, and a range such
 * as "5.5-6 years" takes its upper end, so a course total is never understated.
 */
export function durationYears(duration: string | null | undefined): number | undefined {
  if (!duration) return undefined
  const match = /(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*years?/i.exec(duration)
  if (!match) return undefined
  const years = Number(match[2] ?? match[1])
  return years > 0 && years <= 12 ? years : undefined
}

/**
 * Whether the years a duration counts leave the internship out: the text says the internship
 * is a separate stage, follows the degree, or is unconfirmed ("5 years of study, then a
 * separate internship"; "5 years (internship year to be confirmed)"). A course total over
 * those years then says the internship is not in it.
 */
export function internshipLeftOut(duration: string | null | undefined): boolean {
  if (!duration || !/internship/i.test(duration)) return false
  return /separate|not included|to be confirmed|unverified|unknown|follows|after (?:the|graduation)/i.test(
    duration,
  )
}

/** "6 years", or "5 years of study; internship not included": what a course total counts. */
export function yearsCounted(duration: string | null | undefined): string | undefined {
  const years = durationYears(duration)
  if (years === undefined) return undefined
  return internshipLeftOut(duration)
    ? `${years} years of study; internship not included`
    : `${years} years`
}

type PricedFee = { amount: number; currency: string; unit: FeeUnit }

/**
 * The fee for one year and for the whole course, in its own currency. A yearly fee times the
 * course length gives a course total (`derived: 'course'`). A course total is never divided
 * into a yearly figure: where it is quoted (Nepal's colleges) it is paid in instalments of
 * unequal size, so a "per year" share would be a figure nobody charges.
 */
export function feePeriods(
  fee: PricedFee,
  duration: string | null | undefined,
): { perYear?: number; course?: number; years?: number; derived?: 'course' } {
  const years = durationYears(duration)
  if (fee.unit === 'course') return { course: fee.amount }
  return years === undefined
    ? { perYear: fee.amount }
    : { perYear: fee.amount, course: fee.amount * years, years, derived: 'course' }
}

/**
 * A fee's weight against a yearly budget, in another currency: a yearly fee as it is, a
 * course total by its average share per year. Only the budget filter uses it, to decide
 * whether a university fits; the share is never shown as a fee.
 */
export function yearlyFeeIn(
  fee: PricedFee,
  duration: string | null | undefined,
  to: string,
  rates: Rates,
): number | undefined {
  if (fee.unit === 'course') {
    const years = durationYears(duration)
    return years === undefined ? undefined : convert(fee.amount / years, fee.currency, to, rates)
  }
  return convert(fee.amount, fee.currency, to, rates)
}

const DAY_MS = 86_400_000

/** A rate read longer ago than this is called old beside every rupee figure it converts. */
export const RATE_FRESH_DAYS = 30

/** Whole days from an ISO date to `today`. */
export function daysSince(iso: string, today: Date): number {
  const then = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`)
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return Math.floor((now - then) / DAY_MS)
}

function ageInWords(days: number): string {
  const months = Math.floor(days / 30.44)
  if (months >= 2) return `${months} months old`
  if (months === 1) return 'a month old'
  return `${days} days old`
}

/**
 * What a rupee figure says about the rate it used: "rate of 20 Nov 2026"; an estimated
 * reading says so; a reading over 30 days old says "old rate of 24 Feb 2026, 9 months old",
 * so a figure converted at a stale rate never reads as today's. A currency pegged to the rupee
 * (NPR) converts at its "fixed rate", which does not age.
 */
export function rateNote(reading: RateReading, today: Date = new Date()): string {
  if (FIXED_TO_RUPEE.includes(reading.currency)) return 'fixed rate'
  const days = daysSince(reading.readOn, today)
  const estimated = /^estimate/i.test(reading.source.trim())
  const old = days > RATE_FRESH_DAYS
  const kind = [old ? 'old' : '', estimated ? 'estimated' : ''].filter(Boolean).join(', ')
  return `${kind ? `${kind} ` : ''}rate of ${formatDate(reading.readOn)}${old ? `, ${ageInWords(days)}` : ''}`
}

const currencyNames: Record<string, string> = {
  USD: 'US dollar',
  EUR: 'euro',
  GBP: 'pound',
  MYR: 'ringgit',
  NPR: 'Nepalese rupee',
  BAM: 'Bosnian mark',
}

/**
 * One sentence for the rates behind every rupee figure of a list, said once above it instead
 * of on each card: "Rupee figures use the old rate of 24 Feb 2026, 9 months old (US dollar
 * fees) and the old, estimated rate of 15 Jan 2026, 10 months old (euro fees)." Currencies
 * converting by one reading share its note. "" when nothing shown is converted.
 */
export function ratesSentence(
  currencies: Iterable<string>,
  rates: Rates,
  today: Date = new Date(),
): string {
  const byNote = new Map<string, string[]>()
  for (const code of new Set(currencies)) {
    const note = code === 'INR' ? '' : rateDateNote(code, rates, today)
    if (note) byNote.set(note, [...(byNote.get(note) ?? []), currencyNames[code] ?? code])
  }
  const parts = [...byNote].map(([note, names]) => `the ${note} (${names.join(' and ')} fees)`)
  if (parts.length === 0) return ''
  return `Rupee figures (≈) use ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`}.`
}

/** The note for the reading a currency converts by ("" for one without a reading). */
export function rateDateNote(currency: string, rates: Rates, today: Date = new Date()): string {
  const reading = readingFor(currency, rates)
  return reading ? rateNote(reading, today) : ''
}
