import { countries } from '@/data/countries'
import { destinations } from '@/data/destinations'

/**
 * "September: Belarus, Georgia, …; February: Bulgaria, Nepal; …": each country's intake month
 * from its module, most countries first, for the hint beside the NEET tool's month. Read on the
 * server: the country modules never go to the browser.
 */
export function intakeMonthsHint(): string {
  const byMonth = new Map<string, string[]>()
  for (const country of countries) {
    for (const month of destinations[country.slug].defaults.intake ?? []) {
      byMonth.set(month, [...(byMonth.get(month) ?? []), country.name])
    }
  }
  const varies = countries.filter((country) => !destinations[country.slug].defaults.intake)
  return [
    ...[...byMonth]
      .sort((a, b) => b[1].length - a[1].length)
      .map(([month, names]) => `${month}: ${names.join(', ')}`),
    ...(varies.length > 0 ? [`${varies.map((c) => c.name).join(', ')}: by university`] : []),
  ].join('; ')
}
