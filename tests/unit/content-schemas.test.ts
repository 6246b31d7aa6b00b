import { describe, expect, it } from 'vitest'

import { todayInIndia } from '@/lib/dates'
import { CLAIM_MESSAGES, claimFormSchema } from '@/lib/validation/claim'
import { fieldErrorsOf } from '@/lib/validation/field-errors'
import {
  emptyWebinarForm,
  endsInFuture,
  WEBINAR_MESSAGES,
  webinarFormSchema,
  webinarFormValues,
  webinarInput,
  type WebinarFormValues,
} from '@/lib/validation/webinar'

const good: WebinarFormValues = {
  title: '  MBBS in Georgia: the 2027 intake  ',
  date: '2099-01-15',
  time: '18:30',
  timeZone: 'Asia/Tbilisi',
  durationMinutes: '60',
  joinUrl: 'https://meet.example.com/abc-defg-hij',
  capacity: '',
  summary: 'Fees, the language of clinical years and the licence exam.',
  topics: 'Fees and hostel\n\n  Clinical years in Georgian  \n',
}

function errors(values: Partial<WebinarFormValues>) {
  const result = webinarFormSchema.safeParse({ ...good, ...values })
  return result.success ? {} : fieldErrorsOf(result.error.issues)
}

describe('the webinar session form', () => {
  it('accepts a complete session and makes the row from it', () => {
    const result = webinarFormSchema.safeParse(good)
    expect(result.success).toBe(true)
    const input = webinarInput(result.data!)
    expect(input).toEqual({
      title: 'MBBS in Georgia: the 2027 intake',
      startsAt: new Date('2099-01-15T14:30:00.000Z'), // Tbilisi is UTC+4
      timeZone: 'Asia/Tbilisi',
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/abc-defg-hij',
      capacity: null,
      summary: 'Fees, the language of clinical years and the licence exam.',
      topics: ['Fees and hostel', 'Clinical years in Georgian'],
    })
    // And back: the edit form shows the start on the session's own clock.
    expect(webinarFormValues(input)).toMatchObject({
      date: '2099-01-15',
      time: '18:30',
      timeZone: 'Asia/Tbilisi',
      capacity: '',
      topics: 'Fees and hostel\nClinical years in Georgian',
    })
  })

  it('says what is wrong, field by field', () => {
    expect(
      errors({
        title: 'A',
        date: '',
        time: '25:00',
        timeZone: 'Mars/Olympus',
        durationMinutes: '10',
        joinUrl: 'http://meet.example.com/x',
        capacity: '0',
        summary: 'short',
        topics: Array.from({ length: 21 }, (_, i) => `Topic ${i}`).join('\n'),
      }),
    ).toEqual({
      title: WEBINAR_MESSAGES.title,
      date: WEBINAR_MESSAGES.date,
      time: WEBINAR_MESSAGES.time,
      timeZone: WEBINAR_MESSAGES.timeZone,
      durationMinutes: WEBINAR_MESSAGES.duration,
      joinUrl: WEBINAR_MESSAGES.joinUrl,
      capacity: WEBINAR_MESSAGES.capacity,
      summary: WEBINAR_MESSAGES.summary,
      topics: WEBINAR_MESSAGES.topics,
    })
  })

  it('keeps duration within 15 to 480 whole minutes and seats positive', () => {
    expect(errors({ durationMinutes: '15' })).toEqual({})
    expect(errors({ durationMinutes: '480' })).toEqual({})
    expect(errors({ durationMinutes: '481' })).toEqual({
      durationMinutes: WEBINAR_MESSAGES.duration,
    })
    expect(errors({ durationMinutes: '90.5' })).toEqual({
      durationMinutes: WEBINAR_MESSAGES.duration,
    })
    expect(errors({ capacity: '250' })).toEqual({})
    expect(errors({ capacity: '-5' })).toEqual({ capacity: WEBINAR_MESSAGES.capacity })
    expect(webinarInput(webinarFormSchema.parse({ ...good, capacity: '250' })).capacity).toBe(250)
  })

  it('wants a join link that is an https address', () => {
    for (const joinUrl of ['', 'meet.example.com', 'javascript:alert(1)', 'https://localhost/x']) {
      expect(errors({ joinUrl })).toEqual({ joinUrl: WEBINAR_MESSAGES.joinUrl })
    }
  })

  it('refuses a wall time the zone skips when its clocks go forward', () => {
    expect(errors({ date: '2099-03-08', time: '02:30', timeZone: 'America/New_York' })).toEqual({
      time: WEBINAR_MESSAGES.noSuchTime,
    })
  })

  it('a session already over cannot be saved', () => {
    const past = webinarInput(webinarFormSchema.parse({ ...good, date: '2025-04-15' }))
    expect(endsInFuture(past)).toBe(false)
    expect(endsInFuture(webinarInput(webinarFormSchema.parse(good)))).toBe(true)
  })

  it('a new session starts in IST with the built-in summary and topics', () => {
    const empty = emptyWebinarForm({ summary: 'About it.', topics: ['One', 'Two'] })
    expect(empty).toMatchObject({ timeZone: 'Asia/Kolkata', topics: 'One\nTwo', date: '' })
  })
})

describe('the claim form', () => {
  const claim = {
    key: 'studentsPlaced',
    value: '1,200+',
    label: 'Students placed',
    evidence: 'Admission letters on file, 2015-2026',
    asOf: '2026-11-01',
  }
  const claimErrors = (values: Partial<typeof claim>) => {
    const result = claimFormSchema.safeParse({ ...claim, ...values })
    return result.success ? {} : fieldErrorsOf(result.error.issues)
  }

  it('accepts a claim with its evidence and date, or with neither', () => {
    expect(claimErrors({})).toEqual({})
    expect(claimErrors({ evidence: '', asOf: '' })).toEqual({})
  })

  it('refuses an unknown key, an empty figure and a short label', () => {
    expect(claimErrors({ key: 'happyParents', value: ' ', label: 'x' })).toEqual({
      key: expect.any(String),
      value: CLAIM_MESSAGES.value,
      label: CLAIM_MESSAGES.label,
    })
  })

  it('wants the date the evidence is true as of, never in the future', () => {
    expect(claimErrors({ asOf: '' })).toEqual({ asOf: CLAIM_MESSAGES.asOfNeeded })
    expect(claimErrors({ asOf: '1 Nov 2026' })).toEqual({ asOf: CLAIM_MESSAGES.asOf })
    expect(claimErrors({ asOf: '2999-01-01' })).toEqual({ asOf: CLAIM_MESSAGES.future })
    expect(claimErrors({ asOf: todayInIndia() })).toEqual({})
  })

  it('counts today by the calendar in India', () => {
    // 20:00 UTC on 31 Oct is already 1 Nov in India.
    expect(todayInIndia(new Date('2026-10-31T20:00:00Z'))).toBe('2026-11-01')
  })
})
