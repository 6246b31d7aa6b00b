import type { Metadata } from 'next'

import {
  listingMetadata,
  UniversitiesListing,
} from '@/components/universities/universities-listing'
import { parseFilters, parsePage } from '@/lib/universities/filters'

export const metadata: Metadata = listingMetadata

// Every view of /universities without a typed search (filters and a page), at the address
// proxy.ts rewrites it to: the unfiltered first page is built with the site ('all'), the
// others are rendered on their first request; then each is cached like a static page (5
// minutes, or until a staff edit), shared by every visitor and every instance. One route for
// all of them: the browser's router would otherwise take a static /universities to answer for
// every query, since a static page cannot depend on one.
export const revalidate = 300
export const dynamicParams = true

// The whole catalogue's first page is built with the site; every other view on its first
// request.
export function generateStaticParams() {
  return [{ query: 'all' }]
}

export default async function UniversitiesViewPage({
  params,
}: {
  params: Promise<{ query: string }>
}) {
  const raw = decodeURIComponent((await params).query)
  const query = new URLSearchParams(raw === 'all' ? '' : raw)
  return <UniversitiesListing filters={parseFilters(query)} page={parsePage(query)} />
}
