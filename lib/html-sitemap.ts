import fs from 'node:fs/promises'
import path from 'node:path'

import { countries } from '@/data/countries'

/**
 * The HTML sitemap's list is sitemap.xml's own: the build's sitemap files that next-sitemap
 * writes into public/, and the catalogue's pages (cataloguePaths), so the page can never miss
 * an address the XML lists.
 */
export async function builtSitemapPaths(publicDir = path.join(process.cwd(), 'public')) {
  const files = (await fs.readdir(publicDir).catch(() => [] as string[])).filter((file) =>
    /^sitemap-\d+\.xml$/.test(file),
  )
  const paths: string[] = []
  for (const file of files) {
    const xml = await fs.readFile(path.join(publicDir, file), 'utf8')
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
      paths.push(new URL(match[1]!).pathname)
  }
  return paths
}

export type SitemapSection = { title: string; links: { href: string; label: string }[] }

const sections: { title: string; test: (path: string) => boolean }[] = [
  {
    title: 'Universities',
    test: (p) => p === '/universities' || p.startsWith('/university-details/'),
  },
  { title: 'Countries', test: (p) => p.startsWith('/mbbs-in-') || p.startsWith('/country/') },
  { title: 'Guides, tools and downloads', test: (p) => p.startsWith('/resources/') },
  { title: 'Blog and news', test: (p) => p.startsWith('/blog-news') },
  {
    title: 'Privacy and terms',
    test: (p) =>
      ['/privacy-policy', '/terms-of-service', '/refund-policy', '/sitemap'].some(
        (x) => p === x || p.startsWith(`${x}/`),
      ),
  },
  { title: 'About us and contact', test: () => true },
]

const fixedLabels: Record<string, string> = {
  '/': 'Home',
  '/universities': 'All universities',
  '/resources/guides': 'Guides',
  '/resources/tools': 'Decision tools',
  '/resources/downloads': 'Downloads',
  '/blog-news': 'Blog and news',
  '/privacy-policy': 'Privacy policy',
  '/privacy-policy/your-data': 'Your data: requests',
  '/terms-of-service': 'Terms of service',
  '/refund-policy': 'Refund policy',
  '/sitemap': 'Sitemap',
}

function words(slug: string): string {
  const text = decodeURIComponent(slug)
    .replace(/[-_]+/g, ' ')
    .replace(/\.\w+$/, '')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A readable label for a path; `names` gives the universities' and posts' names. */
export function labelOf(pathname: string, names: ReadonlyMap<string, string>): string {
  const known = fixedLabels[pathname] ?? names.get(pathname)
  if (known) return known
  const country = (slug: string) => countries.find((c) => c.slug === slug)?.name ?? words(slug)
  let match = /^\/mbbs-in-(.+)$/.exec(pathname)
  if (match) return `MBBS in ${country(match[1]!)}: guide`
  match = /^\/country\/(.+)$/.exec(pathname)
  if (match) return `Universities in ${country(decodeURIComponent(match[1]!))}`
  match = /^\/resources\/guides\/(.+)$/.exec(pathname)
  if (match) return `Practical guide: ${country(match[1]!)}`
  match = /^\/resources\/downloads\/(.+)$/.exec(pathname)
  if (match) return `Download: ${words(match[1]!)}`
  return words(pathname.split('/').filter(Boolean).at(-1) ?? pathname)
}

/** The paths, once each, grouped into the page's sections, in the order given. */
export function groupSitemap(
  paths: readonly string[],
  names: ReadonlyMap<string, string>,
): SitemapSection[] {
  const unique = [...new Set(paths)]
  return sections
    .map((section, index) => ({
      title: section.title,
      links: unique
        .filter(
          (p) => section.test(p) && !sections.slice(0, index).some((earlier) => earlier.test(p)),
        )
        .map((href) => ({ href, label: labelOf(href, names) })),
    }))
    .filter((section) => section.links.length > 0)
}
