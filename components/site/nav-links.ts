import { countries, countryPath, destinationGroups, findCountry } from '@/data/countries'
import { shellLinks } from '@/data/pages'
import { cn } from '@/lib/utils'

export const primaryLinks = shellLinks('header', 'primary')

export const trailingLinks = shellLinks('header', 'trailing')

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
 * The country a route carries (/mbbs-in-x, /country/x, /resources/guides/x), if any. A guide
 * is prerendered at /mbbs-in/x and served at /mbbs-in-x (a rewrite): both read the same, so
 * the header draws the same label on the server and in the browser.
 */
export function countryOfPath(pathname: string): string | undefined {
  const match =
    /^\/mbbs-in[-/]([a-z-]+)\/?$/i.exec(pathname) ??
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

/**
 * The class of a link or button of the main navigation: marked as the current page by
 * `active`, or, for a server-rendered link, by the `aria-current` the header's state island
 * sets on it.
 */
export const linkClass = (active = false) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-primary aria-[current=page]:bg-primary-soft/60 aria-[current=page]:text-primary',
    active ? 'text-primary bg-primary-soft/60' : 'text-foreground',
  )
