import type { Metadata } from 'next'

import { PageHeader } from '@/components/site/page-header'
import { countries } from '@/data/countries'
import { posts } from '@/data/posts/posts'
import { getCatalogueCards } from '@/lib/data/universities'
import { builtSitemapPaths, groupSitemap } from '@/lib/html-sitemap'
import { cataloguePaths, pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Sitemap: Every Page of the Site',
  description:
    'Every page of the site by section: universities, country guides, practical guides, tools, downloads, blog and news, and the legal pages.',
  path: '/sitemap',
})

// Read on request: the build's sitemap files are written after the pages are built.
export const dynamic = 'force-dynamic'

/** /sitemap: the pages of sitemap.xml, grouped by section. */
export default async function SitemapPage() {
  const [{ cards: universities }, built] = await Promise.all([
    getCatalogueCards(),
    builtSitemapPaths(),
  ])
  const paths = [
    ...built,
    ...cataloguePaths(
      universities,
      countries.map((c) => c.slug),
    ),
  ]
  const names = new Map<string, string>([
    ...universities.map((u): [string, string] => [`/university-details/${u.id}`, u.name]),
    ...posts.map((p): [string, string] => [`/blog-news/${p.slug}`, p.title]),
  ])
  const sections = groupSitemap(paths, names)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Sitemap"
        trail={[{ name: 'Sitemap', path: '/sitemap' }]}
        lead={<>Every page of the site, from the same list as sitemap.xml.</>}
      />
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`sitemap-section-${index}`}>
            <h2 id={`sitemap-section-${index}`} className="text-xl font-bold">
              {section.title}
            </h2>
            <ul className="mt-3 space-y-1">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-8 items-center underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
