'use client'

import { useEffect } from 'react'

import { keepAttribution, noteLanding } from '@/lib/leads/browser'
import { flushPendingLeads } from '@/lib/leads/pending'

/** After the page has loaded and the browser is idle (at most a few seconds later). */
function whenIdle(task: () => void): () => void {
  let cancel = () => {}
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: 3000 })
      cancel = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(task, 500)
      cancel = () => clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') schedule()
  else {
    window.addEventListener('load', schedule, { once: true })
    cancel = () => window.removeEventListener('load', schedule)
  }
  return () => cancel()
}

/**
 * On every page: keeps the first visit's attribution and resends leads saved offline. Both
 * touch localStorage, so they wait until the page is idle rather than lengthen its start-up.
 */
export function LeadTracker() {
  useEffect(() => {
    noteLanding()
    const cancel = whenIdle(() => {
      keepAttribution()
      void flushPendingLeads()
    })
    const onOnline = () => void flushPendingLeads()
    window.addEventListener('online', onOnline)
    return () => {
      cancel()
      window.removeEventListener('online', onOnline)
    }
  }, [])
  return null
}
