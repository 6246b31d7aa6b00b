import { facilityOptions, type FeeUnit } from '@/data/universities/types'
import { budgetScale, isBudgetActive, type FilterState } from '@/lib/universities/filters'
import { yearlyFeeIn, type Rates } from '@/lib/universities/money'

/**
 * Which universities a view of the listing keeps. The server filters the cards; the browser
 * never gets the catalogue, so none of this goes to it (the state itself is read in
 * filters.ts, which does).
 */

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
  /** False when it takes no new medical students: no budget finds it. */
  admitting: boolean
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
 * be compared; nor does one that admits no one, since no budget buys a place there.
 */
export function matchesBudget(university: Filterable, state: FilterState, rates: Rates): boolean {
  if (!isBudgetActive(state)) return true
  const fee = university.tuitionFee
  if (!fee || !university.admitting) return false
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
