import type { Metadata } from 'next'

import { HomeApply } from '@/components/site/home-apply'
import {
  FeaturedUniversity,
  GalleryTeaser,
  UniversitiesInOurList,
  UniversityCarousel,
  WhyMbbsAbroad,
} from '@/components/site/home-catalogue'
import { HomeHero } from '@/components/site/home-hero'
import { HomeWebinar } from '@/components/site/home-webinar'
import { JsonLd } from '@/components/seo/json-ld'
import { CatalogueNotice } from '@/components/universities/catalogue-notice'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { site } from '@/lib/site'
import { carouselUniversityIds } from '@/data/home'
import { FEATURED_UNIVERSITY_ID } from '@/data/universities'
import { getPublicClaims } from '@/lib/data/claims'
import { getGallery } from '@/lib/data/gallery'
import { getRates } from '@/lib/data/exchange-rates'
import { getCatalogueCards, getUniversity } from '@/lib/data/universities'
import { getComingWebinars } from '@/lib/data/webinars'
import { organizationJsonLd, pageMetadata, websiteJsonLd } from '@/lib/seo'
import { offeredWebinarNow } from '@/lib/webinars/sessions'

export const metadata: Metadata = {
  ...pageMetadata({
    title: `MBBS Abroad for Indian Students | ${site.name}`,
    description: site.description,
    path: '/',
  }),
  title: { absolute: `MBBS Abroad for Indian Students | ${site.name}` },
}

// Built from data/ and then regenerated from the database at most every 5 minutes, or at
// once after a staff edit.
export const revalidate = 300

/** The universities the page shows in full (the carousel and the featured one), by id. */
async function inFull(ids: readonly number[]) {
  const found = await Promise.all(ids.map(async (id) => (await getUniversity(id)).university))
  return found.filter((university) => university !== undefined)
}

export default async function HomePage() {
  const [
    { cards: universities, fromFallback },
    carousel,
    [featured],
    gallery,
    rates,
    claims,
    webinars,
  ] = await Promise.all([
    getCatalogueCards(),
    inFull(carouselUniversityIds),
    inFull([FEATURED_UNIVERSITY_ID]),
    getGallery(),
    getRates(),
    getPublicClaims(),
    getComingWebinars(),
  ])
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      {fromFallback ? (
        <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
          <CatalogueNotice />
        </div>
      ) : null}
      <HomeHero
        carousel={<UniversityCarousel universities={carousel} />}
        claims={claims}
        counts={{
          universities: universities.length,
          countries: new Set(universities.map((university) => university.country)).size,
          sourcedFees: universities.filter((university) => university.tuitionFee?.source).length,
        }}
      />
      <HydrateWhenNear id="why" until="used">
        <WhyMbbsAbroad />
      </HydrateWhenNear>
      <HydrateWhenNear id="our-list">
        <UniversitiesInOurList universities={universities} />
      </HydrateWhenNear>
      <HydrateWhenNear id="featured">
        <FeaturedUniversity university={featured} rates={rates} />
      </HydrateWhenNear>
      <HydrateWhenNear id="application">
        <HomeApply />
      </HydrateWhenNear>
      <HydrateWhenNear id="gallery">
        <GalleryTeaser items={gallery} />
      </HydrateWhenNear>
      <HydrateWhenNear id="webinar">
        <HomeWebinar upcoming={offeredWebinarNow(webinars)} />
      </HydrateWhenNear>
    </>
  )
}
