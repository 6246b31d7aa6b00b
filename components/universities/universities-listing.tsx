import { BookOpen, Calculator, Download } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { Suspense, type ReactNode } from 'react'

import { JsonLd } from '@/components/seo/json-ld'
import { buttonVariants } from '@/components/ui/button'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { CatalogueNotice } from '@/components/universities/catalogue-notice'
import {
  Controls,
  LISTING_GRID,
  ListingControls,
  type FeeSpans,
} from '@/components/universities/university-browser'
import { RatesLine } from '@/components/universities/tuition'
import { UniversityResults } from '@/components/universities/university-results'
import { getRates } from '@/lib/data/exchange-rates'
import { getCatalogueCards } from '@/lib/data/universities'
import { breadcrumbJsonLd, pageMetadata, universityListJsonLd } from '@/lib/seo'
import {
  budgetCurrencies,
  budgetScale,
  defaultFilters,
  formatBudget,
  hasActiveFilters,
  isBudgetActive,
  LISTING_PAGE_SIZE,
  listingQuery,
  type FilterState,
} from '@/lib/universities/filters'
import { facilitiesWithCounts, filterUniversities } from '@/lib/universities/matching'
import { yearlyFeeIn, type Rates } from '@/lib/universities/money'
import { countriesWithCounts, countryName, type UniversityCard } from '@/lib/universities/model'

// Every view of the listing declares /universities canonical: one page for search engines.
export const listingMetadata = pageMetadata({
  title: 'Find Your Perfect University: MBBS Abroad Universities and Fees',
  description:
    'Compare medical universities in 12 countries for MBBS abroad: yearly tuition in rupees, duration, medium of teaching, facilities and FMGL 2021 checks. Filter by country, budget and facilities.',
  path: '/universities',
})

const resources = [
  {
    href: '/resources/guides',
    title: 'Country guides',
    text: 'Living costs, climate and rules of each study destination.',
    icon: BookOpen,
  },
  {
    href: '/resources/tools',
    title: 'Compare and calculate',
    text: 'Put universities side by side and estimate the payback.',
    icon: Calculator,
  },
  {
    href: '/resources/downloads',
    title: 'Downloads',
    text: 'Checklists for documents, visa and travel.',
    icon: Download,
  },
] as const

/**
 * One view of /universities (filters and page), inside the layout's frame. The server filters
 * the cached cards and renders one page of results, so the page weighs the same with 47
 * universities or 2,000, and every view is a URL that works without JavaScript. Served by
 * three routes that differ only in how they are cached (see proxy.ts).
 */
export async function UniversitiesListing({
  filters,
  page,
}: {
  filters: FilterState
  page: number
}) {
  const [{ cards, fromFallback }, rates] = await Promise.all([getCatalogueCards(), getRates()])
  const matching = filterUniversities(cards, filters, rates)
  const pageCount = Math.max(1, Math.ceil(matching.length / LISTING_PAGE_SIZE))
  const current = Math.min(page, pageCount)
  const shown = matching.slice((current - 1) * LISTING_PAGE_SIZE, current * LISTING_PAGE_SIZE)

  return (
    <>
      <JsonLd
        data={universityListJsonLd('Medical universities abroad for Indian students', shown)}
      />
      <div className="@container min-w-0 [grid-area:results]">
        {fromFallback ? <CatalogueNotice /> : null}
        <div aria-live="polite" aria-atomic="true">
          <h2 className="text-lg font-semibold">
            {matching.length === 1 ? '1 university found' : `${matching.length} universities found`}
            {pageCount > 1 ? (
              <span className="text-muted-foreground font-normal">
                {' '}
                (page {current} of {pageCount})
              </span>
            ) : null}
          </h2>
          <ActiveFilters filters={filters} />
        </div>
        <RatesLine fees={shown.map((card) => card.tuitionFee)} rates={rates} className="mt-2" />
        {shown.length > 0 ? (
          <UniversityResults
            cards={shown}
            rates={rates}
            view={filters.view}
            priority={current === 1}
          />
        ) : (
          <div className="border-border mt-4 rounded-2xl border border-dashed p-10 text-center">
            <p className="text-lg font-semibold">No universities found</p>
            <p className="text-muted-foreground mt-1">
              Try another search, or widen the budget and filters.
            </p>
            <Link
              href={`/universities${listingQuery({ ...defaultFilters, view: filters.view })}`}
              scroll={false}
              className={buttonVariants({ className: 'mt-5' })}
            >
              Clear All Filters
            </Link>
          </div>
        )}
        {pageCount > 1 ? <Pager filters={filters} current={current} pageCount={pageCount} /> : null}
      </div>
    </>
  )
}

/** The frame every view shares (app/(site)/universities/layout.tsx). */
export async function UniversitiesFrame({ children }: { children: ReactNode }) {
  const [{ cards }, rates] = await Promise.all([getCatalogueCards(), getRates()])
  const countryOptions = countriesWithCounts(cards).map(({ slug, name, count }) => ({
    value: slug,
    label: name,
    count,
  }))
  const categoryOptions = [...new Set(cards.map((card) => card.category))]
    .sort()
    .map((category) => ({ value: category, label: category }))
  const controls = {
    rates,
    countryOptions,
    categoryOptions,
    facilityOptions: facilitiesWithCounts(cards),
    feeSpans: feeSpans(cards, rates),
  }
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Universities', path: '/universities' },
        ])}
      />
      <section className="bg-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Find Your Perfect University
          </h1>
          <p className="text-muted-foreground mt-3 max-w-3xl text-lg">
            {cards.length} medical universities in {countryOptions.length} countries, with yearly
            fees in rupees and each one checked against India&apos;s FMGL 2021 rules.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className={LISTING_GRID}>
          {/* The views served static are rendered before their address is known; the
              controls then take the address's state as the page starts. */}
          <Suspense fallback={<Controls {...controls} initial={defaultFilters} />}>
            <ListingControls {...controls} />
          </Suspense>
          {children}
        </div>
      </div>

      <HydrateWhenNear id="research">
        <section id="research" aria-labelledby="research-heading" className="bg-muted/60">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <h2 id="research-heading" className="text-2xl font-bold">
              Research before you decide
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {resources.map(({ href, title, text, icon }) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="border-border hover:border-primary flex h-full gap-4 rounded-2xl border bg-white p-5"
                  >
                    <Icon icon={icon} className="text-primary size-6 shrink-0" />
                    <span>
                      <span className="block font-semibold">{title}</span>
                      <span className="text-muted-foreground mt-1 block text-sm">{text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydrateWhenNear>
    </>
  )
}

/**
 * The lowest and highest yearly fee of the catalogue in each budget currency, widened to the
 * currency's step, for the budget's hint: read from the fees, so it follows a staff edit.
 */
function feeSpans(cards: readonly UniversityCard[], rates: Rates): FeeSpans {
  return Object.fromEntries(
    budgetCurrencies.flatMap(({ code, unit, step }) => {
      const yearly = cards.flatMap((card) => {
        const amount = card.tuitionFee && yearlyFeeIn(card.tuitionFee, card.duration, code, rates)
        return amount ? [amount / unit] : []
      })
      if (yearly.length === 0) return []
      const low = Math.floor(Math.min(...yearly) / step) * step
      const high = Math.ceil(Math.max(...yearly) / step) * step
      return [[code, { low, high }]]
    }),
  )
}

/**
 * What narrows the view, in words: the filter panel shows it too, but is drawn before the
 * address is read, so without JavaScript this line is where a visitor sees it.
 */
function ActiveFilters({ filters }: { filters: FilterState }) {
  if (!hasActiveFilters(filters)) return null
  const parts = [
    filters.q.trim() ? `“${filters.q.trim()}”` : '',
    filters.countries.map(countryName).join(' or '),
    filters.categories.join(' or '),
    filters.facilities.join(', '),
    isBudgetActive(filters)
      ? `${formatBudget(filters.minFee, filters.currency)} to ${
          filters.maxFee >= budgetScale(filters.currency).max
            ? 'any'
            : formatBudget(filters.maxFee, filters.currency)
        } a year`
      : '',
  ].filter(Boolean)
  return (
    <p className="text-muted-foreground mt-1 text-sm">
      Filtered by: {parts.join('; ')}.{' '}
      <Link
        href={`/universities${listingQuery({ ...defaultFilters, view: filters.view })}`}
        scroll={false}
        className="text-primary font-medium underline"
      >
        Show all universities
      </Link>
    </p>
  )
}

/** Previous, the pages around the current one, and next: plain links. */
function Pager({
  filters,
  current,
  pageCount,
}: {
  filters: FilterState
  current: number
  pageCount: number
}) {
  const href = (page: number) => `/universities${listingQuery(filters, page)}`
  const near = [...new Set([1, current - 1, current, current + 1, pageCount])]
    .filter((page) => page >= 1 && page <= pageCount)
    .sort((a, b) => a - b)
  const link =
    'border-border hover:border-primary inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border bg-white px-3 text-sm font-medium'
  return (
    <nav aria-label="Pages of results" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link href={href(current - 1)} className={link}>
              Previous page
            </Link>
          </li>
        ) : null}
        {near.map((page, index) => (
          <li key={page} className="flex items-center gap-2">
            {index > 0 && page - near[index - 1]! > 1 ? (
              <span aria-hidden="true" className="text-muted-foreground">
                …
              </span>
            ) : null}
            {page === current ? (
              <span aria-current="page" className={`${link} bg-primary border-primary text-white`}>
                <span className="sr-only">Page </span>
                {page}
              </span>
            ) : (
              <Link href={href(page)} className={link}>
                <span className="sr-only">Page </span>
                {page}
              </Link>
            )}
          </li>
        ))}
        {current < pageCount ? (
          <li>
            <Link href={href(current + 1)} className={link}>
              Next page
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
