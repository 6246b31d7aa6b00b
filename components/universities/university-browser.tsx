'use client'

import { LayoutGrid, List, SlidersHorizontal } from 'lucide'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react'

import { Button, buttonVariants } from '@/components/ui/button'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { Icon } from '@/components/ui/icon'
import { useHydrated } from '@/components/ui/use-hydrated'
import { rateDateNote } from '@/components/universities/tuition'
import {
  BUDGET_MIN,
  budgetCurrencies,
  budgetScale,
  defaultFilters,
  formatBudget,
  hasActiveFilters,
  listingQuery,
  parseFilters,
  withBudget,
  withCurrency,
  type BudgetCurrency,
  type FilterState,
} from '@/lib/universities/filters'
import type { Rates } from '@/lib/universities/money'
import { cn } from '@/lib/utils'

type Option = { value: string; label: string; count?: number }

/** The form the filters belong to: without JavaScript it is sent as a GET to /universities. */
export const FILTER_FORM_ID = 'university-filters'

/** The listing's grid: the controls around the results of the view. */
export const LISTING_GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-4 [grid-template-areas:'filters_filters'_'search_view'_'results_results'] md:grid-cols-[17rem_minmax(0,1fr)_auto] md:[grid-template-areas:'filters_search_view'_'filters_results_results']"

/** The lowest and highest yearly fee in the catalogue, in each budget currency's unit. */
export type FeeSpans = Partial<Record<BudgetCurrency, { low: number; high: number }>>

type ControlsProps = {
  /** The rupee rates in force, for the budget. */
  rates: Rates
  countryOptions: Option[]
  categoryOptions: Option[]
  /** Only the facilities some university has, with how many. */
  facilityOptions: Option[]
  feeSpans: FeeSpans
}

/**
 * The listing's search, filters and views, kept by the layout while the views change beneath
 * it, with the state of the address. Served before the address is read (the static views) with
 * no filter set; the results beside them always follow the address.
 */
export function ListingControls(props: ControlsProps) {
  const params = useSearchParams()
  return <Controls {...props} initial={parseFilters(params)} />
}

/**
 * Every change navigates to the view's address (a change pushes a history entry; a search
 * replaces it, 350 ms after typing stops) and the server's results for it follow: links can
 * be shared, the back button steps through the changes, nothing reloads, and the browser is
 * never sent the catalogue. Changes made while one is on its way build on each other. Without
 * JavaScript the filters and the search are a GET form.
 */
export function Controls({
  initial,
  countryOptions,
  categoryOptions,
  facilityOptions,
  feeSpans,
  rates,
}: ControlsProps & { initial: FilterState }) {
  const router = useRouter()
  const [state, setState] = useState(initial)
  const [seen, setSeen] = useState(() => listingQuery(initial))
  const [pending, startTransition] = useTransition()
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const panelId = useId()

  // The address changed without us (back, forward, a link such as Clear All Filters): show it.
  const inAddress = listingQuery(initial)
  if (inAddress !== seen && !pending) {
    setSeen(inAddress)
    if (inAddress !== listingQuery(state)) setState(initial)
  }
  useEffect(() => () => clearTimeout(typing.current), [])

  const navigate = (next: FilterState, mode: 'push' | 'replace') => {
    const url = `/universities${listingQuery(next)}`
    setSeen(listingQuery(next))
    startTransition(() => {
      if (mode === 'push') router.push(url, { scroll: false })
      else router.replace(url, { scroll: false })
    })
  }
  const apply = (next: FilterState) => {
    clearTimeout(typing.current)
    setState(next)
    navigate(next, 'push')
  }
  const search = (q: string) => {
    const next = { ...state, q }
    setState(next)
    clearTimeout(typing.current)
    typing.current = setTimeout(() => navigate(next, 'replace'), 350)
  }
  const toggle = (key: 'countries' | 'categories' | 'facilities', value: string) => {
    const list = state[key]
    apply({
      ...state,
      [key]: list.includes(value) ? list.filter((item) => item !== value) : [...list, value],
    })
  }

  return (
    <>
      <aside aria-label="Filters" className="[grid-area:filters] md:mr-5">
        {/* A disclosure the browser opens itself, so the panel opens on a phone without
            JavaScript too. From 768 px it is always open: its summary goes, and its content
            shows whatever the open state (where ::details-content is not supported, the
            summary stays and opens it). */}
        <details className="group md:details-content:[content-visibility:visible]">
          <summary
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'w-full list-none supports-[selector(::details-content)]:md:hidden [&::-webkit-details-marker]:hidden',
            )}
          >
            <Icon icon={SlidersHorizontal} />
            <span className="group-open:hidden">Show Filters</span>
            <span className="hidden group-open:inline">Hide Filters</span>
          </summary>
          <form
            id={FILTER_FORM_ID}
            method="get"
            action="/universities"
            onSubmit={(event) => {
              event.preventDefault()
              apply(state)
            }}
          >
            {state.view !== defaultFilters.view ? (
              <input type="hidden" name="view" value={state.view} />
            ) : null}
            <div
              id={panelId}
              className="border-border mt-4 space-y-6 rounded-2xl border bg-white p-5 md:mt-0"
            >
              {/* Folded away on a phone: hydrated when shown (or, on a wide screen, at once). */}
              <HydrateWhenNear id={panelId}>
                <CheckboxGroup
                  legend="Countries"
                  name="country"
                  options={countryOptions}
                  selected={state.countries}
                  onToggle={(value) => toggle('countries', value)}
                />
                <CheckboxGroup
                  legend="Categories"
                  name="category"
                  options={categoryOptions}
                  selected={state.categories}
                  onToggle={(value) => toggle('categories', value)}
                />
                <BudgetFields
                  state={state}
                  rates={rates}
                  feeSpans={feeSpans}
                  onChange={(next) => apply(next)}
                />
                <CheckboxGroup
                  legend="Facilities"
                  name="facility"
                  options={withChosen(facilityOptions, state.facilities)}
                  selected={state.facilities}
                  onToggle={(value) => toggle('facilities', value)}
                />
                <noscript>
                  <Button type="submit" className="w-full">
                    Apply filters
                  </Button>
                </noscript>
                {hasActiveFilters(state) ? (
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
          </form>
        </details>
      </aside>

      <div className="min-w-0 [grid-area:search]">
        <label htmlFor="university-search" className="sr-only">
          Search universities
        </label>
        <input
          id="university-search"
          type="search"
          name="q"
          form={FILTER_FORM_ID}
          value={state.q}
          maxLength={100}
          placeholder="Search universities..."
          autoComplete="off"
          onChange={(event) => search(event.target.value)}
          className="border-border focus-visible:outline-ring h-11 w-full rounded-md border bg-white px-3 text-base"
        />
      </div>
      <div role="group" aria-label="View" className="flex gap-1 [grid-area:view]">
        {(
          [
            ['grid', 'Grid view', LayoutGrid],
            ['list', 'List view', List],
          ] as const
        ).map(([view, label, glyph]) => (
          <ViewButton
            key={view}
            label={label}
            pressed={state.view === view}
            onClick={() => apply({ ...state, view })}
          >
            <Icon icon={glyph} />
          </ViewButton>
        ))}
      </div>
    </>
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

/** The choices, and any chosen in the address that no university has (to untick it). */
function withChosen(options: Option[], chosen: string[]): Option[] {
  const missing = chosen.filter((value) => !options.some((option) => option.value === value))
  return [...options, ...missing.map((value) => ({ value, label: value, count: 0 }))]
}

function CheckboxGroup({
  legend,
  name,
  options,
  selected,
  onToggle,
}: {
  legend: string
  /** The URL key, for the form sent without JavaScript. */
  name: string
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
                name={name}
                value={option.value}
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
 * Yearly budget, in the chosen currency's own range and step (rupees in lakh). The numbers are
 * typed freely and take effect, clamped and rounded, with the minimum never above the maximum,
 * on Enter or when the field is left. A new currency converts the budget at the dated rates.
 */
function BudgetFields({
  state,
  rates,
  feeSpans,
  onChange,
}: {
  state: FilterState
  rates: Rates
  feeSpans: FeeSpans
  onChange: (next: FilterState) => void
}) {
  const [min, setMin] = useState(String(state.minFee))
  const [max, setMax] = useState(String(state.maxFee))
  // Marked once its JavaScript runs: a change made before that only takes effect with the
  // form's submit (tests wait for the mark, as they do for the sign-in form's).
  const hydrated = useHydrated()
  // When the URL changes the budget (back, forward, Clear All Filters), show its values.
  const [shown, setShown] = useState({ minFee: state.minFee, maxFee: state.maxFee })
  if (shown.minFee !== state.minFee || shown.maxFee !== state.maxFee) {
    setShown({ minFee: state.minFee, maxFee: state.maxFee })
    setMin(String(state.minFee))
    setMax(String(state.maxFee))
  }

  const scale = budgetScale(state.currency)
  const commit = (bound: 'minFee' | 'maxFee', raw: string) => {
    const value = raw.trim() === '' ? (bound === 'minFee' ? BUDGET_MIN : scale.max) : Number(raw)
    const next = withBudget(state, bound, value)
    setMin(String(next.minFee))
    setMax(String(next.maxFee))
    if (next.minFee !== state.minFee || next.maxFee !== state.maxFee) onChange(next)
  }
  const unitLabel = scale.unitName ? `${scale.symbol} ${scale.unitName}` : scale.symbol
  const span = feeSpans[state.currency]

  return (
    <fieldset data-hydrated={hydrated || undefined}>
      <legend className="text-sm font-semibold">Budget (tuition per year)</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(
          [
            ['minFee', 'Minimum', min, setMin],
            ['maxFee', 'Maximum', max, setMax],
          ] as const
        ).map(([bound, label, value, setValue]) => (
          <label key={bound} className="text-muted-foreground text-xs">
            {label} ({unitLabel})
            <input
              type="number"
              name={bound === 'minFee' ? 'min' : 'max'}
              inputMode={scale.step < 1 ? 'decimal' : 'numeric'}
              min={BUDGET_MIN}
              max={scale.max}
              step={scale.step}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onBlur={(event) => commit(bound, event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                // Enter commits the figure here; the form's own submit would apply the filters
                // again from the state of the last render, which may not have this figure yet.
                event.preventDefault()
                commit(bound, event.currentTarget.value)
              }}
              className="border-border text-foreground mt-1 h-10 w-full rounded-md border bg-white px-2 text-sm"
            />
          </label>
        ))}
      </div>
      <label className="text-muted-foreground mt-2 block text-xs">
        Currency
        <select
          name="currency"
          value={state.currency}
          onChange={(event) =>
            onChange(withCurrency(state, event.target.value as BudgetCurrency, rates))
          }
          className="border-border text-foreground mt-1 h-10 w-full rounded-md border bg-white px-2 text-sm"
        >
          {budgetCurrencies.map((option) => (
            <option key={option.code} value={option.code}>
              {`${option.symbol} ${option.code}`}
            </option>
          ))}
        </select>
      </label>
      <p className="text-muted-foreground mt-2 text-xs">
        {span
          ? `Fees in this list run from about ${formatBudget(span.low, state.currency)} to ${formatBudget(span.high, state.currency)} a year. `
          : ''}
        {scale.unitName ? `In ${scale.unitName} (₹1 lakh = ₹1,00,000). ` : ''}
        Compared at the {rateDateNote(state.currency === 'INR' ? 'USD' : state.currency, rates)}; a
        fee quoted for the whole course counts as its share per year (divided by the course length).{' '}
        {formatBudget(scale.max, state.currency)} means no upper limit.
      </p>
    </fieldset>
  )
}
