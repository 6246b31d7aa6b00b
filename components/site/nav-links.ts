import { countries, countryPath, destinationGroups, findCountry } from '@/data/countries'

export const primaryLinks = [
  { href: '/', label: 'Home' },
  { href: '/universities', label: 'Universities' },
] as const

export const trailingLinks = [
  { href: '/apply-now', label: 'Apply Now' },
  { href: '/contact', label: 'Contact' },
] as const

export const destinationMenu = {
  all: { href: '/universities', label: 'All Universities' },
  groups: destinationGroups.map((group) => ({
    label: group.label,
    links: group.slugs.map((slug) => {
      const country = countries.find((c) => c.slug === slug)!
      return { href: countryPath(slug), label: country.name }
    }),
  })),
}

/**
 * The address the visitor sees. A guide renders at /mbbs-in/{country} and is served at
 * /mbbs-in-{country} (a rewrite): the server's prerender sees the first, the browser the
 * second, and the header must draw the same on both or hydration fails.
 */
export function publicPathname(pathname: string): string {
  return pathname.replace(/^\/mbbs-in\/([a-z-]+)\/?$/i, '/mbbs-in-$1')
}

/** The country a route carries (/mbbs-in-x, /country/x, /resources/guides/x), if any. */
export function countryOfPath(pathname: string): string | undefined {
  const match =
    /^\/mbbs-in-([a-z-]+)\/?$/i.exec(pathname) ??
    /^\/country\/([^/]+)\/?$/i.exec(pathname) ??
    /^\/resources\/guides\/([^/]+)\/?$/i.exec(pathname)
  if (!match?.[1]) return undefined
  const slug = decodeURIComponent(match[1])
  return findCountry(slug)?.name ?? slug.charAt(0).toUpperCase() + slug.slice(1).toLowerCase()
}

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
