'use client'

import dynamic from 'next/dynamic'

/**
 * Toasts only ever follow something the visitor did, so their code loads after the page is
 * interactive instead of on its critical path.
 */
export const DeferredToaster = dynamic(
  () => import('@/components/ui/toaster').then((module) => module.Toaster),
  { ssr: false },
)
