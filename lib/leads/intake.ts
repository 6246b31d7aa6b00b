import 'server-only'

import { randomUUID } from 'node:crypto'

import { createBatcher } from '@/lib/data/batcher'
import { insertLeads } from '@/lib/data/leads'
import { hitRateLimits } from '@/lib/data/rate-limits'
import type { Db } from '@/lib/db/types'
import { CONSENT_VERSION } from '@/lib/leads/consent'
import { looksLikeBot, parseLeadSubmission } from '@/lib/leads/parse'
import { contactOf } from '@/lib/validation/leads'

export const MAX_BODY_BYTES = 16 * 1024

export const LEAD_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 }

// One writer per database: requests arriving together share a transaction (group commit).
const writers = new WeakMap<
  Db,
  { rateLimit: ReturnType<typeof rateLimitBatcher>; insert: ReturnType<typeof insertBatcher> }
>()
const rateLimitBatcher = (db: Db) =>
  createBatcher((hits: Parameters<typeof hitRateLimits>[1]) => hitRateLimits(db, hits))
const insertBatcher = (db: Db) =>
  createBatcher((writes: Parameters<typeof insertLeads>[1]) => insertLeads(db, writes))

function writerFor(db: Db) {
  let writer = writers.get(db)
  if (!writer) {
    writer = { rateLimit: rateLimitBatcher(db), insert: insertBatcher(db) }
    writers.set(db, writer)
  }
  return writer
}

export type IntakeResult =
  | { status: 201; id: string; stored: boolean; duplicate: boolean }
  | { status: 400; error: string }
  | { status: 422; error: string; fieldErrors: Record<string, string[]> }
  | { status: 429; error: string; retryAfterSeconds: number }

/**
 * Everything between a parsed body and the answer: rate limit per client address, validation,
 * the bot checks (a bot is answered as if stored), and the lead with its outbox row in one
 * transaction.
 */
export async function intakeLead(
  db: Db,
  body: unknown,
  context: { clientAddress: string; webhookConfigured: boolean; now?: number },
): Promise<IntakeResult> {
  const writer = writerFor(db)
  const limit = await writer.rateLimit({
    key: `leads:${context.clientAddress}`,
    limit: LEAD_RATE_LIMIT.limit,
    windowMs: LEAD_RATE_LIMIT.windowMs,
  })
  if (!limit.allowed) {
    return {
      status: 429,
      error: 'Too many submissions from your connection. Please try again in a few minutes.',
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }

  const parsed = parseLeadSubmission(body)
  if (parsed.kind === 'bad-request') return { status: 400, error: parsed.error }
  if (looksLikeBot(parsed.envelope, context.now)) {
    return { status: 201, id: randomUUID(), stored: false, duplicate: false }
  }
  if (parsed.kind === 'invalid') {
    return { status: 422, error: parsed.error, fieldErrors: parsed.fieldErrors }
  }

  const { envelope, fields, formType } = parsed
  const contact = contactOf(fields)
  const { referrer, landingPage, ...utm } = envelope.utm ?? {}
  const utmValues = Object.fromEntries(Object.entries(utm).filter(([, v]) => v)) as Record<
    string,
    string
  >
  const { id, duplicate } = await writer.insert({
    lead: {
      formType,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      data: fields,
      sourcePage: envelope.sourcePage,
      utm: Object.keys(utmValues).length > 0 ? utmValues : undefined,
      referrer,
      landingPage,
      consentVersion: CONSENT_VERSION,
      idempotencyKey: envelope.idempotencyKey,
    },
    deliveryState: context.webhookConfigured ? 'pending' : 'unconfigured',
  })
  return { status: 201, id, stored: !duplicate, duplicate }
}
