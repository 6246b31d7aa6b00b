import 'server-only'

import { countries, countryPath } from '@/data/countries'
import { sitePages, type SitemapSection, type SitePage } from '@/data/pages'
import { getPublishedPosts } from '@/lib/data/posts'
import { getCatalogueCards } from '@/lib/data/universities'
import { downloads } from '@/lib/guides/downloads'
import { postPath, publicPosts, publishedOn, type PublicPost } from '@/lib/posts'
import type { UniversityCard } from '@/lib/universities/model'

/** One address of sitemap.xml and of the HTML sitemap. */
export type SitemapEntry = {
  path: string
  label: string
  section: SitemapSection
  /** ISO date it last changed, where the record says. */
  changed?: string
}

export const SITEMAP_SECTIONS: readonly SitemapSection[] = [
  'Universities',
  'Countries',
  'Guides, tools and downloads',
  'Blog and news',
  'Privacy and terms',
  'About us and contact',
]

/**
 * Every public page at `now`: the site's own pages (data/pages.ts) and the pages its records
 * make: each country's guide, universities and practical guide, the downloads a visitor would
 * search for (not the worksheets to fill in), every published university and every public
 * article. Read per request from the cached catalogue and articles, so it is as current as
 * they are.
 */
export async function sitemapEntries(now = new Date()): Promise<SitemapEntry[]> {
  const [{ cards }, { posts }] = await Promise.all([getCatalogueCards(), getPublishedPosts()])
  return sitemapOf(cards, posts, now)
}

/** The entries, from the universities and articles as read. */
export function sitemapOf(
  cards: readonly Pick<UniversityCard, 'id' | 'name' | 'country'>[],
  posts: readonly PublicPost[],
  now: Date,
): SitemapEntry[] {
  const own = (sitePages as readonly SitePage[])
    .filter((page) => !page.unlisted)
    .map(({ path, label, section }) => ({ path, label, section }))
  const countryNames = new Map<string, string>(countries.map((c) => [c.slug, c.name]))
  const catalogueCountries = [...new Set([...countryNames.keys(), ...cards.map((u) => u.country)])]
  const entries: SitemapEntry[] = [
    ...own,
    ...countries.map((c): SitemapEntry => ({
      path: countryPath(c.slug),
      label: `MBBS in ${c.name}: guide`,
      section: 'Countries',
    })),
    ...catalogueCountries.map((slug): SitemapEntry => ({
      path: `/country/${encodeURIComponent(slug)}`,
      label: `Universities in ${countryNames.get(slug) ?? slug}`,
      section: 'Countries',
    })),
    ...countries.map((c): SitemapEntry => ({
      path: `/resources/guides/${c.slug}`,
      label: `Practical guide: ${c.name}`,
      section: 'Guides, tools and downloads',
    })),
    ...downloads
      .filter((d) => d.format === 'PDF')
      .map((d): SitemapEntry => ({
        path: `/resources/downloads/${d.file}`,
        label: `Download: ${d.title}`,
        section: 'Guides, tools and downloads',
      })),
    ...cards.map((u): SitemapEntry => ({
      path: `/university-details/${u.id}`,
      label: u.name,
      section: 'Universities',
    })),
    ...publicPosts(posts, now).map((p): SitemapEntry => ({
      path: postPath(p),
      label: p.title,
      section: 'Blog and news',
      changed: p.updatedOn ?? publishedOn(p),
    })),
  ]
  const seen = new Set<string>()
  return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
}

/** The entries by section, in the sections' order, for the HTML sitemap. */
export function bySection(entries: readonly SitemapEntry[]) {
  return SITEMAP_SECTIONS.map((title) => ({
    title,
    links: entries.filter((entry) => entry.section === title),
  })).filter((section) => section.links.length > 0)
}
