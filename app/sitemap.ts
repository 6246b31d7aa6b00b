import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo'
import { sitemapEntries } from '@/lib/sitemap'

// Per request, from the cached catalogue and articles: a university staff add, or an article
// whose publish time has come, is listed at once.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: every public page, university and article. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await sitemapEntries()).map((entry) => ({
    url: absoluteUrl(entry.path),
    ...(entry.changed ? { lastModified: entry.changed } : {}),
  }))
}
