import * as z from 'zod/mini'

import {
  applyNowCountries,
  applyNowUniversityValues,
  homeApplyCountries,
  inquiryCountries,
} from '@/data/lead-options'
import { APPLY_NOW_MESSAGES, isNeetScore } from '@/lib/validation/lead-rules'
import { EMAIL_MAX_LENGTH, emailField } from '@/lib/validation/email'
import { toE164 } from '@/lib/validation/phone'
import { isCleanText, UNSUPPORTED_CHARACTERS } from '@/lib/validation/clean-text'

export { APPLY_NOW_MESSAGES, isNeetScore }

// Object parsing JIT-compiles with `new Function`, which the site's CSP forbids in the
// browser; there the plain parser is used.
if (typeof window !== 'undefined') z.config({ jitless: true })

/**
 * zod/mini, not classic zod: these schemas ship to the browser with every form, and mini
 * tree-shakes to a fraction of the size.
 *
 * One schema per lead form, with its rules and messages. The forms and POST /api/leads import
 * these same schemas.
 */

export const LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 25,
  college: 200,
  message: 2000,
  question: 1000,
  short: 100,
  title: 200,
  url: 500,
  district: 60,
} as const

const tooLong = (max: number) => `Please keep this under ${max} characters`

const clean = z.refine<string>(isCleanText, UNSUPPORTED_CHARACTERS)

/** Only a message or a question runs over lines; a name, a college or a choice is one line. */
const MULTILINE_FROM = LIMITS.question

export const ONE_LINE_MESSAGE = 'Please write this on one line'

const lines = (max: number) =>
  z.refine<string>((value) => max >= MULTILINE_FROM || !/[\r\n]/.test(value), ONE_LINE_MESSAGE)

const text = (min: number, message: string, max: number) =>
  z
    .string(message)
    .check(z.trim(), clean, lines(max), z.minLength(min, message), z.maxLength(max, tooLong(max)))

/** Optional free text; an empty string counts as absent. */
const optionalText = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), clean, lines(max), z.maxLength(max, tooLong(max))),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  )

/** An optional choice from a list; an empty string counts as absent. */
const optionalChoice = (values: readonly string[]) =>
  z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine((v) => v === '' || values.includes(v), 'Please choose an option from the list'),
        ),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  )

/** At least 10 characters that also make a real number, stored as E.164. */
const phone = (message: string) =>
  z.string(message).check(
    z.trim(),
    z.minLength(10, message),
    z.maxLength(LIMITS.phone, message),
    z.regex(/^[0-9+\-\s()]+$/, message),
    z.refine((value) => toE164(value) !== null, message),
  )

/**
 * A checkbox: `true` from JSON, its value (`yes`, or the browser's `on`) from a form post;
 * unticked or absent is false.
 */
const tickBox = z.optional(
  z.pipe(
    z.union([z.boolean(), z.string().check(z.maxLength(10))]),
    z.transform((value: boolean | string) => value === true || value === 'yes' || value === 'on'),
  ),
)

export const GUARDIAN_MESSAGES = {
  guardianName: "Please enter the parent's or guardian's name",
  guardianPhone: "Please enter the parent's or guardian's phone number (at least 10 digits)",
  guardianConsent: 'A parent or guardian must give consent for a student under 18',
} as const

/**
 * Asked by every lead form (DPDP Act 2023 s.9: a parent's or guardian's consent for anyone
 * under 18, and many NEET candidates are 17). The guardian's fields matter only when the
 * box is ticked; otherwise they are dropped, not stored.
 */
const guardianShape = {
  studentUnder18: tickBox,
  guardianName: optionalText(LIMITS.name),
  guardianPhone: optionalText(LIMITS.phone),
  guardianConsent: tickBox,
}

export const GUARDIAN_FIELDS = Object.keys(guardianShape) as (keyof typeof guardianShape)[]

const GUARDIAN_ONLY = new Set(['guardianName', 'guardianPhone', 'guardianConsent'])

type GuardianFields = {
  studentUnder18?: boolean
  guardianName?: string
  guardianPhone?: string
  guardianConsent?: boolean
}

/** The issues of the under-18 rule, for one form's values (also partly invalid ones). */
export function guardianIssues(value: GuardianFields): { path: string; message: string }[] {
  if (value.studentUnder18 !== true) return []
  const issues: { path: string; message: string }[] = []
  const name = typeof value.guardianName === 'string' ? value.guardianName.trim() : ''
  if (name.length < 2)
    issues.push({ path: 'guardianName', message: GUARDIAN_MESSAGES.guardianName })
  const phone = typeof value.guardianPhone === 'string' ? value.guardianPhone.trim() : ''
  if (phone.length < 10 || !/^[0-9+\-\s()]+$/.test(phone) || toE164(phone) === null) {
    issues.push({ path: 'guardianPhone', message: GUARDIAN_MESSAGES.guardianPhone })
  }
  if (value.guardianConsent !== true) {
    issues.push({ path: 'guardianConsent', message: GUARDIAN_MESSAGES.guardianConsent })
  }
  return issues
}

/** A lead form's schema: its own fields, the under-18 question and the guardian's fields. */
function leadForm<Shape extends z.core.$ZodShape>(shape: Shape) {
  return z.strictObject({ ...shape, ...guardianShape }).check(
    z.superRefine(
      (value, ctx) => {
        for (const issue of guardianIssues(value as GuardianFields)) {
          ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: value })
        }
      },
      // Also when another field is wrong: every message shows at the first submit.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
    z.overwrite((value) =>
      (value as GuardianFields).studentUnder18 === true
        ? value
        : (Object.fromEntries(
            Object.entries(value).filter(([key]) => !GUARDIAN_ONLY.has(key)),
          ) as typeof value),
    ),
  )
}

/**
 * Where the family lives, as they write it: a district, a town or a PIN code. Optional; it
 * routes the lead to the nearest office when the admin's rules say so (lib/desk/nearest-office.ts).
 */
const district = optionalText(LIMITS.district)

const standardMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
} as const

export const webinarRegistrationSchema = leadForm({
  name: text(2, standardMessages.name, LIMITS.name),
  email: emailField(standardMessages.email),
  phone: phone(standardMessages.phone),
  webinarId: optionalText(LIMITS.short),
  webinarTitle: optionalText(LIMITS.title),
})

export const callbackSchema = leadForm({
  name: text(2, standardMessages.name, LIMITS.name),
  phone: phone(standardMessages.phone),
  email: emailField(standardMessages.email),
  message: optionalText(LIMITS.message),
  preferredTime: optionalText(LIMITS.short),
  requestType: optionalText(LIMITS.short),
  district,
})

const NEET_RANGE = 'NEET score must be between 0 and 1000'

/** The country-page application (and the home page's apply section). */
export const applicationSchema = leadForm({
  fullName: text(2, 'Please enter your full name', LIMITS.name),
  email: emailField('Please enter a valid email address'),
  phone: phone('Please enter a valid phone number'),
  lastAttendedCollege: text(2, 'Please enter your last attended college', LIMITS.college),
  neetScore: z
    .string('Please enter your NEET score')
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your NEET score'),
      z.refine(isNeetScore, NEET_RANGE),
    ),
  message: optionalText(LIMITS.message),
  countryName: optionalText(LIMITS.short),
  universityId: optionalText(LIMITS.short),
  preferredCountry: optionalChoice(homeApplyCountries),
})

const required = (
  field: keyof typeof APPLY_NOW_MESSAGES.required,
  max: number,
  ...checks: z.core.$ZodCheck<string>[]
) =>
  z
    .string(APPLY_NOW_MESSAGES.required[field])
    .check(
      z.trim(),
      clean,
      lines(max),
      z.minLength(1, APPLY_NOW_MESSAGES.required[field]),
      z.maxLength(max, tooLong(max)),
      ...checks,
    )

export const applyNowSchema = leadForm({
  name: required('name', LIMITS.name),
  email: required(
    'email',
    LIMITS.email,
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, APPLY_NOW_MESSAGES.email.description),
  ),
  phone: required(
    'phone',
    LIMITS.phone,
    z.regex(/^[0-9+\-\s()]{10,}$/, APPLY_NOW_MESSAGES.phone.description),
    z.refine((value) => toE164(value) !== null, APPLY_NOW_MESSAGES.phone.description),
  ),
  lastAttendedCollege: required('lastAttendedCollege', LIMITS.college),
  neetScore: required('neetScore', 4, z.refine(isNeetScore, NEET_RANGE)),
  country: optionalChoice(applyNowCountries.map((c) => c.value)),
  university: optionalChoice(applyNowUniversityValues),
  message: optionalText(LIMITS.message),
  district,
})

export const inquirySchema = leadForm({
  name: text(2, standardMessages.name, LIMITS.name),
  phone: phone(standardMessages.phone),
  email: emailField(standardMessages.email),
  lastAttendedCollege: text(2, 'Please enter your last attended college/school', LIMITS.college),
  preferredCountries: z
    .array(
      z.enum(inquiryCountries, 'Please select at least one country'),
      'Please select at least one country',
    )
    .check(
      z.minLength(1, 'Please select at least one country'),
      z.maxLength(inquiryCountries.length),
    ),
  message: optionalText(LIMITS.message),
  universityName: optionalText(LIMITS.title),
  district,
})

/** The shared lead form of the static pages (admission, coaching, success stories). */
export const pageLeadSchema = leadForm({
  name: text(2, standardMessages.name, LIMITS.name),
  phone: phone(standardMessages.phone),
  email: emailField(standardMessages.email),
  country: optionalText(LIMITS.short),
  message: optionalText(LIMITS.message),
  district,
})

export const webinarQuestionSchema = leadForm({
  name: text(2, standardMessages.name, LIMITS.name),
  email: emailField(standardMessages.email),
  question: text(5, 'Please enter your question (at least 5 characters)', LIMITS.question),
  webinarId: optionalText(LIMITS.short),
})

export const NEWSLETTER_CONSENT_MESSAGE = 'Please tick the box to agree to receive the newsletter'

/** The blog's newsletter: an e-mail and an explicit yes to receiving it. */
export const newsletterSchema = leadForm({
  email: emailField(standardMessages.email),
  newsletterConsent: z
    .pipe(
      z.union([z.boolean(), z.string().check(z.maxLength(10))], NEWSLETTER_CONSENT_MESSAGE),
      z.transform((value: boolean | string) => value === true || value === 'yes' || value === 'on'),
    )
    .check(z.refine((value) => value === true, NEWSLETTER_CONSENT_MESSAGE)),
})

export const leadSchemas = {
  webinar: webinarRegistrationSchema,
  callback: callbackSchema,
  application: applicationSchema,
  apply_now: applyNowSchema,
  inquiry: inquirySchema,
  admission: pageLeadSchema,
  admission_consultation: pageLeadSchema,
  fmge_coaching: pageLeadSchema,
  fmge_enrollment: pageLeadSchema,
  'success-stories': pageLeadSchema,
  webinar_question: webinarQuestionSchema,
  newsletter: newsletterSchema,
} as const

export type LeadFormType = keyof typeof leadSchemas
export const leadFormTypes = Object.keys(leadSchemas) as LeadFormType[]

export type WebinarRegistration = z.infer<typeof webinarRegistrationSchema>
export type CallbackRequest = z.infer<typeof callbackSchema>
export type Application = z.infer<typeof applicationSchema>
export type ApplyNow = z.infer<typeof applyNowSchema>
export type Inquiry = z.infer<typeof inquirySchema>
export type PageLead = z.infer<typeof pageLeadSchema>
export type WebinarQuestion = z.infer<typeof webinarQuestionSchema>
export type NewsletterSignup = z.infer<typeof newsletterSchema>

const utmValue = z.optional(z.string().check(z.trim(), clean, z.maxLength(LIMITS.title)))

/**
 * Where the visitor came from: the campaign tags, the referring site and the first page of
 * the visit. Sent by the forms, or read from the landing cookie for a post without them.
 */
export const leadAttributionSchema = z.strictObject({
  source: utmValue,
  medium: utmValue,
  campaign: utmValue,
  term: utmValue,
  content: utmValue,
  referrer: z.optional(z.string().check(z.trim(), clean, z.maxLength(LIMITS.url))),
  landingPage: z.optional(z.string().check(z.trim(), clean, z.maxLength(LIMITS.url))),
})

/** What every form post carries besides its fields. */
export const leadEnvelopeSchema = z.object({
  formType: z.enum(leadFormTypes, 'Unknown form type'),
  formStartedAt: z.coerce.number('formStartedAt is required').check(z.int(), z.positive()),
  website: z.optional(z.string().check(clean, z.maxLength(LIMITS.url))),
  idempotencyKey: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotencyKey must be 8-100 letters, digits, _ or -'),
      ),
  ),
  sourcePage: z.optional(z.string().check(z.trim(), clean, z.maxLength(LIMITS.url))),
  utm: z.optional(leadAttributionSchema),
})

export type LeadEnvelope = z.infer<typeof leadEnvelopeSchema>
export const ENVELOPE_KEYS = Object.keys(leadEnvelopeSchema.shape) as (keyof LeadEnvelope)[]

/** The contact columns of a lead, whatever its form calls them. */
export function contactOf(fields: Record<string, unknown>): {
  name: string
  email?: string
  phone?: string
} {
  const name = String(fields.name ?? fields.fullName ?? '')
  const email = typeof fields.email === 'string' ? fields.email : undefined
  const phone = typeof fields.phone === 'string' ? (toE164(fields.phone) ?? undefined) : undefined
  return { name, email, phone }
}
