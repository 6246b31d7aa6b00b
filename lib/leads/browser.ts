/** Browser-side helpers of the lead forms: attribution, local copies, and the POST with retries. */

const ATTRIBUTION_KEY = 'mbbs.attribution'

export type Attribution = {
  source?: string
  medium?: string
  campaign?: string
  term?: string
  content?: string
  referrer?: string
  landingPage?: string
}

/** The UTM parameters, referrer and landing page of this page view (no storage is touched). */
function landingAttribution(): Attribution {
  const params = new URLSearchParams(location.search)
  const attribution: Attribution = { landingPage: location.pathname.slice(0, 500) }
  for (const key of ['source', 'medium', 'campaign', 'term', 'content'] as const) {
    const value = params.get(`utm_${key}`)
    if (value) attribution[key] = value.slice(0, 200)
  }
  const referrer = document.referrer
  if (referrer && new URL(referrer).origin !== location.origin)
    attribution.referrer = referrer.slice(0, 500)
  return attribution
}

/** This document's landing attribution, noted on arrival and not yet stored. */
let unstored: Attribution | undefined

/**
 * Notes where the visitor arrived from, before a client-side navigation can change the
 * address. Cheap: the first touch of localStorage is a synchronous call to the browser
 * process, which costs tens of milliseconds while a page is still loading, so storing waits
 * for keepAttribution.
 */
export function noteLanding(): void {
  try {
    unstored ??= landingAttribution()
  } catch {
    // A malformed referrer: nothing worth noting.
  }
}

/** Stores the noted attribution unless an earlier visit's is kept already (first touch wins). */
export function keepAttribution(): void {
  if (!unstored) return
  try {
    if (!localStorage.getItem(ATTRIBUTION_KEY))
      localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(unstored))
    unstored = undefined
  } catch {
    // Storage can be full or blocked; attribution is a nicety, never a reason to fail.
  }
}

export function readAttribution(): Attribution | undefined {
  keepAttribution()
  try {
    const raw = localStorage.getItem(ATTRIBUTION_KEY)
    return raw ? (JSON.parse(raw) as Attribution) : unstored
  } catch {
    return unstored
  }
}

export type LocalCopyKey =
  'webinarRegistrations' | 'callbackRequests' | 'inquiries' | 'applications'

/** A local-storage copy of each submission: the newest 50 under each key. */
export function saveLocalCopy(key: LocalCopyKey, record: Record<string, unknown>): void {
  try {
    const list = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]
    list.push(record)
    localStorage.setItem(key, JSON.stringify(list.slice(-50)))
  } catch {
    // As above: the server has the lead; the local copy is only a convenience.
  }
}

export type SubmitResult =
  | { ok: true; id: string }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string[]> }

/**
 * POSTs a lead. Network failures and 5xx answers are retried with the same idempotency key,
 * so a lead the server did store is never stored twice.
 */
export async function postLead(body: Record<string, unknown>, attempts = 3): Promise<SubmitResult> {
  let last: SubmitResult = { ok: false, status: 0, error: 'Network error' }
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)))
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        id?: string
        error?: string
        fieldErrors?: Record<string, string[]>
      }
      if (response.status === 201 && answer.id) return { ok: true, id: answer.id }
      last = {
        ok: false,
        status: response.status,
        error: answer.error ?? `HTTP ${response.status}`,
        fieldErrors: answer.fieldErrors,
      }
      if (response.status < 500) return last
    } catch {
      last = { ok: false, status: 0, error: 'Network error' }
    }
  }
  return last
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '')
}
