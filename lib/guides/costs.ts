import {
  formatMoney,
  formatRupees,
  rateNote,
  readingFor,
  rupeesPerUnit,
  type Rates,
} from '@/lib/universities/money'
import { feeIsForPastYear } from '@/lib/universities/fee-year'
import { lines, type Fee } from '@/lib/universities/model'

/** A row of a guide's fee table (columns Particulars and Average Cost). */
export type CostRow = {
  particulars: string
  cost: string
  /** What the figure rests on: "from N universities' fees (M estimates)" or "estimate". */
  basis: string
  highlighted?: boolean
}

function rupeeNote(low: number, high: number, currency: string, rates: Rates, today: Date): string {
  const perUnit = rupeesPerUnit(currency, rates)
  const reading = readingFor(currency, rates)
  if (currency === 'INR' || perUnit === undefined || !reading) return ''
  const span =
    high > low
      ? `${formatRupees(low * perUnit)} to ${formatRupees(high * perUnit)}`
      : formatRupees(low * perUnit)
  return ` (≈ ${span} at the ${rateNote(reading, today)})`
}

function span(low: number, high: number, currency: string): string {
  return high > low
    ? `${formatMoney(low, currency)} to ${formatMoney(high, currency)}`
    : formatMoney(low, currency)
}

/**
 * The tuition rows of a country's fee table, read from its universities' own fees: one row
 * per currency and unit as the universities charge (a course total is never shown as a yearly
 * fee: Nepal's colleges quote the whole course), with rupees at the dated rate.
 */
export function tuitionRows(
  universities: readonly { tuitionFee: Fee | null; duration: string | null }[],
  rates: Rates,
  today: Date = new Date(),
): CostRow[] {
  const groups = new Map<string, { currency: string; unit: Fee['unit']; fees: Fee[] }>()
  for (const { tuitionFee: fee } of universities) {
    if (!fee) continue
    const key = `${fee.unit} ${fee.currency}`
    const group = groups.get(key) ?? { currency: fee.currency, unit: fee.unit, fees: [] }
    group.fees.push(fee)
    groups.set(key, group)
  }
  const unpriced = universities.length - [...groups.values()].reduce((n, g) => n + g.fees.length, 0)
  const rows = [...groups.values()].map(({ currency, unit, fees }): CostRow => {
    const amounts = fees.map((fee) => fee.amount)
    const low = Math.min(...amounts)
    const high = Math.max(...amounts)
    const estimates = fees.filter((fee) => !fee.source).length
    const past = fees.filter((fee) => feeIsForPastYear(fee, today)).length
    const per = unit === 'course' ? ' for the whole course' : ' a year'
    return {
      particulars: unit === 'course' ? 'Tuition (whole course)' : 'Tuition (per year)',
      cost: `${span(low, high, currency)}${per}${rupeeNote(low, high, currency, rates, today)}`,
      basis: `${fees.length} ${fees.length === 1 ? "university's fee" : "universities' fees"}${
        estimates === 0
          ? ', each with its source'
          : estimates === fees.length
            ? ', all estimates'
            : `, ${estimates} of them estimates`
      }${past > 0 ? `; ${past === fees.length && fees.length > 1 ? 'all' : past} for a past academic year` : ''}`,
      highlighted: true,
    }
  })
  if (unpriced > 0) {
    rows.push({
      particulars: 'Tuition (not published)',
      cost: 'Ask a counsellor',
      basis: `${unpriced} ${unpriced === 1 ? 'university has' : 'universities have'} no fee we could check`,
    })
  }
  return rows
}

/**
 * The country's yearly costs beyond tuition, one "Item: cost" line each. A line is an
 * estimate unless it ends with the source of a figure set by rule ("(source: …)", such as
 * Malaysia's service tax): then that source is its basis.
 */
export function livingRows(additionalExpenses: string | null): CostRow[] {
  return lines(additionalExpenses).map((line) => {
    const colon = line.indexOf(':')
    if (colon <= 0) return { particulars: line, cost: 'Ask a counsellor', basis: 'estimate' }
    const cost = line.slice(colon + 1).trim()
    const sourced = /^(.*?)\s*\(source: ([^)]+)\)$/.exec(cost)
    return {
      particulars: line.slice(0, colon).trim(),
      cost: sourced ? sourced[1]! : cost,
      basis: sourced ? sourced[2]! : 'estimate',
    }
  })
}

/** A practical guide's monthly cost: its range in its currency and in rupees at the dated rate. */
export function monthlyCost(
  cost: { low: number; high: number; currency: string },
  rates: Rates,
  today: Date = new Date(),
): string {
  return `${span(cost.low, cost.high, cost.currency)} a month${rupeeNote(cost.low, cost.high, cost.currency, rates, today)}`
}
