import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/lib/utils'

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        accent: 'bg-accent text-white hover:bg-amber-800',
        outline: 'border-border bg-background hover:bg-muted border',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-11 px-5 whitespace-nowrap',
        sm: 'h-9 px-3 whitespace-nowrap',
        lg: 'h-12 px-7 text-base whitespace-nowrap',
        icon: 'size-11 whitespace-nowrap',
        /** A long label that may wrap on a small phone: at least as tall as the default. */
        wrap: 'min-h-11 px-5 py-2 text-center',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

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
