import 'server-only'

import { createBatcher } from '@/lib/data/batcher'
import { admitLeads, type Admitted, type LeadAdmission, type NewLead } from '@/lib/data/leads'
import type { Db } from '@/lib/db/types'
import type { SpamReason } from '@/lib/desk/lead-states'
import type { RequestAttribution } from '@/lib/leads/attribution'
import { CONSENT_VERSION } from '@/lib/leads/consent'
import { parseLeadSubmission, spamReason, type ParsedLead } from '@/lib/leads/parse'
import { contactOf } from '@/lib/validation/leads'

export const MAX_BODY_BYTES = 16 * 1024

export const LEAD_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 }

// One writer per database: requests arriving together share one transaction (group commit).
const writers = new WeakMap<Db, (admission: LeadAdmission) => Promise<Admitted>>()

function writerFor(db: Db) {
  let writer = writers.get(db)
  if (!writer) {
    writer = createBatcher((admissions: LeadAdmission[]) => admitLeads(db, admissions))
    writers.set(db, writer)
  }
  return writer
}

export type IntakeResult =
  | { status: 201; id: string; deliver: boolean; duplicate: boolean }
  | { status: 400; error: string }
  | { status: 422; error: string; fieldErrors: Record<string, string[]> }
  | { status: 429; error: string; retryAfterSeconds: number }

/**
 * Everything between a parsed body and the answer: validation, the rate limit per client
 * address, and the lead with its outbox row in one transaction. A post that looks like a
 * bot's (the hidden field filled, or sent under 3 s after the form was shown) is stored all
 * the same, marked as suspected spam and held back from the sheet until staff release it: a
 * person caught by the trap must not lose the lead. It gets the same answer as any other.
 * `attribution` stands in for what the post does not say itself (a form sent without
 * JavaScript sends no page or campaign).
 */
export async function intakeLead(
  db: Db,
  body: unknown,
  context: {
    clientAddress: string
    webhookConfigured: boolean
    attribution?: RequestAttribution
    now?: number
  },
): Promise<IntakeResult> {
  // Validation needs no database, so it runs first; the rate limit still counts every
  // request, whatever its content, and is answered before anything else.
  const parsed = parseLeadSubmission(body)
  const spam = parsed.kind === 'ok' ? spamReason(parsed.envelope, context.now) : undefined
  const hit = leadHit(context.clientAddress)
  const write =
    parsed.kind === 'ok'
      ? {
          lead: leadRow(parsed, spam, context.attribution),
          deliveryState: context.webhookConfigured
            ? ('pending' as const)
            : ('unconfigured' as const),
        }
      : undefined
  let admitted: Admitted
  try {
    admitted = await writerFor(db)({ hit, write })
  } catch (error) {
    // The failed transaction took the hit with it: a request that fails still counts.
    if (write) await writerFor(db)({ hit }).catch(() => undefined)
    throw error
  }
  const { limit, lead } = admitted
  if (!limit.allowed) return tooMany(limit.retryAfterSeconds)
  if (parsed.kind === 'bad-request') return { status: 400, error: parsed.error }
  if (parsed.kind === 'invalid') {
    return { status: 422, error: parsed.error, fieldErrors: parsed.fieldErrors }
  }
  const { id, duplicate } = lead!
  return { status: 201, id, deliver: !duplicate && !spam, duplicate }
}

const leadHit = (clientAddress: string) => ({
  key: `leads:${clientAddress}`,
  limit: LEAD_RATE_LIMIT.limit,
  windowMs: LEAD_RATE_LIMIT.windowMs,
})

const tooMany = (retryAfterSeconds: number) =>
  ({
    status: 429,
    error: 'Too many submissions from your connection. Please try again in a few minutes.',
    retryAfterSeconds,
  }) as const

/**
 * A request refused before its body could be read as a lead (too large, another content
 * type, not JSON) counts against the same limit as any other: the 429 once it is used up.
 */
export async function countRefusedLead(
  db: Db,
  clientAddress: string,
): Promise<Extract<IntakeResult, { status: 429 }> | null> {
  const { limit } = await writerFor(db)({ hit: leadHit(clientAddress) })
  return limit.allowed ? null : tooMany(limit.retryAfterSeconds)
}

function leadRow(
  { envelope, fields, formType }: Extract<ParsedLead, { kind: 'ok' }>,
  suspectedSpam: SpamReason | undefined,
  attribution: RequestAttribution | undefined,
): NewLead {
  const contact = contactOf(fields)
  const { referrer, landingPage, ...utm } = envelope.utm ?? attribution?.utm ?? {}
  const utmValues = Object.fromEntries(Object.entries(utm).filter(([, v]) => v)) as Record<
    string,
    string
  >
  return {
    formType,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    data: fields,
    sourcePage: envelope.sourcePage ?? attribution?.sourcePage,
    utm: Object.keys(utmValues).length > 0 ? utmValues : undefined,
    referrer,
    landingPage,
    consentVersion: CONSENT_VERSION,
    idempotencyKey: envelope.idempotencyKey,
    suspectedSpam,
  }
}
