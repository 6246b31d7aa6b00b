import type { Metadata } from 'next'

import { HomeApply } from '@/components/site/home-apply'
import { HomeHero } from '@/components/site/home-hero'
import { HomeWebinar } from '@/components/site/home-webinar'
import { JsonLd } from '@/components/seo/json-ld'
import { site } from '@/data/site'
import { organizationJsonLd, pageMetadata, websiteJsonLd } from '@/lib/seo'

export const metadata: Metadata = {
  ...pageMetadata({
    title: `MBBS Abroad for Indian Students | ${site.name}`,
    description: site.description,
    path: '/',
  }),
  title: { absolute: `MBBS Abroad for Indian Students | ${site.name}` },
}

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      <HomeHero />
      <HomeApply />
      <HomeWebinar />
    </>
  )
}
