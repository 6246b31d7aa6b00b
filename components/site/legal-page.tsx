import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { JsonLd } from '@/components/seo/json-ld'
import type { LegalFrontmatter } from '@/lib/legal'
import { formatDate } from '@/lib/dates'
import { breadcrumbJsonLd, pageMetadata } from '@/lib/seo'
import { Prose } from '@/components/ui/prose'

export const legalMetadata = (page: LegalFrontmatter, path: string): Metadata =>
  pageMetadata({ title: page.title, description: page.description, path })

/** The one layout of the legal pages: the title, the date the text last changed, the text. */
export function LegalPage({
  page,
  path,
  children,
}: {
  page: LegalFrontmatter
  path: string
  children: ReactNode
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: page.title, path },
        ])}
      />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="text-muted-foreground mt-2 text-sm">
        Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
      </p>
      <Prose
        id="legal-text"
        className="[&_a]:text-primary mt-6 space-y-4 leading-relaxed [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_section>h3]:mt-6 [&_section>h3]:font-semibold [&>h2]:mt-10 [&>h3]:mt-6 [&>h3]:font-semibold [&>p:first-child]:text-lg [&>section]:mt-10 [&>section]:space-y-4"
      >
        {children}
      </Prose>
    </article>
  )
}
