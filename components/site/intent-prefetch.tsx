'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Prefetches the page of a link the visitor reaches for (a pointer over it, a focus, a
 * touch), for every link of the page, from one listener on the document: links themselves
 * carry no prefetching code, and nothing is fetched that nobody reached for.
 */
export function IntentPrefetch() {
  const router = useRouter()
  useEffect(() => {
    const fetched = new Set<string>()
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return
      if (link.target === '_blank' || link.hasAttribute('download')) return
      const address = link.pathname + link.search
      if (address === location.pathname + location.search || fetched.has(address)) return
      // Files the site serves (a PDF, a CSV, the feed) are not pages.
      if (/\.[a-z0-9]+$/i.test(link.pathname)) return
      fetched.add(address)
      router.prefetch(address)
    }
    for (const type of INTENT_EVENTS) {
      document.addEventListener(type, onIntent, { capture: true, passive: true })
    }
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true)
    }
  }, [router])
  return null
}
