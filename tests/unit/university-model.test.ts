import { describe, expect, it } from 'vitest'

import { formatFaq, parseFaq } from '@/lib/universities/faq'
import { lines, toCard, fromRow, type UniversityRow } from '@/lib/universities/model'
import {
  convert,
  durationYears,
  feePeriods,
  formatMoney,
  formatRupees,
  readingFor,
  yearlyFeeIn,
} from '@/lib/universities/money'
import { BAM_PER_EUR, builtInRates } from '@/data/exchange-rates'
import { destinations } from '@/data/destinations'

const rates = builtInRates
const usd = rates.find((rate) => rate.currency === 'USD')!.inr
const eur = rates.find((rate) => rate.currency === 'EUR')!.inr

describe('money', () => {
  it('converts at the rates in force, the mark through the euro', () => {
    expect(convert(1, 'USD', 'INR', rates)).toBe(usd)
    expect(convert(usd, 'INR', 'USD', rates)).toBeCloseTo(1)
    expect(convert(1, 'XYZ', 'INR', rates)).toBeUndefined()
    expect(convert(BAM_PER_EUR, 'BAM', 'INR', rates)).toBeCloseTo(eur)
    expect(readingFor('BAM', rates)?.currency).toBe('EUR')
    expect(convert(1.6, 'NPR', 'INR', rates)).toBeCloseTo(1)
    const later = [{ currency: 'USD', inr: 95, readOn: '2026-11-20', source: 'staff' } as const]
    expect(convert(2, 'USD', 'INR', later)).toBe(190)
  })

  it('compares a course total with yearly fees by the course length, and says it derived it', () => {
    expect(feePeriods({ amount: 75_000, currency: 'USD', unit: 'course' }, '5.5 years')).toEqual({
      course: 75_000,
      perYear: 75_000 / 5.5,
      years: 5.5,
      derived: 'perYear',
    })
    expect(feePeriods({ amount: 5_000, currency: 'USD', unit: 'year' }, '6 years')).toEqual({
      perYear: 5_000,
      course: 30_000,
      years: 6,
      derived: 'course',
    })
    expect(feePeriods({ amount: 75_000, currency: 'USD', unit: 'course' }, null)).toEqual({
      course: 75_000,
    })
    expect(
      yearlyFeeIn({ amount: 110_000, currency: 'MYR', unit: 'year' }, '5 years', 'USD', rates),
    ).toBeCloseTo((110_000 * rates.find((r) => r.currency === 'MYR')!.inr) / usd)
    // Without a course length a course total cannot be put per year: it matches no budget.
    expect(
      yearlyFeeIn({ amount: 75_000, currency: 'USD', unit: 'course' }, null, 'USD', rates),
    ).toBeUndefined()
  })

  it('writes rupees in lakhs and crores', () => {
    expect(formatRupees(4_99_500)).toBe('₹5 lakh')
    expect(formatRupees(29_97_000)).toBe('₹30 lakh')
    expect(formatRupees(4_35_000)).toBe('₹4.4 lakh')
    expect(formatRupees(1_23_00_000)).toBe('₹1.23 crore')
    expect(formatRupees(85_000)).toBe('₹85,000')
    expect(formatMoney(5_500, 'USD')).toBe('$5,500')
  })

  it('reads the years of a duration, taking the top of a range', () => {
    expect(durationYears('6 years')).toBe(6)
    expect(durationYears('5.5 years (including 1-year internship)')).toBe(5.5)
    expect(durationYears('5.5-6 years (BS pre-med + 4-year MD)')).toBe(6)
    expect(durationYears('six')).toBeUndefined()
    expect(formatMoney(110_000, 'MYR')).toBe('RM 1,10,000')
  })
})

describe('FAQ text', () => {
  it('round-trips the dashboard format', () => {
    const entries = [
      { question: 'Is it taught in English?', answer: 'Yes. Russian is needed with patients.' },
      { question: 'Is there a hostel?', answer: 'Yes, on campus.' },
    ]
    expect(formatFaq(entries)).toBe(
      'Q: Is it taught in English? A: Yes. Russian is needed with patients.\nQ: Is there a hostel? A: Yes, on campus.',
    )
    expect(parseFaq(formatFaq(entries))).toEqual(entries)
  })

  it('reads pairs typed on one line and skips a question without an answer', () => {
    expect(parseFaq('Q: Fees? A: About $5,000. Q: Visa? Q: Food? A: Indian mess.')).toEqual([
      { question: 'Fees?', answer: 'About $5,000.' },
      { question: 'Food?', answer: 'Indian mess.' },
    ])
    expect(parseFaq(null)).toEqual([])
  })
})

describe('the card model', () => {
  const row: UniversityRow = {
    id: 48,
    name: 'New College',
    country: 'Nepal',
    city: '',
    location: 'Pokhara, Nepal',
    description: '',
    established: null,
    students: null,
    category: '',
    rating: 4.46,
    tuitionFeeAmount: null,
    tuitionFeeCurrency: null,
    tuitionRange: '₹40-50 Lakhs',
    tuitionFeeUnit: null,
    tuitionFeeIntake: null,
    tuitionFeeSource: null,
    tuitionFeeEstimate: false,
    feesCheckedOn: null,
    entranceRequirement: null,
    cautions: [],
    duration: null,
    language: null,
    recognition: [],
    features: ['English Medium', 'Hostel'],
    facilities: [],
    coursesOffered: [],
    coursesText: null,
    intake: [],
    intakesText: null,
    hostelAvailable: false,
    admissionProcess: null,
    eligibility: null,
    additionalExpenses: null,
    faq: null,
    image: '',
    gallery: [],
    website: null,
    fmgl: null,
  }

  it('applies the spec defaults: city from location, facilities from features, category', () => {
    expect(toCard(fromRow(row))).toEqual({
      id: 48,
      name: 'New College',
      country: 'nepal',
      countryName: 'Nepal',
      city: 'Pokhara',
      tuitionFee: null,
      tuitionRange: '₹40-50 Lakhs',
      // Empty fields show the country's (data/destinations): Nepal's course length.
      duration: destinations.nepal.defaults.duration,
      cautions: [],
      image: '/images/universities/fallback.webp',
      facilities: ['English Medium', 'Hostel'],
      rating: 4.5,
      category: 'Medical',
    })
  })

  it('splits multi-line text into clean lines', () => {
    expect(lines('1. Apply\n\n- Get the letter\n  • Fly ')).toEqual([
      'Apply',
      'Get the letter',
      'Fly',
    ])
  })
})
