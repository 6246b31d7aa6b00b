import 'server-only'

import { neutraliseFormula } from '@/lib/csv'
import { claimDeliveries, markDelivered, markFailed, type DeliveryJob } from '@/lib/data/leads'
import type { Db } from '@/lib/db/types'

export type WebhookConfig = { url: string; secret: string }

export type DeliveryOptions = {
  /** How long one attempt may take, redirects included. */
  timeoutMs: number
  /** Attempts before a delivery is marked dead and left for staff. */
  maxAttempts: number
  /** First retry delay; each later one doubles, up to maxDelayMs, with ±20% jitter. */
  baseDelayMs: number
  maxDelayMs: number
  /** How long a claimed delivery is reserved for the worker that claimed it. */
  leaseMs: number
}

export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  timeoutMs: 15_000,
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
}

function neutralise(value: unknown): unknown {
  if (typeof value === 'string') return neutraliseFormula(value)
  if (Array.isArray(value)) return value.map(neutralise)
  return value
}

/** The body the Apps Script receives: the form's fields plus formType, submittedAt, leadId, secret. */
export function buildPayload(lead: DeliveryJob['lead'], secret: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    ...lead.data,
    name: lead.data.name ?? lead.data.fullName ?? lead.name,
    email: lead.email ?? lead.data.email,
    phone: lead.phone ?? lead.data.phone,
    sourcePage: lead.sourcePage ?? undefined,
    referrer: lead.referrer ?? undefined,
    landingPage: lead.landingPage ?? undefined,
    repeatOf: lead.repeatOf ?? undefined,
  }
  if (lead.data.fullName) delete fields.name
  for (const [key, value] of Object.entries(lead.utm ?? {})) fields[`utm_${key}`] = value
  const payload: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) payload[key] = neutralise(value)
  }
  return {
    ...payload,
    formType: lead.formType,
    submittedAt: lead.createdAt.toISOString(),
    leadId: lead.id,
    secret,
  }
}

export function retryDelayMs(
  attemptsSoFar: number,
  options: DeliveryOptions,
  random = Math.random,
) {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attemptsSoFar)
  return Math.round(exponential * (0.8 + 0.4 * random()))
}

/**
 * One attempt. fetch follows the Apps Script's 302 to its echo URL as a GET; a final 200 JSON
 * saying the lead was stored counts as delivered: {"ok":true,"leadId":<this lead>}, or
 * {"success":true} from a script that answers without the id.
 */
export async function postToWebhook(
  config: WebhookConfig,
  payload: Record<string, unknown>,
  timeoutMs: number,
): Promise<{ ok: true } | { ok: false; error: string }> {
  let response: Response
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return { ok: false, error: `Failed to submit to Google Sheets: ${reason}` }
  }
  const text = await response.text().catch(() => '')
  const type = response.headers.get('content-type') ?? ''
  if (
    /accounts\.google\.com|ServiceLogin/i.test(response.url) ||
    /<title>[^<]*Sign in/i.test(text)
  ) {
    return {
      ok: false,
      error:
        'Configuration error: the webhook answered with a Google sign-in page. Deploy the Apps Script web app with "Who has access: Anyone".',
    }
  }
  if (response.status !== 200) {
    return { ok: false, error: `Failed to submit to Google Sheets: HTTP ${response.status}` }
  }
  if (!type.includes('json')) {
    return {
      ok: false,
      error: `Failed to submit to Google Sheets: expected JSON, got ${type || 'no type'}`,
    }
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, error: 'Failed to submit to Google Sheets: unreadable JSON' }
  }
  const answer = (body ?? {}) as {
    ok?: unknown
    success?: unknown
    leadId?: unknown
    error?: unknown
  }
  // The script stored the lead: {"ok":true,"leadId":…} (docs/google-apps-script.md) or the
  // original script's {"success":true}. A lead id, when given, must be this lead's.
  if (answer.ok === true || answer.success === true) {
    if (answer.leadId === undefined || answer.leadId === payload.leadId) return { ok: true }
    return {
      ok: false,
      error: `Failed to submit to Google Sheets: answered for lead ${String(answer.leadId)}`,
    }
  }
  return {
    ok: false,
    error: `Failed to submit to Google Sheets: ${String(answer.error ?? 'no error given')}`,
  }
}

/**
 * Leads claimed per sweep. A burst of leads is delivered in few claims (three statements for a
 * batch) and one "delivered" update each; the posts themselves go out one lead each, as the
 * Apps Script takes them.
 */
export const DELIVERY_BATCH = 100

/** Claims and delivers what is due (or the given leads). Returns how many were delivered. */
export async function deliverDue(
  db: Db,
  config: WebhookConfig,
  options: DeliveryOptions = DEFAULT_DELIVERY_OPTIONS,
  only?: { leadIds: string[] },
): Promise<{ delivered: number; failed: number }> {
  const jobs = await claimDeliveries(db, {
    limit: only ? only.leadIds.length : DELIVERY_BATCH,
    leaseMs: options.leaseMs,
    leadIds: only?.leadIds,
  })
  const delivered: string[] = []
  let failed = 0
  await Promise.all(
    jobs.map(async (job) => {
      // Erased after it was claimed: its personal data is gone and is never sent.
      if (job.lead.erasedAt) return
      const result = await postToWebhook(
        config,
        buildPayload(job.lead, config.secret),
        options.timeoutMs,
      )
      if (result.ok) {
        delivered.push(job.leadId)
        return
      }
      failed += 1
      const attempts = job.attempts + 1
      const nextAttemptAt =
        attempts >= options.maxAttempts
          ? null
          : new Date(Date.now() + retryDelayMs(job.attempts, options))
      await markFailed(db, job.leadId, { error: result.error, nextAttemptAt })
      console.warn(
        `Lead ${job.leadId}: delivery attempt ${attempts} failed (${result.error})${nextAttemptAt ? `; next at ${nextAttemptAt.toISOString()}` : '; marked dead'}`,
      )
    }),
  )
  await markDelivered(db, delivered)
  return { delivered: delivered.length, failed }
}
