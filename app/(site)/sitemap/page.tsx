import type { Metadata } from 'next'

import { PageHeader } from '@/components/site/page-header'
import { pageMetadata } from '@/lib/seo'
import { bySection, sitemapEntries } from '@/lib/sitemap'

export const metadata: Metadata = pageMetadata({
  title: 'Sitemap: Every Page of the Site',
  description:
    'Every page of the site by section: universities, country guides, practical guides, tools, downloads, blog and news, and the legal pages.',
  path: '/sitemap',
})

// Per request, like sitemap.xml, from the same list.
export const dynamic = 'force-dynamic'

/** /sitemap: the pages of sitemap.xml, grouped by section. */
export default async function SitemapPage() {
  const sections = bySection(await sitemapEntries())
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
                <li key={link.path}>
                  <a
                    href={link.path}
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
