import 'server-only'

import { LANDING_COOKIE } from '@/lib/leads/landing-cookie'
import { leadAttributionSchema, type LeadEnvelope } from '@/lib/validation/leads'

export type RequestAttribution = Pick<LeadEnvelope, 'sourcePage' | 'utm'>

/**
 * What a lead's request itself tells of where the visitor came from, for a post that does
 * not say it (a form sent without JavaScript): the page it was sent from, by its Referer
 * when that is a page of this host, and the first visit from the landing cookie (checked
 * like the form's own fields: a browser can send any cookie).
 */
export function requestAttribution(headers: Headers): RequestAttribution {
  return { sourcePage: sourcePageOf(headers), utm: landingOf(headers) }
}

function sourcePageOf(headers: Headers): string | undefined {
  const referer = headers.get('referer')
  const host = headers.get('host')
  if (!referer || !host) return undefined
  try {
    const from = new URL(referer)
    return from.host === host ? from.pathname.slice(0, 500) : undefined
  } catch {
    return undefined
  }
}

function landingOf(headers: Headers): LeadEnvelope['utm'] {
  const raw = cookieValue(headers.get('cookie'), LANDING_COOKIE)
  if (!raw) return undefined
  let fields: Record<string, string>
  try {
    fields = Object.fromEntries(new URLSearchParams(decodeURIComponent(raw)))
  } catch {
    return undefined
  }
  const parsed = leadAttributionSchema.safeParse(fields)
  return parsed.success ? parsed.data : undefined
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}
