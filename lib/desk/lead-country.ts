import { countries, type CountrySlug } from '@/data/countries'

const bySlugOrName = new Map<string, CountrySlug>(
  countries.flatMap((country) => [
    [country.slug, country.slug],
    [country.name.toLowerCase(), country.slug],
  ]),
)

/**
 * The destination countries a lead names, whichever form sent it (a country page's
 * application, Apply Now, the inquiry's choices, a page's lead form), as slugs.
 */
export function leadCountries(data: Record<string, unknown>): CountrySlug[] {
  const named = [data.country, data.countryName, data.preferredCountry, data.preferredCountries]
    .flat()
    .filter((value): value is string => typeof value === 'string')
  const found = named.flatMap((value) => bySlugOrName.get(value.trim().toLowerCase()) ?? [])
  return [...new Set(found)]
}
