import { todayInIndia } from '@/lib/dates'
import { isIsoDate } from '@/lib/validation/search-param-fields'
import { valuesOf, type SearchParamsInput } from '@/lib/validation/search-params'

/**
 * The reports' date range from their address: two real days in India (this month so far when
 * absent or not dates), earlier first.
 */
export function parseReportRange(
  params: SearchParamsInput,
  now: Date = new Date(),
): { from: string; to: string } {
  const read = (key: string) => {
    const [value] = valuesOf(params, key)
    return value && isIsoDate(value) ? value : null
  }
  const today = todayInIndia(now)
  const from = read('from') ?? `${today.slice(0, 8)}01`
  const to = read('to') ?? today
  return from <= to ? { from, to } : { from: to, to: from }
}
