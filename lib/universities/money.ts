import { exchangeRates } from '@/data/exchange-rates'

/** Currencies a fee or a budget can be given in; INR is the rupee itself. */
export type CurrencyCode = 'USD' | 'EUR' | 'GBP' | 'INR'

const symbols: Record<CurrencyCode, string> = { USD: '$', EUR: '€', GBP: '£', INR: '₹' }

export function currencySymbol(code: string): string {
  return symbols[code as CurrencyCode] ?? code
}

/** Rupees for one unit of the currency, from the dated rates in data/exchange-rates.ts. */
export function rupeesPerUnit(code: string): number | undefined {
  if (code === 'INR') return 1
  return exchangeRates.rates.find((rate) => rate.currency === code)?.inr
}

/** An amount in another currency at the dated rates, or undefined for an unknown currency. */
export function convert(amount: number, from: string, to: string): number | undefined {
  const fromRate = rupeesPerUnit(from)
  const toRate = rupeesPerUnit(to)
  if (fromRate === undefined || toRate === undefined) return undefined
  return (amount * fromRate) / toRate
}

/** "$5,500" or "€8,000": the amount as the university charges it. */
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

export type FeeInRupees = { perYear: number; course?: number; years?: number }

/** The approximate rupee figure of a yearly fee and of the whole course. */
export function feeInRupees(
  fee: { amount: number; currency: string },
  duration: string | null | undefined,
): FeeInRupees | undefined {
  const perYear = convert(fee.amount, fee.currency, 'INR')
  if (perYear === undefined) return undefined
  const years = durationYears(duration)
  return years === undefined ? { perYear } : { perYear, course: perYear * years, years }
}
