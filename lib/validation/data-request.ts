import * as z from 'zod/mini'

import { isCleanText, UNSUPPORTED_CHARACTERS } from '@/lib/validation/clean-text'

import { DATA_REQUEST_KINDS, LEADS_SHOWN_LIMIT } from '@/lib/validation/data-request-rules'
import { EMAIL_MAX_LENGTH } from '@/lib/validation/email'
import { toE164 } from '@/lib/validation/phone'

export {
  DATA_REQUEST_FIELDS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_PATH,
  DATA_REQUEST_RECEIVED_PATH,
  DATA_REQUEST_VERIFY_PATH,
  dataRequestKindLabels,
  EMAIL_LINK_HOURS,
  dataRequestReceivedPath,
  LEADS_SHOWN_LIMIT,
  type DataRequestKindValue,
} from '@/lib/validation/data-request-rules'

// The same rule as the lead schemas: the browser's CSP forbids zod's JIT.
if (typeof window !== 'undefined') z.config({ jitless: true })

/**
 * A person's request about their own data (DPDP Act 2023 ss.11-13): the public form at
 * /privacy-policy/your-data and its server action import this one schema.
 */

export const DATA_REQUEST_MESSAGES = {
  kind: 'Please choose what you would like us to do',
  name: 'Please enter your name (at least 2 characters)',
  email: 'Please enter a valid e-mail address',
  phone: 'Please enter a valid phone number (at least 10 digits)',
  contact: 'Please give the e-mail address or the phone number you used with us (at least one)',
  details: 'Please keep this under 2000 characters',
} as const

/** Optional text: trimmed, and an empty string counts as absent. */
const optionalTrimmed = (check: (value: string) => boolean, message: string) =>
  z.optional(
    z.pipe(
      z.string(message).check(
        z.trim(),
        z.refine((value) => value === '' || check(value), message),
      ),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  )

const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export const dataRequestSchema = z
  .strictObject({
    kind: z.enum(DATA_REQUEST_KINDS, DATA_REQUEST_MESSAGES.kind),
    name: z
      .string(DATA_REQUEST_MESSAGES.name)
      .check(
        z.trim(),
        z.refine<string>(isCleanText, UNSUPPORTED_CHARACTERS),
        z.minLength(2, DATA_REQUEST_MESSAGES.name),
        z.maxLength(100, 'Please keep this under 100 characters'),
      ),
    email: optionalTrimmed(
      (value) => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value),
      DATA_REQUEST_MESSAGES.email,
    ),
    phone: optionalTrimmed(
      (value) => value.length <= 25 && /^[0-9+\-\s()]+$/.test(value) && toE164(value) !== null,
      DATA_REQUEST_MESSAGES.phone,
    ),
    details: z.optional(
      z.pipe(
        z
          .string(DATA_REQUEST_MESSAGES.details)
          .check(
            z.trim(),
            z.refine<string>(isCleanText, UNSUPPORTED_CHARACTERS),
            z.maxLength(2000, DATA_REQUEST_MESSAGES.details),
          ),
        z.transform((value: string) => (value === '' ? undefined : value)),
      ),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.email && !value.phone) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: DATA_REQUEST_MESSAGES.contact,
          input: value,
        })
      }
    }),
  )

export type DataRequestInput = z.input<typeof dataRequestSchema>
export type DataRequest = z.output<typeof dataRequestSchema>

/** What staff send when they close a request. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const closeDataRequestSchema = z.strictObject({
  requestId: z.string().check(z.regex(UUID, 'Unknown request')),
  resolution: z
    .string('Please say what was done (at least 5 characters)')
    .check(
      z.trim(),
      z.minLength(5, 'Please say what was done (at least 5 characters)'),
      z.maxLength(2000, 'Please keep this under 2000 characters'),
    ),
})

const requestId = z.string('Unknown request').check(z.regex(UUID, 'Unknown request'))

/** What staff send to erase the leads the request page listed: exactly those ids. */
export const eraseLeadsSchema = z.strictObject({
  requestId,
  leadIds: z
    .array(z.string().check(z.regex(UUID, 'Unknown lead')))
    .check(z.minLength(1, 'No leads to erase'), z.maxLength(LEADS_SHOWN_LIMIT)),
})

export const PHONE_VERIFICATION_MESSAGE =
  'Please say how you confirmed it, e.g. "Called the number; the person confirmed the request" (10 to 500 characters)'

/** What staff record after confirming, by calling it, that the phone is the requester's. */
export const phoneVerificationSchema = z.strictObject({
  requestId,
  note: z
    .string(PHONE_VERIFICATION_MESSAGE)
    .check(
      z.trim(),
      z.refine<string>(isCleanText, UNSUPPORTED_CHARACTERS),
      z.minLength(10, PHONE_VERIFICATION_MESSAGE),
      z.maxLength(500, PHONE_VERIFICATION_MESSAGE),
    ),
})

/** Staff ask for a new link to the request's e-mail. */
export const newEmailLinkSchema = z.strictObject({ requestId })

/** The token of an e-mailed link: 32 random bytes in base64url. */
export const emailLinkTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))
