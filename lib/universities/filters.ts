import { facilityOptions } from '@/data/universities/types'
import { convert, type CurrencyCode, type Rates } from '@/lib/universities/money'
import {
  listOf,
  oneOf,
  parseQuery,
  text,
  valuesOf,
  writeQuery,
  type QueryField,
  type SearchParamsInput,
} from '@/lib/validation/search-params'

/**
 * The listing's filter state and its place in the URL, so a filtered list can be shared and
 * the back button works.
 */

/**
 * The yearly budget's range and step in each currency. Fees run from about ₹3 lakh to ₹30
 * lakh a year, so a rupee budget is given in lakh (₹1,00,000), in steps of half a lakh; the
 * other currencies in whole units. The top of each range means "no upper limit", so a
 * university dearer than it is never lost. The ranges are fixed here, not read from the
 * catalogue, so a view's address never changes meaning when a fee does.
 */
export const budgetCurrencies = [
  { code: 'USD', symbol: '$', unit: 1, unitName: '', max: 50_000, step: 500 },
  { code: 'EUR', symbol: '€', unit: 1, unitName: '', max: 50_000, step: 500 },
  { code: 'GBP', symbol: '£', unit: 1, unitName: '', max: 40_000, step: 500 },
  { code: 'INR', symbol: '₹', unit: 100_000, unitName: 'lakh', max: 50, step: 0.5 },
] as const satisfies readonly {
  code: CurrencyCode
  symbol: string
  /** Rupees (or dollars…) in one unit of the budget's numbers: 1 lakh is 100,000 rupees. */
  unit: number
  unitName: string
  max: number
  step: number
}[]

export type BudgetCurrency = (typeof budgetCurrencies)[number]['code']
export type BudgetScale = (typeof budgetCurrencies)[number]
export type ListView = 'grid' | 'list'

export const BUDGET_MIN = 0
const MAX_QUERY_LENGTH = 100

export function budgetScale(currency: BudgetCurrency): BudgetScale {
  return budgetCurrencies.find((option) => option.code === currency) ?? budgetCurrencies[0]
}

export type FilterState = {
  q: string
  /** Lowercase country slugs. */
  countries: string[]
  categories: string[]
  /** In the currency's budget unit (lakh for rupees). */
  minFee: number
  maxFee: number
  currency: BudgetCurrency
  facilities: string[]
  view: ListView
}

/**
 * A budget number clamped to the currency's range and rounded to its step. For rupees, a
 * number above 1,000 is an amount written out in full (no yearly fee is 1,000 lakh) and is
 * read as rupees: 400000 is 4 lakh.
 */
export function clampFee(value: number, currency: BudgetCurrency): number {
  if (!Number.isFinite(value)) return BUDGET_MIN
  const { unit, max, step } = budgetScale(currency)
  const inUnits = unit > 1 && value > 1_000 ? value / unit : value
  const stepped = Math.round(inUnits / step) * step
  return Math.min(max, Math.max(BUDGET_MIN, stepped))
}

/**
 * A new minimum or maximum, clamped, keeping the minimum at or below the maximum: the bound
 * being changed wins, and the other one moves to meet it.
 */
export function withBudget(
  state: FilterState,
  bound: 'minFee' | 'maxFee',
  value: number,
): FilterState {
  const next = clampFee(value, state.currency)
  if (bound === 'minFee') return { ...state, minFee: next, maxFee: Math.max(state.maxFee, next) }
  return { ...state, maxFee: next, minFee: Math.min(state.minFee, next) }
}

/**
 * The budget in another currency: each bound converted at the rates in force and rounded to
 * the new step; no lower or no upper limit stays so.
 */
export function withCurrency(
  state: FilterState,
  currency: BudgetCurrency,
  rates: Rates,
): FilterState {
  const from = budgetScale(state.currency)
  const to = budgetScale(currency)
  const converted = (value: number) => {
    const amount = convert(value * from.unit, from.code, to.code, rates)
    return amount === undefined ? undefined : clampFee(amount / to.unit, currency)
  }
  const minFee = state.minFee > BUDGET_MIN ? (converted(state.minFee) ?? BUDGET_MIN) : BUDGET_MIN
  const maxFee = state.maxFee < from.max ? (converted(state.maxFee) ?? to.max) : to.max
  return { ...state, currency, minFee: Math.min(minFee, maxFee), maxFee }
}

export function isBudgetActive(state: FilterState): boolean {
  return state.minFee > BUDGET_MIN || state.maxFee < budgetScale(state.currency).max
}

/** "$5,000", "₹4.5 lakh": a budget number as a visitor reads it. */
export function formatBudget(value: number, currency: BudgetCurrency): string {
  const { symbol, unitName } = budgetScale(currency)
  return unitName
    ? `${symbol}${value.toLocaleString('en-IN')} ${unitName}`
    : `${symbol}${value.toLocaleString('en-IN')}`
}

const facilityByLowercase = new Map(facilityOptions.map((name) => [name.toLowerCase(), name]))

/**
 * The listing's keys for a budget in `currency`: its range and step bound the two fees. Lists
 * are comma-joined; a value nobody offers is dropped; the defaults are left out of the address.
 */
function filterSchema(currency: BudgetCurrency) {
  const { max } = budgetScale(currency)
  const fee = (key: string, fallback: number, omitted: (value: number) => boolean) =>
    ({
      key,
      read: ([first]) => {
        const value = first ? Number(first) : Number.NaN
        return { value: Number.isFinite(value) ? clampFee(value, currency) : fallback }
      },
      write: (value) => (omitted(value) ? '' : String(value)),
    }) satisfies QueryField<number>
  return {
    q: text(MAX_QUERY_LENGTH),
    countries: listOf('country', (slug) => slug.toLowerCase()),
    categories: listOf('category'),
    minFee: fee('min', BUDGET_MIN, (value) => value <= BUDGET_MIN),
    maxFee: fee('max', max, (value) => value >= max),
    currency: currencyField,
    facilities: listOf('facility', (name) => facilityByLowercase.get(name.toLowerCase())),
    view: oneOf(['grid', 'list'] as const, 'grid', { omit: 'grid' }),
  }
}

const currencyField = oneOf(
  budgetCurrencies.map((option) => option.code),
  'USD',
  { normalise: (code) => code.toUpperCase(), omit: 'USD' },
)

/** The state a URL describes; anything malformed falls back to the default. */
export function parseFilters(params: SearchParamsInput): FilterState {
  const currency = currencyField.read(valuesOf(params, 'currency')).value
  const values = parseQuery(filterSchema(currency), params)
  return { ...values, minFee: Math.min(values.minFee, values.maxFee) }
}

/** The listing unfiltered: what an empty address says. */
export const defaultFilters: FilterState = parseFilters({})

/**
 * Results per page of the listing: on a phone two are on screen, and each card is about 5 KB
 * of markup the page carries (and every cached copy of it serves).
 */
export const LISTING_PAGE_SIZE = 12
const MAX_PAGE = 10_000

/** The page of results a URL asks for (1 when absent or malformed). */
export function parsePage(params: SearchParamsInput): number {
  const value = Number(valuesOf(params, 'page')[0])
  return Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_PAGE) : 1
}

/**
 * The listing's one address for a state and page: the filters in their stable order, lists
 * sorted (the same choice ticked in another order is the same view), page last.
 */
export function listingQuery(state: FilterState, page = 1): string {
  const sorted = {
    ...state,
    countries: [...state.countries].sort(),
    categories: [...state.categories].sort(),
    facilities: [...state.facilities].sort(),
  }
  const query = serializeFilters(sorted)
  if (page <= 1) return query
  return `${query ? `${query}&` : '?'}page=${page}`
}

/** The query string of a state, without the defaults, in a stable order ("" for none). */
export function serializeFilters(state: FilterState): string {
  return writeQuery(filterSchema(state.currency), state)
}

/** Whether any filter (not the view) narrows the list. */
export function hasActiveFilters(state: FilterState): boolean {
  return (
    state.q.trim() !== '' ||
    state.countries.length > 0 ||
    state.categories.length > 0 ||
    state.facilities.length > 0 ||
    isBudgetActive(state)
  )
}
