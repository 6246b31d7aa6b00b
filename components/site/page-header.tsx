import type { ReactNode } from 'react'

import { JsonLd } from '@/components/seo/json-ld'
import { breadcrumbJsonLd } from '@/lib/seo'
import { cn } from '@/lib/utils'

/**
 * The top of a content page: its heading, the lead under it, and its structured data (the
 * breadcrumb from Home to this page, then any the page adds).
 */
export function PageHeader({
  title,
  trail,
  lead,
  jsonLd = [],
  icon,
  largeLead = false,
}: {
  title: string
  /** The pages after Home down to this one, each with its address. */
  trail: readonly { name: string; path: string }[]
  lead?: ReactNode
  jsonLd?: readonly Record<string, unknown>[]
  icon?: ReactNode
  /** A lead set larger, for the company pages. */
  largeLead?: boolean
}) {
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd([{ name: 'Home', path: '/' }, ...trail]), ...jsonLd]} />
      <h1 className={cn('text-3xl font-extrabold sm:text-4xl', icon && 'flex items-center gap-3')}>
        {icon}
        {title}
      </h1>
      {lead ? (
        <p className={cn('text-muted-foreground mt-3 max-w-3xl', largeLead && 'text-lg')}>{lead}</p>
      ) : null}
    </>
  )
}
