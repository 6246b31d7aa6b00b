'use client'

import { useEffect, useState, type ComponentType } from 'react'

/**
 * Toasts only ever follow something the visitor did in a form, so their code loads on the
 * first focus or press in the page rather than with it (and without next/dynamic, which would
 * add its own runtime to every page).
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    const load = () => {
      document.removeEventListener('focusin', load)
      document.removeEventListener('pointerdown', load)
      void import('@/components/ui/toaster').then((module) => {
        if (mounted) setToaster(() => module.Toaster)
      })
    }
    document.addEventListener('focusin', load)
    document.addEventListener('pointerdown', load)
    return () => {
      mounted = false
      document.removeEventListener('focusin', load)
      document.removeEventListener('pointerdown', load)
    }
  }, [])
  return Toaster ? <Toaster /> : null
}
