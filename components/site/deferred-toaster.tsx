'use client'

import { useEffect, useState, type ComponentType } from 'react'

/**
 * Toasts only ever follow something the visitor did, so their code loads after the page is
 * interactive instead of on its critical path (a plain dynamic import: next/dynamic would
 * add its own runtime to every page).
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    void import('@/components/ui/toaster').then((module) => {
      if (mounted) setToaster(() => module.Toaster)
    })
    return () => {
      mounted = false
    }
  }, [])
  return Toaster ? <Toaster /> : null
}
