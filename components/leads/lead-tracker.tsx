'use client'

import { useEffect } from 'react'

import { captureAttribution } from '@/lib/leads/browser'
import { flushPendingLeads } from '@/lib/leads/pending'

/** On every page: keeps the first visit's attribution and resends leads saved offline. */
export function LeadTracker() {
  useEffect(() => {
    captureAttribution()
    void flushPendingLeads()
    const onOnline = () => void flushPendingLeads()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [])
  return null
}
