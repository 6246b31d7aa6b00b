import type { Metadata } from 'next'

import {
  listingMetadata,
  UniversitiesListing,
} from '@/components/universities/universities-listing'
import { parseFilters, parsePage } from '@/lib/universities/filters'

export const metadata: Metadata = listingMetadata

// Every view of /universities without a typed search (filters and a page; 'all' is the
// unfiltered first page), at the address proxy.ts rewrites it to: rendered on its first
// request, then cached like a static page (5 minutes, or until a staff edit), shared by every
// visitor and every instance. One route for all of them: the browser's router would
// otherwise take a static /universities to answer for every query, since a static page
// cannot depend on one.
export const revalidate = 300
export const dynamicParams = true

// Every view, the unfiltered first page ('all') included, is rendered on its first request
// from the database: a build-time copy (made from data/) would be what an instance serves
// whenever the shared cache has no entry, even just after a staff edit.
export function generateStaticParams() {
  return []
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
