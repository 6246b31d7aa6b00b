import { createElement, type SVGProps } from 'react'

import type { IconNode } from 'lucide'

import { cn } from '@/lib/utils'

/**
 * A Lucide icon drawn as plain SVG, in server and client components alike. lucide-react marks
 * its icon component `'use client'`, so each icon in a server component was a client
 * reference the browser had to hydrate; the `lucide` package holds the same drawings as data.
 * The stroke and the default 24 px size are the `icon` class's (app/globals.css), not
 * attributes repeated on every icon of the page and again in its RSC payload. Decorative
 * unless given a label: pass `aria-label` (and `role="img"`) for an icon that carries meaning
 * alone.
 */
export function Icon({
  icon,
  className,
  ...props
}: { icon: IconNode } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden={props['aria-label'] === undefined ? true : undefined}
      className={cn('icon', className)}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
