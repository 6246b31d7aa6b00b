import { BAM_PER_EUR, type RateReading } from '@/data/exchange-rates'
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

type PricedFee = { amount: number; currency: string; unit: FeeUnit }

/**
 * The fee for one year and for the whole course, in its own currency. A course total is
 * divided by the course length for a yearly figure (and a yearly fee multiplied by it), so
 * fees quoted either way compare like with like; `derived` says which figure was computed.
 */
export function feePeriods(
  fee: PricedFee,
  duration: string | null | undefined,
): { perYear?: number; course?: number; years?: number; derived?: 'perYear' | 'course' } {
  const years = durationYears(duration)
  if (fee.unit === 'course') {
    return years === undefined
      ? { course: fee.amount }
      : { course: fee.amount, perYear: fee.amount / years, years, derived: 'perYear' }
  }
  return years === undefined
    ? { perYear: fee.amount }
    : { perYear: fee.amount, course: fee.amount * years, years, derived: 'course' }
}

/** A fee for one year in another currency, for a budget; course totals by the course length. */
export function yearlyFeeIn(
  fee: PricedFee,
  duration: string | null | undefined,
  to: string,
  rates: Rates,
): number | undefined {
  const perYear = feePeriods(fee, duration).perYear
  return perYear === undefined ? undefined : convert(perYear, fee.currency, to, rates)
}
