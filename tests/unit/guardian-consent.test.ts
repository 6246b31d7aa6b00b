import { describe, expect, it } from 'vitest'

import { parseLeadSubmission } from '@/lib/leads/parse'
import { GUARDIAN_MESSAGES, leadFormTypes, leadSchemas } from '@/lib/validation/leads'

/** A valid set of fields for every form type. */
const validFields: Record<string, Record<string, unknown>> = {
  webinar: { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345' },
  callback: { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345' },
  application: {
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    phone: '98450 12345',
    lastAttendedCollege: 'KLE PU College',
    neetScore: '450',
  },
  apply_now: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '98450 12345',
    lastAttendedCollege: 'KLE PU College',
    neetScore: '450',
  },
  inquiry: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '98450 12345',
    lastAttendedCollege: 'KLE PU College',
    preferredCountries: ['Russia'],
  },
  admission: { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345' },
  admission_consultation: { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345' },
  fmge_coaching: { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345' },
  fmge_enrollment: { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345' },
  'success-stories': { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345' },
  webinar_question: { name: 'Asha Rao', email: 'asha@example.com', question: 'When is it?' },
  newsletter: { email: 'asha@example.com', newsletterConsent: 'yes' },
}

const guardian = {
  studentUnder18: 'yes',
  guardianName: 'Lakshmi Rao',
  guardianPhone: '98450 99999',
  guardianConsent: 'yes',
}

function fieldErrors(formType: string, fields: Record<string, unknown>) {
  const parsed = parseLeadSubmission({ formType, formStartedAt: 1, ...fields })
  return parsed.kind === 'invalid' ? parsed.fieldErrors : parsed.kind === 'ok' ? {} : parsed
}

describe('the under-18 question on every lead form (DPDP Act s.9)', () => {
  it('covers every form type', () => {
    expect(Object.keys(validFields).sort()).toEqual([...leadFormTypes].sort())
  })

  it.each(leadFormTypes)(
    '%s: an under-18 student needs a guardian name, phone and consent',
    (formType) => {
      expect(fieldErrors(formType, { ...validFields[formType], studentUnder18: 'yes' })).toEqual({
        guardianName: [GUARDIAN_MESSAGES.guardianName],
        guardianPhone: [GUARDIAN_MESSAGES.guardianPhone],
        guardianConsent: [GUARDIAN_MESSAGES.guardianConsent],
      })
      const result = leadSchemas[formType].safeParse({ ...validFields[formType], ...guardian })
      expect(result.success).toBe(true)
      expect(result.data).toMatchObject({
        studentUnder18: true,
        guardianName: 'Lakshmi Rao',
        guardianPhone: '98450 99999',
        guardianConsent: true,
      })
    },
  )

  it('shows the guardian messages together with the other fields’ messages', () => {
    expect(
      fieldErrors('callback', { name: 'A', email: 'x', phone: '1', studentUnder18: true }),
    ).toMatchObject({
      name: ['Name must be at least 2 characters'],
      guardianName: [GUARDIAN_MESSAGES.guardianName],
      guardianConsent: [GUARDIAN_MESSAGES.guardianConsent],
    })
  })

  it('takes JSON booleans and form-post values alike, and refuses a bad guardian phone', () => {
    const json = leadSchemas.callback.safeParse({
      ...validFields.callback,
      studentUnder18: true,
      guardianName: 'Lakshmi Rao',
      guardianPhone: '98450 99999',
      guardianConsent: true,
    })
    expect(json.success).toBe(true)
    expect(
      fieldErrors('callback', { ...validFields.callback, ...guardian, guardianPhone: '12345' }),
    ).toEqual({ guardianPhone: [GUARDIAN_MESSAGES.guardianPhone] })
    expect(
      fieldErrors('callback', { ...validFields.callback, ...guardian, guardianConsent: 'no' }),
    ).toEqual({ guardianConsent: [GUARDIAN_MESSAGES.guardianConsent] })
  })

  it('an adult student needs no guardian, and guardian fields sent anyway are not kept', () => {
    const result = leadSchemas.admission.safeParse({
      ...validFields.admission,
      ...guardian,
      studentUnder18: '',
    })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ ...validFields.admission, studentUnder18: false })
    expect(leadSchemas.admission.safeParse(validFields.admission).data).toEqual(
      validFields.admission,
    )
  })

  it('the API still refuses fields it does not know', () => {
    expect(fieldErrors('callback', { ...validFields.callback, guardianAge: '40' })).toEqual({
      kind: 'bad-request',
      error: 'Unknown fields: guardianAge',
    })
  })
})
