import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/lib/utils'

/**
 * The classes of a button, or of a link that looks like one. Each is a component class of
 * app/globals.css (`btn`, `btn-primary`, `btn-md`, …) rather than the dozen utilities it
 * stands for: a guide shows three buttons on each of a dozen cards, and every class string is
 * sent twice (in the HTML and in the RSC payload). A utility passed as `className` still wins,
 * the components layer coming before the utilities.
 */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-primary',
      accent: 'btn-accent',
      outline: 'btn-outline',
      ghost: 'btn-ghost',
      link: 'btn-link',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
      /** A long label that may wrap on a small phone: at least as tall as the default. */
      wrap: 'btn-wrap',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
})

/**
 * A button in the site's styles. A link that looks like one takes `buttonVariants` as its
 * class name (no `asChild` slot: nothing used it, and it cost every page with a form 2.5 KB).
 */
export function Button({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  )
}
