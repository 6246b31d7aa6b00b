import type * as z from 'zod/mini'

import type { SpamReason } from '@/lib/desk/lead-states'

import { MIN_FILL_MS } from '@/lib/leads/constants'
import { findUncleanText, UNSUPPORTED_CHARACTERS } from '@/lib/validation/clean-text'
import {
  ENVELOPE_KEYS,
  leadEnvelopeSchema,
  leadSchemas,
  type LeadEnvelope,
  type LeadFormType,
} from '@/lib/validation/leads'

export type ParsedLead =
  | { kind: 'ok'; envelope: LeadEnvelope; formType: LeadFormType; fields: Record<string, unknown> }
  | { kind: 'bad-request'; error: string }
  | {
      kind: 'invalid'
      envelope: LeadEnvelope
      error: string
      fieldErrors: Record<string, string[]>
    }

/**
 * Splits a posted lead into its envelope (form type, timing, idempotency, source) and the
 * form's fields, and validates each. Unknown fields are a bad request, not a validation
 * error: the forms never send them.
 */
export function parseLeadSubmission(body: unknown): ParsedLead {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { kind: 'bad-request', error: 'The body must be a JSON object' }
  }
  const record = body as Record<string, unknown>
  if (typeof record.formType !== 'string' || !(record.formType in leadSchemas)) {
    return { kind: 'bad-request', error: 'Unknown form type' }
  }
  if (
    record.formStartedAt === undefined ||
    record.formStartedAt === null ||
    record.formStartedAt === ''
  ) {
    return { kind: 'bad-request', error: 'formStartedAt is required' }
  }
  // Without a prototype, a field named __proto__ stays a field (and is refused as unknown)
  // instead of becoming the object's prototype, whose values the schema would then read.
  const envelopeInput: Record<string, unknown> = Object.create(null)
  const fieldInput: Record<string, unknown> = Object.create(null)
  for (const [key, value] of Object.entries(record)) {
    if ((ENVELOPE_KEYS as string[]).includes(key)) envelopeInput[key] = value
    else fieldInput[key] = value
  }
  const envelope = leadEnvelopeSchema.safeParse(envelopeInput)
  if (!envelope.success) {
    return { kind: 'bad-request', error: envelope.error.issues.map((i) => i.message).join('; ') }
  }
  const formType = envelope.data.formType
  const schema = leadSchemas[formType] as unknown as z.ZodMiniType<Record<string, unknown>>
  const result = schema.safeParse(fieldInput)
  if (!result.success) {
    const unknown = result.error.issues.find((issue) => issue.code === 'unrecognized_keys')
    if (unknown) {
      return {
        kind: 'bad-request',
        error: `Unknown fields: ${(unknown as { keys: string[] }).keys.join(', ')}`,
      }
    }
    return {
      kind: 'invalid',
      envelope: envelope.data,
      error: 'Please correct the highlighted fields',
      fieldErrors: fieldErrorsOf(result.error),
    }
  }
  // Every field's schema refuses such text already; this is the last guard for any value
  // (a new field, a nested one) before the database, which would fail on it.
  const unclean = findUncleanText(result.data)
  if (unclean) {
    return {
      kind: 'invalid',
      envelope: envelope.data,
      error: 'Please correct the highlighted fields',
      fieldErrors: { [unclean[0] ?? 'form']: [UNSUPPORTED_CHARACTERS] },
    }
  }
  return { kind: 'ok', envelope: envelope.data, formType, fields: result.data }
}

/** The first message of each field, keyed by the field's top-level name. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    const messages = (fieldErrors[key] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return fieldErrors
}

/** Why a post looks like a bot's, if it does: the hidden field filled, or sent too fast. */
export function spamReason(
  envelope: LeadEnvelope,
  now: number = Date.now(),
): SpamReason | undefined {
  if (envelope.website && envelope.website.trim() !== '') return 'honeypot'
  if (now - envelope.formStartedAt < MIN_FILL_MS) return 'too-fast'
  return undefined
}
