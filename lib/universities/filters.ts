import { facilityOptions, type FeeUnit } from '@/data/universities/types'
import { currencySymbol, yearlyFeeIn, type Rates } from '@/lib/universities/money'

/**
 * The listing's filter state (spec 000 section 3 "Filter state", sections 5 and 9) and its
 * place in the URL, so a filtered list can be shared and the back button works.
 */

export const BUDGET_MIN = 0
export const BUDGET_MAX = 50_000
export const BUDGET_STEP = 1_000

export const budgetCurrencies = (['USD', 'EUR', 'GBP', 'INR'] as const).map((code) => ({
  code,
  symbol: currencySymbol(code),
  label: `${currencySymbol(code)} ${code}`,
}))

export type BudgetCurrency = (typeof budgetCurrencies)[number]['code']
export type ListView = 'grid' | 'list'

export type FilterState = {
  q: string
  /** Lowercase country slugs. */
  countries: string[]
  categories: string[]
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
  maxFee: BUDGET_MAX,
  currency: 'USD',
  facilities: [],
  view: 'grid',
}

const MAX_QUERY_LENGTH = 100
const MAX_LIST_LENGTH = 20

/** A budget input clamped to 0-50000 and rounded to the step of 1000. */
export function clampFee(value: number): number {
  if (!Number.isFinite(value)) return BUDGET_MIN
  const stepped = Math.round(value / BUDGET_STEP) * BUDGET_STEP
  return Math.min(BUDGET_MAX, Math.max(BUDGET_MIN, stepped))
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
  const next = clampFee(value)
  if (bound === 'minFee') return { ...state, minFee: next, maxFee: Math.max(state.maxFee, next) }
  return { ...state, maxFee: next, minFee: Math.min(state.minFee, next) }
}

export function isBudgetActive(state: FilterState): boolean {
  return state.minFee > BUDGET_MIN || state.maxFee < BUDGET_MAX
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

function readFee(params: SearchParamsInput, key: string, fallback: number): number {
  const raw = readParam(params, key)
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  return Number.isFinite(value) ? clampFee(value) : fallback
}

const facilityByLowercase = new Map(facilityOptions.map((name) => [name.toLowerCase(), name]))

/** The state a URL describes; anything malformed falls back to the default. */
export function parseFilters(params: SearchParamsInput): FilterState {
  const currencyParam = readParam(params, 'currency')?.toUpperCase()
  const currency =
    budgetCurrencies.find((option) => option.code === currencyParam)?.code ??
    defaultFilters.currency
  const minFee = readFee(params, 'min', BUDGET_MIN)
  const maxFee = readFee(params, 'max', BUDGET_MAX)
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
  if (state.maxFee < BUDGET_MAX) params.set('max', String(state.maxFee))
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

/** Case-insensitive search on name, city and country (spec 000 section 5). */
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
  const amount = yearlyFeeIn(fee, university.duration, state.currency, rates)
  if (amount === undefined) return false
  if (amount < state.minFee) return false
  return state.maxFee >= BUDGET_MAX || amount <= state.maxFee
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
