import { facilityOptions, type FeeUnit } from '@/data/universities/types'
import { convert, yearlyFeeIn, type CurrencyCode, type Rates } from '@/lib/universities/money'

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
  { code: 'USD', symbol: '$', label: '$ USD', unit: 1, unitName: '', max: 50_000, step: 500 },
  { code: 'EUR', symbol: '€', label: '€ EUR', unit: 1, unitName: '', max: 50_000, step: 500 },
  { code: 'GBP', symbol: '£', label: '£ GBP', unit: 1, unitName: '', max: 40_000, step: 500 },
  { code: 'INR', symbol: '₹', label: '₹ INR', unit: 100_000, unitName: 'lakh', max: 50, step: 0.5 },
] as const satisfies readonly {
  code: CurrencyCode
  symbol: string
  label: string
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

export const defaultFilters: FilterState = {
  q: '',
  countries: [],
  categories: [],
  minFee: BUDGET_MIN,
  maxFee: budgetScale('USD').max,
  currency: 'USD',
  facilities: [],
  view: 'grid',
}

const MAX_QUERY_LENGTH = 100
const MAX_LIST_LENGTH = 20

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

type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>

function readParam(params: SearchParamsInput, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined
  const value = params[key]
  return Array.isArray(value) ? value[0] : value
}

/** Every value of a list key: comma-joined (the site's links) or repeated (a GET form). */
function readAll(params: SearchParamsInput, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key)
  const value = params[key]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

function readList(
  params: SearchParamsInput,
  key: string,
  normalise: (item: string) => string | undefined = (item) => item,
): string[] {
  const items = readAll(params, key)
    .flatMap((raw) => raw.split(','))
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length <= 60)
    .flatMap((item) => normalise(item) ?? [])
  return [...new Set(items)].slice(0, MAX_LIST_LENGTH)
}

function readFee(
  params: SearchParamsInput,
  key: string,
  fallback: number,
  currency: BudgetCurrency,
): number {
  const raw = readParam(params, key)
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  return Number.isFinite(value) ? clampFee(value, currency) : fallback
}

const facilityByLowercase = new Map(facilityOptions.map((name) => [name.toLowerCase(), name]))

/**
 * The facility choices worth offering: those at least one university in the list has (staff
 * additions included), in the usual order, each with how many have it. A choice no
 * university has would only ever find nothing.
 */
export function facilitiesWithCounts(
  list: readonly Pick<Filterable, 'facilities'>[],
): { value: string; label: string; count: number }[] {
  return facilityOptions
    .map((name) => ({
      value: name as string,
      label: name as string,
      count: list.filter((university) => university.facilities.includes(name)).length,
    }))
    .filter((option) => option.count > 0)
}

/** The state a URL describes; anything malformed falls back to the default. */
export function parseFilters(params: SearchParamsInput): FilterState {
  const currencyParam = readParam(params, 'currency')?.toUpperCase()
  const currency =
    budgetCurrencies.find((option) => option.code === currencyParam)?.code ??
    defaultFilters.currency
  const minFee = readFee(params, 'min', BUDGET_MIN, currency)
  const maxFee = readFee(params, 'max', budgetScale(currency).max, currency)
  return {
    q: (readParam(params, 'q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    countries: readList(params, 'country', (slug) => slug.toLowerCase()),
    categories: readList(params, 'category'),
    minFee: Math.min(minFee, maxFee),
    maxFee,
    currency,
    facilities: readList(params, 'facility', (name) => facilityByLowercase.get(name.toLowerCase())),
    view: readParam(params, 'view') === 'list' ? 'list' : 'grid',
  }
}

/**
 * Results per page of the listing: on a phone two are on screen, and each card is about 5 KB
 * of markup the page carries (and every cached copy of it serves).
 */
export const LISTING_PAGE_SIZE = 12
const MAX_PAGE = 10_000

/** The page of results a URL asks for (1 when absent or malformed). */
export function parsePage(params: SearchParamsInput): number {
  const value = Number(readParam(params, 'page'))
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
  const params = new URLSearchParams()
  if (state.q.trim()) params.set('q', state.q.trim())
  if (state.countries.length > 0) params.set('country', state.countries.join(','))
  if (state.categories.length > 0) params.set('category', state.categories.join(','))
  if (state.minFee > BUDGET_MIN) params.set('min', String(state.minFee))
  if (state.maxFee < budgetScale(state.currency).max) params.set('max', String(state.maxFee))
  if (state.currency !== defaultFilters.currency) params.set('currency', state.currency)
  if (state.facilities.length > 0) params.set('facility', state.facilities.join(','))
  if (state.view !== defaultFilters.view) params.set('view', state.view)
  const query = params.toString()
  return query ? `?${query}` : ''
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

/** What the filters need to know of a university. */
export type Filterable = {
  id: number
  name: string
  city: string
  country: string
  countryName: string
  category: string
  tuitionFee: { amount: number; currency: string; unit: FeeUnit } | null
  duration: string | null
  facilities: string[]
}

/** Case-insensitive search on name, city and country. */
export function matchesSearch(university: Filterable, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en')
  if (!needle) return true
  return [university.name, university.city, university.countryName, university.country].some(
    (field) => field.toLocaleLowerCase('en').includes(needle),
  )
}

/**
 * Whether the yearly fee lies within the budget, compared in the budget's currency at the
 * rates in force. A course total counts as its yearly share (divided by the course length).
 * A university without a stated fee passes only when no budget is set, since its fee cannot
 * be compared.
 */
export function matchesBudget(university: Filterable, state: FilterState, rates: Rates): boolean {
  if (!isBudgetActive(state)) return true
  const fee = university.tuitionFee
  if (!fee) return false
  const { unit, max } = budgetScale(state.currency)
  const amount = yearlyFeeIn(fee, university.duration, state.currency, rates)
  if (amount === undefined) return false
  if (amount < state.minFee * unit) return false
  return state.maxFee >= max || amount <= state.maxFee * unit
}

export function matchesFilters(university: Filterable, state: FilterState, rates: Rates): boolean {
  return (
    matchesSearch(university, state.q) &&
    (state.countries.length === 0 || state.countries.includes(university.country)) &&
    (state.categories.length === 0 || state.categories.includes(university.category)) &&
    state.facilities.every((facility) => university.facilities.includes(facility)) &&
    matchesBudget(university, state, rates)
  )
}

export function filterUniversities<T extends Filterable>(
  list: readonly T[],
  state: FilterState,
  rates: Rates,
): T[] {
  return list.filter((university) => matchesFilters(university, state, rates))
}
