import type { CountrySlug } from '@/data/countries'
import { belarus } from '@/data/destinations/belarus'
import { bosnia } from '@/data/destinations/bosnia'
import { bulgaria } from '@/data/destinations/bulgaria'
import { georgia } from '@/data/destinations/georgia'
import { kazakhstan } from '@/data/destinations/kazakhstan'
import { kyrgyzstan } from '@/data/destinations/kyrgyzstan'
import { malaysia } from '@/data/destinations/malaysia'
import { moldova } from '@/data/destinations/moldova'
import { nepal } from '@/data/destinations/nepal'
import { philippines } from '@/data/destinations/philippines'
import { russia } from '@/data/destinations/russia'
import type { Destination } from '@/data/destinations/schema'
import { uzbekistan } from '@/data/destinations/uzbekistan'

export type { Destination } from '@/data/destinations/schema'

/** One module per destination: what its universities share, stated once. */
export const destinations: Record<CountrySlug, Destination> = {
  russia,
  georgia,
  philippines,
  belarus,
  moldova,
  bulgaria,
  bosnia,
  uzbekistan,
  kazakhstan,
  kyrgyzstan,
  malaysia,
  nepal,
}

/** The module of a country slug, or undefined for a country staff added outside the twelve. */
export function destinationOf(slug: string): Destination | undefined {
  return Object.hasOwn(destinations, slug) ? destinations[slug as CountrySlug] : undefined
}
