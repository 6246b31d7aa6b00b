import type { ReactNode } from 'react'

import { JsonLd } from '@/components/seo/json-ld'
import type { LegalPage } from '@/data/legal/types'
import { formatLongDate } from '@/lib/long-date'
import { breadcrumbJsonLd } from '@/lib/seo'

const SITE_PATH = /(?<=^|[\s(])(\/[a-z0-9][a-z0-9\-/.]*[a-z0-9])/g

/** The site's own addresses in a paragraph ("/privacy-policy") as links. */
export function linkSitePaths(text: string): ReactNode[] {
  return text.split(SITE_PATH).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="text-primary underline">
        {part}
      </a>
    ) : (
      part
    ),
  )
}

/** A legal page: its title, the date it last changed, and its sections. */
export function LegalPageView({ page, path }: { page: LegalPage; path: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: page.title, path },
        ])}
      />
      <h1 className="text-3xl font-extrabold sm:text-4xl">{page.title}</h1>
      <p className="text-muted-foreground mt-2 text-sm">
        Last updated <time dateTime={page.updated}>{formatLongDate(page.updated)}</time>
      </p>
      <p className="mt-6 text-lg">{page.intro}</p>
      <div className="mt-8 space-y-8">
        {page.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className="text-xl font-bold">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 48)}>{linkSitePaths(paragraph)}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  )
}
