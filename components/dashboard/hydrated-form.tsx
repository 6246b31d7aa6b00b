'use client'

import type { ComponentProps } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'

/**
 * A plain form (a GET to the page itself works without JavaScript) that marks itself once
 * React has hydrated it: what is typed into the server's HTML before then can be lost when
 * React takes the page over, so a test types only after the mark.
 */
export function HydratedForm(props: ComponentProps<'form'>) {
  const hydrated = useHydrated()
  return <form {...props} data-hydrated={hydrated || undefined} />
}
