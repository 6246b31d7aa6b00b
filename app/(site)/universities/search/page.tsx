import type { Metadata } from 'next'

import {
  listingMetadata,
  UniversitiesListing,
} from '@/components/universities/universities-listing'
import { parseFilters, parsePage } from '@/lib/universities/filters'

export const metadata: Metadata = listingMetadata

/**
 * /universities with a typed search, as proxy.ts rewrites it. Rendered per request from the
 * cached cards rather than cached per view: what visitors type has no end, and a cache entry
 * for each would fill the server's disk. The proxy still lets a CDN keep the answer a while.
 */
export default async function UniversitiesSearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const params = await searchParams
  return <UniversitiesListing filters={parseFilters(params)} page={parsePage(params)} />
}
