/**
 * The twelve study destinations of the site, in the order the footer lists them: each one's
 * identity (slug, name, region, picture), small enough for the header and footer, which run in
 * the browser. Everything else about a country (its facts, its guide, the hero of its
 * universities page) is its record in data/destinations/{slug}.ts, keyed by the same slug.
 */
export const countries = [
  { slug: 'russia', name: 'Russia', region: 'Eastern Europe' },
  { slug: 'georgia', name: 'Georgia', region: 'Caucasus & Central Asia' },
  { slug: 'philippines', name: 'Philippines', region: 'Asia' },
  { slug: 'belarus', name: 'Belarus', region: 'Eastern Europe' },
  { slug: 'moldova', name: 'Moldova', region: 'Eastern Europe' },
  { slug: 'bulgaria', name: 'Bulgaria', region: 'Eastern Europe' },
  { slug: 'bosnia', name: 'Bosnia', region: 'Balkans' },
  { slug: 'uzbekistan', name: 'Uzbekistan', region: 'Caucasus & Central Asia' },
  { slug: 'kazakhstan', name: 'Kazakhstan', region: 'Caucasus & Central Asia' },
  { slug: 'kyrgyzstan', name: 'Kyrgyzstan', region: 'Caucasus & Central Asia' },
  { slug: 'malaysia', name: 'Malaysia', region: 'Asia' },
  { slug: 'nepal', name: 'Nepal', region: 'Asia' },
] as const satisfies readonly { slug: string; name: string; region: string }[]

export type Country = (typeof countries)[number]
export type CountrySlug = Country['slug']

/** The header's Study Destinations groups, in the spec's order within each group. */
export const destinationGroups = [
  { label: 'Eastern Europe', slugs: ['russia', 'belarus', 'moldova', 'bulgaria'] },
  {
    label: 'Caucasus & Central Asia',
    slugs: ['georgia', 'kazakhstan', 'kyrgyzstan', 'uzbekistan'],
  },
  { label: 'Asia', slugs: ['philippines', 'malaysia', 'nepal'] },
  { label: 'Balkans', slugs: ['bosnia'] },
] as const satisfies readonly { label: string; slugs: readonly CountrySlug[] }[]

/** The picture of a country, for its pages' heroes and the listing. */
export function countryImage(slug: CountrySlug): string {
  return `/images/countries/${slug}.webp`
}

export const COUNTRY_IMAGE_FALLBACK = '/images/countries/fallback.webp'

export function countryPath(slug: CountrySlug): `/mbbs-in-${CountrySlug}` {
  return `/mbbs-in-${slug}`
}

export function findCountry(slugOrName: string): Country | undefined {
  const key = slugOrName.trim().toLowerCase()
  return countries.find((country) => country.slug === key || country.name.toLowerCase() === key)
}
