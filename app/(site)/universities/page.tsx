import { BookOpen, Calculator, Download } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { JsonLd } from '@/components/seo/json-ld'
import { CatalogueNotice } from '@/components/universities/catalogue-notice'
import { UniversityBrowser } from '@/components/universities/university-browser'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { getRates } from '@/lib/data/exchange-rates'
import { getCatalogue } from '@/lib/data/universities'
import { breadcrumbJsonLd, pageMetadata, universityListJsonLd } from '@/lib/seo'
import { parseFilters } from '@/lib/universities/filters'
import { countriesWithCounts, toCard } from '@/lib/universities/model'

// Filtered URLs all declare /universities canonical: one page for search engines.
export const metadata: Metadata = pageMetadata({
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

export default async function UniversitiesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  // Rendered per request, so the first paint already shows the list the URL's filters
  // describe; the catalogue itself comes from the cache.
  const filters = parseFilters(await searchParams)
  const [{ universities, fromFallback }, rates] = await Promise.all([getCatalogue(), getRates()])
  const cards = universities.map(toCard)

  const countryOptions = countriesWithCounts(universities).map(({ slug, name, count }) => ({
    value: slug,
    label: name,
    count,
  }))
  const categoryOptions = [...new Set(universities.map((u) => u.category))]
    .sort()
    .map((category) => ({ value: category, label: category }))

  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Universities', path: '/universities' },
          ]),
          universityListJsonLd('Medical universities abroad for Indian students', universities),
        ]}
      />
      <section className="bg-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Find Your Perfect University
          </h1>
          <p className="text-muted-foreground mt-3 max-w-3xl text-lg">
            {universities.length} medical universities in {countryOptions.length} countries, with
            yearly fees in rupees and each one checked against India&apos;s FMGL 2021 rules.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {fromFallback ? <CatalogueNotice /> : null}
        <UniversityBrowser
          rates={rates}
          initial={filters}
          cards={cards}
          countryOptions={countryOptions}
          categoryOptions={categoryOptions}
        />
      </div>

      <HydrateWhenNear id="research">
        <section id="research" aria-labelledby="research-heading" className="bg-muted/60">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <h2 id="research-heading" className="text-2xl font-bold">
              Research before you decide
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {resources.map(({ href, title, text, icon: Icon }) => (
                <li key={href}>
                  <Link
                    href={href}
                    prefetch={false}
                    className="border-border hover:border-primary flex h-full gap-4 rounded-2xl border bg-white p-5"
                  >
                    <Icon aria-hidden="true" className="text-primary size-6 shrink-0" />
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
