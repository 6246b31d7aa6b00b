import { ArrowLeft, CheckCircle2 } from 'lucide'
import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { ApplicationForm } from '@/components/leads/application-form'
import { ApplyPanel } from '@/components/leads/apply-panel'
import { JsonLd } from '@/components/seo/json-ld'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { CatalogueImage } from '@/components/universities/catalogue-image'
import { CatalogueNotice } from '@/components/universities/catalogue-notice'
import { ScrollRow } from '@/components/universities/scroll-row'
import { AllInListing, UniversityCard } from '@/components/universities/university-card'
import { COUNTRY_CARDS_SHOWN } from '@/lib/universities/constants'
import {
  COUNTRY_IMAGE_FALLBACK,
  countryImage,
  countryPath,
  findCountry,
  type CountrySlug,
} from '@/data/countries'
import { CautionPanel } from '@/components/universities/cautions'
import { FeeRange, RatesLine } from '@/components/universities/tuition'
import { destinationOf } from '@/data/destinations'
import { genericHero } from '@/data/destinations/schema'
import { getRates } from '@/lib/data/exchange-rates'
import { getCountryUniversities } from '@/lib/data/universities'
import { breadcrumbJsonLd, pageMetadata, universityListJsonLd } from '@/lib/seo'
import { countryName } from '@/lib/universities/model'

// Rendered on first request and cached; a staff edit invalidates the catalogue.
export const revalidate = 300
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ country: string }> }

/** A country of the site, or one that staff have listed universities in; else nothing. */
async function load(params: Props['params']) {
  const param = (await params).country
  let raw: string
  try {
    raw = decodeURIComponent(param)
  } catch {
    return undefined // "/country/100%25" arrives as "100%": no country
  }
  const slug = raw.trim().toLowerCase()
  const catalogue = await getCountryUniversities(slug)
  const { universities } = catalogue
  const known = findCountry(slug)
  if (!known && universities.length === 0) return undefined
  return {
    raw,
    slug,
    name: known?.name ?? countryName(slug),
    siteCountry: known?.slug,
    universities,
    fromFallback: catalogue.fromFallback,
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params)
  if (!page) notFound()
  return pageMetadata({
    title: `Universities in ${page.name} for MBBS: Fees and FMGL Checks`,
    description: `The ${page.universities.length} medical universities we list in ${page.name}, side by side: each one's fee in its own currency and in rupees, its cautions and its FMGL 2021 checklist.`,
    path: `/country/${page.slug}`,
  })
}

export default async function CountryPage({ params }: Props) {
  const [page, rates] = await Promise.all([load(params), getRates()])
  if (!page) notFound()
  // The page is case-insensitive; its one address is the lowercase one.
  if (page.raw !== page.slug) permanentRedirect(`/country/${encodeURIComponent(page.slug)}`)

  const destination = destinationOf(page.slug)
  const hero = destination?.hero ?? genericHero(page.name)
  const countryCautions = [
    ...(destination?.cautions ?? []),
    ...(destination?.universityCautions ?? []),
  ]
  const image = page.siteCountry
    ? countryImage(page.siteCountry as CountrySlug)
    : COUNTRY_IMAGE_FALLBACK

  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Universities', path: '/universities' },
            { name: `MBBS in ${page.name}`, path: `/country/${page.slug}` },
          ]),
          universityListJsonLd(
            `Medical universities in ${page.name}`,
            page.universities.slice(0, COUNTRY_CARDS_SHOWN),
          ),
        ]}
      />
      <section className="relative isolate overflow-hidden bg-slate-900 text-white">
        <CatalogueImage
          src={image}
          alt=""
          width={1600}
          height={900}
          priority
          fallback={COUNTRY_IMAGE_FALLBACK}
          className="absolute inset-0 -z-10 size-full object-cover opacity-50"
        />
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-20">
          <Link
            href="/universities"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-white/90 underline-offset-4 hover:underline"
          >
            <Icon icon={ArrowLeft} className="size-4" />
            Back to Universities
          </Link>
          <h1 className="mt-6 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-white/90">{hero.description}</p>
          {page.siteCountry ? (
            <p className="mt-6">
              <Link
                href={countryPath(page.siteCountry)}
                className="font-semibold text-white underline underline-offset-4"
              >
                Read the guide: MBBS in {page.name}, admission, costs and India&apos;s rules
              </Link>
            </p>
          ) : null}
          {hero.benefits.length > 0 ? (
            <ul className="mt-6 grid max-w-3xl gap-2 sm:grid-cols-2">
              {hero.benefits.map((benefit) => (
                <li key={benefit} className="flex items-center gap-2">
                  <Icon icon={CheckCircle2} className="size-5 shrink-0 text-teal-300" />
                  {benefit}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          {page.fromFallback ? <CatalogueNotice /> : null}
          <CautionPanel cautions={countryCautions} />
          <FeeRange
            universities={page.universities.filter((university) => university.admitting)}
            rates={rates}
          />
          <RatesLine
            fees={page.universities.map((university) => university.tuitionFee)}
            rates={rates}
          />
          <h2 className="text-2xl font-bold">Universities in {page.name}</h2>
          {page.universities.length > 0 ? (
            <ScrollRow label={`Universities in ${page.name}`}>
              {page.universities.slice(0, COUNTRY_CARDS_SHOWN).map((university) => (
                <li key={university.id}>
                  <UniversityCard university={university} rates={rates} rateOnPage />
                </li>
              ))}
            </ScrollRow>
          ) : (
            <p className="border-border text-muted-foreground rounded-2xl border border-dashed p-8 text-center">
              No universities listed yet for {page.name}. Please check back soon!
            </p>
          )}
          <AllInListing country={page.slug} name={page.name} count={page.universities.length} />
        </div>

        <ApplyPanel
          id="apply"
          headingId="country-apply-heading"
          title={`Apply for MBBS in ${page.name}`}
          intro="Free counselling; a counsellor replies within one working day."
        >
          <ApplicationForm id="country-application-form" countryName={page.name} />
        </ApplyPanel>
      </div>
    </>
  )
}
