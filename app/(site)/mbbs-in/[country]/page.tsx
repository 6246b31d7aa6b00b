import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import {
  CheckList,
  DocumentsGrid,
  Faqs,
  FeeTable,
  GuideHero,
  GuideOverview,
  GuideSection,
  RulesForIndianStudents,
  SourceList,
  Timeline,
} from '@/components/guides/guide-sections'
import { NepalColleges, NepalLife, NepalSidebar } from '@/components/guides/nepal-guide'
import { ApplicationForm } from '@/components/leads/application-form'
import { JsonLd } from '@/components/seo/json-ld'
import { buttonVariants } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { CatalogueNotice } from '@/components/universities/catalogue-notice'
import { AllInListing, UniversityCard } from '@/components/universities/university-card'
import { RatesLine } from '@/components/universities/tuition'
import { COUNTRY_CARDS_SHOWN } from '@/lib/universities/constants'
import {
  countries,
  COUNTRY_IMAGE_FALLBACK,
  countryImage,
  countryPath,
  type CountrySlug,
} from '@/data/countries'
import { destinations } from '@/data/destinations'
import { validateDestinations } from '@/data/destinations/schema'
import { getRates } from '@/lib/data/exchange-rates'
import { getCountryUniversities } from '@/lib/data/universities'
import { guideCautions } from '@/lib/guides/cautions'
import { livingRows, tuitionRows } from '@/lib/guides/costs'
import { breadcrumbJsonLd, faqJsonLd, pageMetadata } from '@/lib/seo'
import { eligibilityLines, lines } from '@/lib/universities/model'
import { Prose } from '@/components/ui/prose'

/**
 * /mbbs-in-{country}, served from here by a rewrite in next.config.mjs because a route segment
 * cannot be part literal, part parameter. Built for the twelve countries at `next build`; the
 * universities come from the catalogue's tagged read, so a staff edit re-renders the guide.
 */
export const revalidate = 300
export const dynamicParams = false

export function generateStaticParams() {
  // A country module without what its guide shows fails the build, not a visitor.
  validateDestinations(Object.values(destinations))
  return countries.map((country) => ({ country: country.slug }))
}

type Props = { params: Promise<{ country: string }> }

async function load(params: Props['params']) {
  const slug = (await params).country
  const country = countries.find((item) => item.slug === slug)
  if (!country) return undefined
  const [catalogue, rates] = await Promise.all([getCountryUniversities(slug), getRates()])
  return {
    country,
    destination: destinations[country.slug],
    universities: catalogue.universities,
    fromFallback: catalogue.fromFallback,
    rates,
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params)
  if (!page) notFound()
  const { name } = page.country
  const { defaults } = page.destination
  return pageMetadata({
    title: `MBBS in ${name} | Study Medicine in ${name}`,
    description: `MBBS in ${name} for Indian students: ${defaults.duration}, taught in ${defaults.language}. Admission steps, eligibility, documents, costs in rupees, and India's FMGL 2021 rules, with sources.`,
    path: countryPath(page.country.slug),
  })
}

export default async function CountryGuidePage({ params }: Props) {
  const page = await load(params)
  if (!page) notFound()
  const { country, destination, universities, rates } = page
  const { defaults, guide } = destination
  const name = country.name
  const nepal = country.slug === 'nepal'
  // The fees a family can plan with: those of the universities that admit.
  const feeRows = [
    ...tuitionRows(
      universities.filter((university) => university.admitting),
      rates,
    ),
    ...livingRows(defaults.additionalExpenses),
  ]
  const cautions = guideCautions(destination.cautions, universities)

  const universitiesSection = (
    <GuideSection id="universities" title={`Medical universities in ${name}`}>
      <p className="text-muted-foreground mt-2">
        {universities.length} {universities.length === 1 ? 'university' : 'universities'} we list in{' '}
        {name}, each with its fee, its FMGL 2021 checklist and its cautions.{' '}
        <Link href={`/country/${country.slug}`} className="text-primary underline">
          Compare them side by side
        </Link>
        .
      </p>
      {universities.length === 0 ? (
        <p className="border-border text-muted-foreground mt-6 rounded-2xl border border-dashed p-8 text-center">
          No universities listed yet for {name}. Please check back soon!
        </p>
      ) : nepal ? (
        <NepalColleges universities={universities.slice(0, COUNTRY_CARDS_SHOWN)} />
      ) : (
        <>
          <RatesLine
            fees={universities
              .slice(0, COUNTRY_CARDS_SHOWN)
              .map((university) => university.tuitionFee)}
            rates={rates}
            className="mt-4"
          />
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {universities.slice(0, COUNTRY_CARDS_SHOWN).map((university) => (
              <li key={university.id}>
                <UniversityCard university={university} rates={rates} rateOnPage />
              </li>
            ))}
          </ul>
        </>
      )}
      <AllInListing country={country.slug} name={name} count={universities.length} />
    </GuideSection>
  )

  const sections = (
    <>
      {page.fromFallback ? <CatalogueNotice /> : null}
      <GuideOverview
        name={name}
        paragraphs={guide.overview}
        degree={guide.degreeAwarded}
        duration={defaults.duration ?? ''}
        medium={defaults.language ?? ''}
      />
      <GuideSection id="advantages" title={`Why study MBBS in ${name}`}>
        <CheckList items={guide.advantages} className="sm:grid-cols-2" />
      </GuideSection>
      {nepal && guide.life ? <NepalLife life={guide.life} /> : null}
      {universitiesSection}
      <GuideSection id="admission" title="Admission process">
        <Timeline steps={lines(defaults.admissionProcess)} />
        {defaults.intakes ? <p className="text-muted-foreground mt-4">{defaults.intakes}</p> : null}
      </GuideSection>
      <GuideSection id="eligibility" title="Eligibility criteria">
        <CheckList items={eligibilityLines(defaults.eligibility)} />
        <p className="text-muted-foreground mt-4">Entrance: {defaults.entranceRequirement}</p>
      </GuideSection>
      <GuideSection id="documents" title="Documents you need">
        <DocumentsGrid documents={guide.documents} />
        <p className="mt-4">
          <Link href={`/resources/guides/${country.slug}`} className="text-primary underline">
            How to prepare them: apostille, visa, travel and arrival in {name}
          </Link>
        </p>
      </GuideSection>
      <GuideSection id="fees" title={`Cost of MBBS in ${name}`}>
        <FeeTable name={name} rows={feeRows} />
      </GuideSection>
      <RulesForIndianStudents
        slug={country.slug}
        name={name}
        checklists={universities.map((university) => university.fmgl)}
        cautions={cautions}
      />
      <GuideSection id="faq" title="Frequently asked questions">
        <Faqs faqs={destination.faq} />
      </GuideSection>
      <SourceList sources={guide.sources} />
    </>
  )

  const closing = (
    <section
      id="apply"
      aria-labelledby="apply-heading"
      className="bg-primary-soft scroll-mt-24 rounded-3xl p-6 sm:p-10"
    >
      <h2 id="apply-heading" className="text-2xl font-bold sm:text-3xl">
        Begin Your Medical Journey in {name}
      </h2>
      <p className="text-muted-foreground mt-2 max-w-2xl">
        Tell us about yourself: a counsellor replies within one working day, free of charge.
      </p>
      {nepal ? (
        // Nepal's enquiry form is the sidebar's: one form a page.
        <a href="#enquiry" className={`${buttonVariants({ size: 'lg' })} mt-6`}>
          Go to the enquiry form
        </a>
      ) : (
        <div className="mt-6 max-w-2xl rounded-2xl bg-white p-5 shadow-sm">
          <ApplicationForm id="guide-application-form" countryName={name} />
        </div>
      )}
    </section>
  )

  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Country guides', path: '/resources/guides' },
            { name: `MBBS in ${name}`, path: countryPath(country.slug) },
          ]),
          faqJsonLd(destination.faq),
        ]}
      />
      <GuideHero
        name={name}
        tagline={guide.tagline}
        image={countryImage(country.slug as CountrySlug)}
        fallback={COUNTRY_IMAGE_FALLBACK}
      />
      {nepal ? (
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-14">
            <Prose id="guide" className="space-y-14">
              {sections}
            </Prose>
            {closing}
          </div>
          <NepalSidebar name={name} />
        </div>
      ) : (
        <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6">
          <Prose id="guide" className="space-y-14">
            {sections}
          </Prose>
          {closing}
        </div>
      )}
    </>
  )
}
