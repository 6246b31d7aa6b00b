import { describe, expect, it } from 'vitest'

import { parseLeadSubmission, spamReason } from '@/lib/leads/parse'
import { clientAddress } from '@/lib/http/client-address'
import { retryDelayMs, DEFAULT_DELIVERY_OPTIONS } from '@/lib/leads/delivery'
import {
  applicationSchema,
  applyNowSchema,
  callbackSchema,
  inquirySchema,
  leadSchemas,
  NEWSLETTER_CONSENT_MESSAGE,
  ONE_LINE_MESSAGE,
  newsletterSchema,
  pageLeadSchema,
  webinarQuestionSchema,
  webinarRegistrationSchema,
} from '@/lib/validation/leads'
import { toE164 } from '@/lib/validation/phone'
import { applyNowUniversities, inquiryUniversities } from '@/data/lead-labels'
import { applyNowUniversityValues, inquiryCountries } from '@/data/lead-options'

function errors(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean
      error?: { issues: { path: PropertyKey[]; message: string }[] }
    }
  },
  value: unknown,
) {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error!.issues) out[String(issue.path[0])] ??= issue.message
  return out
}

const good = { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345' }

describe('lead form schemas, with the spec messages', () => {
  it('webinar registration', () => {
    expect(errors(webinarRegistrationSchema, { name: 'A', email: 'nope', phone: '12345' })).toEqual(
      {
        name: 'Name must be at least 2 characters',
        email: 'Invalid email address',
        phone: 'Phone number must be at least 10 digits',
      },
    )
    expect(webinarRegistrationSchema.safeParse({ ...good, webinarId: 'w-2027-01' }).success).toBe(
      true,
    )
  })

  it('callback keeps message and preferred time optional', () => {
    expect(callbackSchema.safeParse(good).success).toBe(true)
    expect(callbackSchema.safeParse({ ...good, message: '', preferredTime: '' }).success).toBe(true)
    expect(errors(callbackSchema, { ...good, name: ' ' })).toEqual({
      name: 'Name must be at least 2 characters',
    })
  })

  it('country-page application', () => {
    expect(
      errors(applicationSchema, {
        fullName: 'A',
        email: 'x@',
        phone: '123',
        lastAttendedCollege: 'K',
        neetScore: '',
      }),
    ).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      lastAttendedCollege: 'Please enter your last attended college',
      neetScore: 'Please enter your NEET score',
    })
    const ok = {
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98450 12345',
      lastAttendedCollege: 'KLE PU College',
      neetScore: '512',
    }
    expect(applicationSchema.safeParse(ok).success).toBe(true)
    expect(errors(applicationSchema, { ...ok, neetScore: '1001' })).toEqual({
      neetScore: 'NEET score must be between 0 and 1000',
    })
  })

  it('apply-now: required fields, simple e-mail pattern, phone of 10+ allowed characters, NEET 0-1000', () => {
    expect(errors(applyNowSchema, {})).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter your e-mail address',
      phone: 'Please enter your phone number',
      lastAttendedCollege: 'Please enter your last attended college',
      neetScore: 'Please enter your NEET score (0 to 1000)',
    })
    const ok = { ...good, lastAttendedCollege: 'KLE PU College', neetScore: '450' }
    expect(applyNowSchema.safeParse(ok).success).toBe(true)
    expect(errors(applyNowSchema, { ...ok, email: 'asha@example' })).toEqual({
      email: 'Please enter a valid email address',
    })
    expect(errors(applyNowSchema, { ...ok, phone: '98450-123' })).toEqual({
      phone: 'Please enter a valid phone number with at least 10 digits',
    })
    expect(errors(applyNowSchema, { ...ok, phone: '98450#12345' })).toEqual({
      phone: 'Please enter a valid phone number with at least 10 digits',
    })
    expect(
      applyNowSchema.safeParse({ ...ok, country: 'georgia', university: 'batumi' }).success,
    ).toBe(true)
    expect(applyNowSchema.safeParse({ ...ok, country: 'atlantis' }).success).toBe(false)
    // The district or PIN code, for the rule that routes to the nearest office, as on the
    // callback and page forms.
    const withDistrict = applyNowSchema.safeParse({ ...ok, district: '590 016' })
    expect(withDistrict.success && withDistrict.data.district).toBe('590 016')
  })

  it('inquiry: countries only from the built-in list', () => {
    const ok = {
      ...good,
      lastAttendedCollege: 'KLE PU College',
      preferredCountries: ['Russia', 'Georgia'],
    }
    expect(inquirySchema.safeParse(ok).success).toBe(true)
    expect(errors(inquirySchema, { ...ok, preferredCountries: [] })).toEqual({
      preferredCountries: 'Please select at least one country',
    })
    expect(errors(inquirySchema, { ...ok, preferredCountries: ['Narnia'] })).toEqual({
      preferredCountries: 'Please select at least one country',
    })
    expect(errors(inquirySchema, { ...ok, lastAttendedCollege: 'K' })).toEqual({
      lastAttendedCollege: 'Please enter your last attended college/school',
    })
  })

  it('shared page lead form and webinar question', () => {
    expect(pageLeadSchema.safeParse(good).success).toBe(true)
    expect(
      errors(webinarQuestionSchema, { name: 'Asha', email: 'asha@example.com', question: 'Hi' }),
    ).toEqual({
      question: 'Please enter your question (at least 5 characters)',
    })
  })

  it('keeps a name, a college or a choice on one line; only a message or a question has lines', () => {
    for (const name of ['Asha\nRao', 'Asha\r\nRao', 'Asha\rRao']) {
      expect(errors(callbackSchema, { ...good, name })).toEqual({ name: ONE_LINE_MESSAGE })
    }
    expect(errors(callbackSchema, { ...good, preferredTime: 'Evening\nor night' })).toEqual({
      preferredTime: ONE_LINE_MESSAGE,
    })
    expect(callbackSchema.safeParse({ ...good, message: 'Line one\nLine two' }).success).toBe(true)
    // A line break typed at the end is trimmed, not refused.
    expect(callbackSchema.safeParse({ ...good, name: 'Asha Rao\n' }).success).toBe(true)
  })

  it('caps every free-text field', () => {
    const long = 'x'.repeat(5000)
    for (const [formType, schema] of Object.entries(leadSchemas)) {
      const shape = (schema as unknown as { shape: Record<string, unknown> }).shape
      for (const field of Object.keys(shape)) {
        if (['preferredCountries', 'country', 'university', 'preferredCountry'].includes(field))
          continue
        const result = (schema as typeof pageLeadSchema).safeParse({ [field]: long })
        const issue = result.error?.issues.find((i) => i.path[0] === field)
        expect(issue, `${formType}.${field}`).toBeDefined()
      }
    }
  })
})

describe('lead submissions', () => {
  it('refuses unknown form types and fields as bad requests, not validation errors', () => {
    expect(parseLeadSubmission({ formType: 'brochure', formStartedAt: 1 })).toMatchObject({
      kind: 'bad-request',
      error: 'Unknown form type',
    })
    expect(
      parseLeadSubmission({ formType: 'callback', formStartedAt: 1, ...good, admin: true }),
    ).toMatchObject({
      kind: 'bad-request',
      error: 'Unknown fields: admin',
    })
    expect(parseLeadSubmission({ formType: 'callback', ...good })).toMatchObject({
      kind: 'bad-request',
      error: 'formStartedAt is required',
    })
    expect(parseLeadSubmission([1, 2])).toMatchObject({ kind: 'bad-request' })
  })

  it('names why a post looks like a bot: a filled honeypot, or sent within 3 s of the form appearing', () => {
    const now = 1_800_000_000_000
    const parsed = parseLeadSubmission({ formType: 'callback', formStartedAt: now - 2000, ...good })
    if (parsed.kind === 'bad-request') throw new Error(parsed.error)
    expect(spamReason(parsed.envelope, now)).toBe('too-fast')
    expect(spamReason({ ...parsed.envelope, formStartedAt: now - 4000 }, now)).toBeUndefined()
    expect(
      spamReason({ ...parsed.envelope, formStartedAt: now - 4000, website: 'http://spam' }, now),
    ).toBe('honeypot')
    expect(
      spamReason({ ...parsed.envelope, formStartedAt: now - 4000, website: '  ' }, now),
    ).toBeUndefined()
  })
})

describe('helpers', () => {
  it('writes Indian and international phone numbers as E.164', () => {
    expect(toE164('98450 12345')).toBe('+919845012345')
    expect(toE164('098450-12345')).toBe('+919845012345')
    expect(toE164('91 98450 12345')).toBe('+919845012345')
    expect(toE164('+1 (415) 555-0100')).toBe('+14155550100')
    expect(toE164('0044 20 7946 0018')).toBe('+442079460018')
    expect(toE164('12345')).toBeNull()
    expect(toE164('+91 98450')).toBeNull()
  })

  it('backs off exponentially with jitter, up to the cap', () => {
    const o = DEFAULT_DELIVERY_OPTIONS
    expect(retryDelayMs(0, o, () => 0.5)).toBe(30_000)
    expect(retryDelayMs(3, o, () => 0.5)).toBe(240_000)
    expect(retryDelayMs(20, o, () => 0.5)).toBe(o.maxDelayMs)
    expect(retryDelayMs(0, o, () => 0)).toBe(24_000)
    expect(retryDelayMs(0, o, () => 0.999)).toBeCloseTo(36_000, -2)
  })

  it('takes the client address from the socket unless proxies are trusted', () => {
    const headers = new Headers({
      'x-client-address': '10.0.0.9',
      'x-forwarded-for': '6.6.6.6, 203.0.113.7',
    })
    expect(clientAddress(headers, 0)).toBe('10.0.0.9')
    expect(clientAddress(headers, 1)).toBe('203.0.113.7')
    expect(clientAddress(headers, 2)).toBe('6.6.6.6')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }), 3)).toBe('203.0.113.7')
    // Behind a bare `next start` (no socket header): Next's own X-Forwarded-For entry.
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.4' }), 0)).toBe(
      '198.51.100.4',
    )
    expect(clientAddress(new Headers(), 0)).toBe('unknown')
  })
})

describe('the inquiry form lists', () => {
  it('offers exactly the distinct countries of its universities, in their order', () => {
    expect(inquiryCountries).toEqual([...new Set(inquiryUniversities.map((u) => u.country))])
  })

  it("validates the apply-now form's universities by exactly the values it shows", () => {
    expect(applyNowUniversityValues).toEqual(applyNowUniversities.map((u) => u.value))
  })
})

describe('the newsletter sign-up', () => {
  it('needs an e-mail and an explicit yes', () => {
    const ok = newsletterSchema.safeParse({ email: 'asha@example.com', newsletterConsent: 'yes' })
    expect(ok.success && ok.data).toEqual({ email: 'asha@example.com', newsletterConsent: true })
    const refused = newsletterSchema.safeParse({ email: 'asha@example.com' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      NEWSLETTER_CONSENT_MESSAGE,
    ])
  })
})
