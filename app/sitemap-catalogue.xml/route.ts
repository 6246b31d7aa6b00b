import { getServerSideSitemap } from 'next-sitemap'

import { countries } from '@/data/countries'
import { getCatalogueCards } from '@/lib/data/universities'
import { absoluteUrl, cataloguePaths } from '@/lib/seo'

// Read on each request (the catalogue read itself is cached and invalidated by staff edits),
// so the build's sitemap.xml, which points here, never goes stale.
export const dynamic = 'force-dynamic'

/** GET /sitemap-catalogue.xml: the university and country pages, from the database. */
export async function GET() {
  const { cards: universities } = await getCatalogueCards()
  const paths = cataloguePaths(
    universities,
    countries.map((country) => country.slug),
  )
  return getServerSideSitemap(
    paths.map((path) => ({ loc: absoluteUrl(path), changefreq: 'weekly', priority: 0.8 })),
    { 'Cache-Control': 'public, max-age=300' },
  )
}
