'use client'

import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react'
import { useEffect, useId, useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { rateDateNote } from '@/components/universities/tuition'
import { UniversityCard } from '@/components/universities/university-card'
import { facilityOptions } from '@/data/universities/types'
import {
  BUDGET_MAX,
  BUDGET_MIN,
  BUDGET_STEP,
  budgetCurrencies,
  defaultFilters,
  filterUniversities,
  hasActiveFilters,
  parseFilters,
  serializeFilters,
  withBudget,
  type FilterState,
} from '@/lib/universities/filters'
import type { Rates } from '@/lib/universities/money'
import type { UniversityCard as UniversityCardModel } from '@/lib/universities/model'
import { cn } from '@/lib/utils'

type Option = { value: string; label: string; count?: number }

/**
 * Cards drawn at first: on a phone only the first two are on screen, and every card more
 * is markup to parse and hydrate before the page answers a tap.
 */
const PAGE_SIZE = 12
/** Cards that can be on the first screen: hydrated with the page, the rest when near. */
const FIRST_SCREEN = 2

/**
 * The listing's search, filters and views. Every change is written to the URL: a change
 * pushes a history entry (a search replaces it while typing), so links can be shared and
 * the back button steps through the changes; nothing reloads. The first paint is rendered on the
 * server from the request's URL.
 */
export function UniversityBrowser({
  initial,
  cards,
  countryOptions,
  categoryOptions,
  rates,
}: {
  /** The state the request's URL describes, parsed on the server. */
  initial: FilterState
  cards: UniversityCardModel[]
  /** The rupee rates in force, for the budget and the rupee figures on the cards. */
  rates: Rates
  countryOptions: Option[]
  categoryOptions: Option[]
}) {
  const [state, setState] = useState(initial)
  const [shown, setShown] = useState(PAGE_SIZE)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const panelId = useId()

  // Back and forward move through the entries pushed below: show the state each one holds.
  useEffect(() => {
    const onPopState = () => setState(parseFilters(new URLSearchParams(window.location.search)))
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  const apply = (next: FilterState, mode: 'push' | 'replace' = 'push') => {
    setState(next)
    setShown(PAGE_SIZE)
    const url = `${window.location.pathname}${serializeFilters(next)}`
    if (mode === 'push') window.history.pushState(null, '', url)
    else window.history.replaceState(null, '', url)
  }
  const toggle = (key: 'countries' | 'categories' | 'facilities', value: string) => {
    const list = state[key]
    apply({
      ...state,
      [key]: list.includes(value) ? list.filter((item) => item !== value) : [...list, value],
    })
  }

  const visible = filterUniversities(cards, state, rates)
  const active = hasActiveFilters(state)

  return (
    <div className="grid gap-8 md:grid-cols-[17rem_1fr]">
      <aside aria-label="Filters">
        <Button
          type="button"
          variant="outline"
          className="w-full md:hidden"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {filtersOpen ? 'Hide Filters' : 'Show Filters'}
        </Button>
        <div
          id={panelId}
          className={cn(
            'border-border mt-4 space-y-6 rounded-2xl border bg-white p-5 md:mt-0 md:block',
            !filtersOpen && 'hidden',
          )}
        >
          {/* Folded away on a phone: hydrated when shown (or, on a wide screen, at once). */}
          <HydrateWhenNear id={panelId}>
            <CheckboxGroup
              legend="Countries"
              options={countryOptions}
              selected={state.countries}
              onToggle={(value) => toggle('countries', value)}
            />
            <CheckboxGroup
              legend="Categories"
              options={categoryOptions}
              selected={state.categories}
              onToggle={(value) => toggle('categories', value)}
            />
            <BudgetFields state={state} rates={rates} onChange={(next) => apply(next)} />
            <CheckboxGroup
              legend="Facilities"
              options={facilityOptions.map((name) => ({ value: name, label: name }))}
              selected={state.facilities}
              onToggle={(value) => toggle('facilities', value)}
            />
            {active ? (
              <Button
                type="button"
                variant="ghost"
                className="w-full"
                onClick={() => apply({ ...defaultFilters, view: state.view })}
              >
                Clear All Filters
              </Button>
            ) : null}
          </HydrateWhenNear>
        </div>
      </aside>

      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor="university-search" className="sr-only">
            Search universities
          </label>
          <input
            id="university-search"
            type="search"
            value={state.q}
            maxLength={100}
            placeholder="Search universities..."
            autoComplete="off"
            onChange={(event) => apply({ ...state, q: event.target.value }, 'replace')}
            className="border-border focus-visible:outline-ring h-11 min-w-0 flex-1 rounded-md border bg-white px-3 text-base"
          />
          <div role="group" aria-label="View" className="flex gap-1">
            <ViewButton
              label="Grid view"
              pressed={state.view === 'grid'}
              onClick={() => apply({ ...state, view: 'grid' })}
            >
              <LayoutGrid aria-hidden="true" />
            </ViewButton>
            <ViewButton
              label="List view"
              pressed={state.view === 'list'}
              onClick={() => apply({ ...state, view: 'list' })}
            >
              <List aria-hidden="true" />
            </ViewButton>
          </div>
        </div>

        <div aria-live="polite" aria-atomic="true">
          <h2 className="mt-6 text-lg font-semibold">
            {visible.length === 1 ? '1 university found' : `${visible.length} universities found`}
          </h2>
        </div>

        {visible.length > 0 ? (
          <ul
            data-view={state.view}
            className="group/results mt-4 grid gap-6 data-[view=grid]:sm:grid-cols-2 data-[view=grid]:xl:grid-cols-3"
          >
            {visible.slice(0, shown).map((card, index) =>
              index < FIRST_SCREEN ? (
                <li key={card.id}>
                  <UniversityCard university={card} rates={rates} priority={index === 0} />
                </li>
              ) : (
                <HydrateWhenNear key={card.id} id={`university-${card.id}`}>
                  <li id={`university-${card.id}`}>
                    <UniversityCard university={card} rates={rates} />
                  </li>
                </HydrateWhenNear>
              ),
            )}
          </ul>
        ) : null}
        {visible.length > shown ? (
          <div className="mt-8 text-center">
            <Button type="button" variant="outline" onClick={() => setShown(visible.length)}>
              Show all {visible.length} universities
            </Button>
          </div>
        ) : null}
        {visible.length === 0 ? (
          <div className="border-border mt-4 rounded-2xl border border-dashed p-10 text-center">
            <p className="text-lg font-semibold">No universities found</p>
            <p className="text-muted-foreground mt-1">
              Try another search, or widen the budget and filters.
            </p>
            <Button
              type="button"
              className="mt-5"
              onClick={() => apply({ ...defaultFilters, view: state.view })}
            >
              Clear All Filters
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  )
}

function ViewButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string
  pressed: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button
      type="button"
      size="icon"
      variant={pressed ? 'default' : 'outline'}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}

function CheckboxGroup({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string
  options: Option[]
  selected: string[]
  onToggle: (value: string) => void
}) {
  if (options.length === 0) return null
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <ul className="mt-2 space-y-1">
        {options.map((option) => (
          <li key={option.value}>
            <label className="hover:bg-muted flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-sm">
              <input
                type="checkbox"
                className="accent-primary size-4"
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              <span className="flex-1">{option.label}</span>
              {option.count !== undefined ? (
                <span className="text-muted-foreground text-xs">{option.count}</span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/**
 * Yearly budget. The numbers are typed freely and take effect, clamped to 0-50000 in steps
 * of 1000 with the minimum never above the maximum, on Enter or when the field is left.
 */
function BudgetFields({
  state,
  rates,
  onChange,
}: {
  state: FilterState
  rates: Rates
  onChange: (next: FilterState) => void
}) {
  const [min, setMin] = useState(String(state.minFee))
  const [max, setMax] = useState(String(state.maxFee))
  // When the URL changes the budget (back, forward, Clear All Filters), show its values.
  const [shown, setShown] = useState({ minFee: state.minFee, maxFee: state.maxFee })
  if (shown.minFee !== state.minFee || shown.maxFee !== state.maxFee) {
    setShown({ minFee: state.minFee, maxFee: state.maxFee })
    setMin(String(state.minFee))
    setMax(String(state.maxFee))
  }

  const commit = (bound: 'minFee' | 'maxFee', raw: string) => {
    const value = raw.trim() === '' ? (bound === 'minFee' ? BUDGET_MIN : BUDGET_MAX) : Number(raw)
    const next = withBudget(state, bound, value)
    setMin(String(next.minFee))
    setMax(String(next.maxFee))
    if (next.minFee !== state.minFee || next.maxFee !== state.maxFee) onChange(next)
  }
  const symbol = budgetCurrencies.find((option) => option.code === state.currency)?.symbol

  return (
    <fieldset>
      <legend className="text-sm font-semibold">Budget (tuition per year)</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(
          [
            ['minFee', 'Minimum', min, setMin],
            ['maxFee', 'Maximum', max, setMax],
          ] as const
        ).map(([bound, label, value, setValue]) => (
          <label key={bound} className="text-muted-foreground text-xs">
            {label} ({symbol})
            <input
              type="number"
              inputMode="numeric"
              min={BUDGET_MIN}
              max={BUDGET_MAX}
              step={BUDGET_STEP}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onBlur={(event) => commit(bound, event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit(bound, event.currentTarget.value)
              }}
              className="border-border text-foreground mt-1 h-10 w-full rounded-md border bg-white px-2 text-sm"
            />
          </label>
        ))}
      </div>
      <label className="text-muted-foreground mt-2 block text-xs">
        Currency
        <select
          value={state.currency}
          onChange={(event) =>
            onChange({ ...state, currency: event.target.value as FilterState['currency'] })
          }
          className="border-border text-foreground mt-1 h-10 w-full rounded-md border bg-white px-2 text-sm"
        >
          {budgetCurrencies.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <p className="text-muted-foreground mt-2 text-xs">
        Compared at the {rateDateNote(state.currency === 'INR' ? 'USD' : state.currency, rates)}; a
        fee quoted for the whole course counts as its share per year (divided by the course length).{' '}
        {symbol}
        {BUDGET_MAX.toLocaleString('en-IN')} means no upper limit.
      </p>
    </fieldset>
  )
}
