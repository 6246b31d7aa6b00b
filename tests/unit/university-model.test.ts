import { describe, expect, it } from 'vitest'

import { builtInUniversities } from '@/data/universities'
import { universityJsonLd } from '@/lib/seo'
import {
  cardFromRow,
  catalogueRow,
  lines,
  fromRow,
  type UniversityRow,
} from '@/lib/universities/model'
import {
  convert,
  durationYears,
  feePeriods,
  formatMoney,
  formatRupees,
  internshipLeftOut,
  rateDateNote,
  rateNote,
  ratesSentence,
  readingFor,
  yearlyFeeIn,
  yearsCounted,
} from '@/lib/universities/money'
import { feeReadPhrase, feeYear, feeYearSentence, feeYearTag } from '@/lib/universities/fee-year'
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

  it('never divides a course total into a yearly fee, and says when it multiplied a yearly one', () => {
    // Nepal's course totals are paid in unequal instalments: a "per year" share is charged by nobody.
    expect(feePeriods({ amount: 75_000, currency: 'USD', unit: 'course' }, '5.5 years')).toEqual({
      course: 75_000,
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
    // The budget filter still weighs a course total by its share of a year (never shown).
    expect(
      yearlyFeeIn({ amount: 75_000, currency: 'USD', unit: 'course' }, '5 years', 'USD', rates),
    ).toBeCloseTo(15_000)
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

  it('says the internship is not in a course total where the duration leaves it out', () => {
    expect(yearsCounted('6 years')).toBe('6 years')
    expect(yearsCounted('5.5 years (4.5 years + 1-year internship)')).toBe('5.5 years')
    expect(
      yearsCounted(
        '5 years of study (unverified), then a separate internship of unverified length',
      ),
    ).toBe('5 years of study; internship not included')
    expect(
      yearsCounted('5 years (English-medium General Medicine; internship year to be confirmed)'),
    ).toBe('5 years of study; internship not included')
    expect(internshipLeftOut('6 years (year 6 is the internship)')).toBe(false)
    expect(yearsCounted(null)).toBeUndefined()
  })

  it('names the date of the rate beside a rupee figure, and calls a rate over 30 days old old', () => {
    const usdReading = { currency: 'USD', inr: 90.95, readOn: '2026-02-24', source: 'PTI' } as const
    expect(rateNote(usdReading, new Date('2026-03-10T12:00:00Z'))).toBe('rate of 24 Feb 2026')
    expect(rateNote(usdReading, new Date('2026-03-26T12:00:00Z'))).toBe('rate of 24 Feb 2026')
    expect(rateNote(usdReading, new Date('2026-03-27T12:00:00Z'))).toBe(
      'old rate of 24 Feb 2026, a month old',
    )
    expect(rateNote(usdReading, new Date('2026-11-27T12:00:00Z'))).toBe(
      'old rate of 24 Feb 2026, 9 months old',
    )
    expect(rateDateNote('EUR', rates, new Date('2026-11-27T12:00:00Z'))).toBe(
      'old, estimated rate of 15 Jan 2026, 10 months old',
    )
    expect(rateDateNote('XYZ', rates)).toBe('')
  })

  it('says the rates behind a list once, each reading with the currencies it converts', () => {
    const today = new Date('2026-11-27T12:00:00Z')
    expect(ratesSentence(['USD', 'USD', 'INR'], rates, today)).toBe(
      'Rupee figures (≈) use the old rate of 24 Feb 2026, 9 months old (US dollar fees).',
    )
    // The Bosnian mark converts through the euro's reading, so the two share one note.
    expect(ratesSentence(['USD', 'EUR', 'BAM', 'NPR'], rates, today)).toBe(
      'Rupee figures (≈) use the old rate of 24 Feb 2026, 9 months old (US dollar fees), ' +
        'the old, estimated rate of 15 Jan 2026, 10 months old (euro and Bosnian mark fees) ' +
        'and the fixed rate (Nepalese rupee fees).',
    )
    expect(ratesSentence(['INR'], rates, today)).toBe('')
  })

  it('reads the years of a duration, taking the top of a range', () => {
    expect(durationYears('6 years')).toBe(6)
    expect(durationYears('5.5 years (including 1-year internship)')).toBe(5.5)
    expect(durationYears('5.5-6 years (BS pre-med + 4-year MD)')).toBe(6)
    expect(durationYears('six')).toBeUndefined()
    expect(formatMoney(110_000, 'MYR')).toBe('RM 1,10,000')
  })
})

describe('the year a fee applies to', () => {
  const today = new Date('2026-11-27T12:00:00Z')
  const source = { title: 'The university', url: null }
  const fee = (appliesTo: string | null, sourced = true) => ({
    appliesTo,
    source: sourced ? source : null,
    checkedOn: sourced ? '2026-11-22' : null,
  })

  it('reads the academic year or intake from the text it is stated in', () => {
    expect(feeYear('2021-22 batch, SAARC nationals')?.label).toBe('2021-22')
    expect(feeYear('2025/26')?.label).toBe('2025/26')
    expect(feeYear('February 2024 intake')?.label).toBe('February 2024 intake')
    expect(feeYear(null)).toBeNull()
  })

  it('shows a past year beside the figure and never calls reading an old notice a check', () => {
    expect(feeYearTag(fee('2021-22 batch, SAARC nationals'), today)).toBe(
      '2021-22 fee (a past year)',
    )
    expect(feeYearTag(fee('2026-27'), today)).toBe('2026-27 fee')
    expect(feeYearTag(fee(null), today)).toBe('year not stated')
    expect(feeYearTag(fee(null, false), today)).toBeNull()
    expect(
      feeReadPhrase(fee('2022-23 (EUR 5,000 for first-year students from India)'), today),
    ).toBe(', read 22 Nov 2026')
    expect(feeReadPhrase(fee('February 2024 intake'), today)).toBe(', read 22 Nov 2026')
    expect(feeReadPhrase(fee('2026-27'), today)).toBe(', last checked 22 Nov 2026')
    expect(feeReadPhrase(fee(null), today)).toBe(', read 22 Nov 2026')
    expect(feeYearSentence(fee('2025/26'), today)).toMatch(
      /^This is the fee for 2025\/26, a past academic year/,
    )
    expect(feeYearSentence(fee('2027-28'), today)).toBe('The fee applies to 2027-28. ')
  })
})

describe('the card model', () => {
  const row: UniversityRow = {
    id: 48,
    name: 'New College',
    admitting: true,
    country: 'Nepal',
    city: '',
    location: 'Pokhara, Nepal',
    description: '',
    established: null,
    category: '',
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
    faq: [],
    image: '',
    gallery: [],
    website: null,
    fmgl: null,
  }

  it('applies the spec defaults: city from location, facilities from features, category', () => {
    expect(cardFromRow(row)).toEqual({
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
      category: 'Medical',
      admitting: true,
    })
  })

  it('shows only the FAQ entries with both a question and an answer, then the country’s', () => {
    const faq = fromRow({
      ...row,
      faq: [
        { question: '', answer: 'Text typed before the first question.' },
        { question: 'Is there a hostel?', answer: 'Yes, on campus.' },
        { question: 'Visa?', answer: '' },
      ],
    }).faq
    expect(faq[0]).toEqual({ question: 'Is there a hostel?', answer: 'Yes, on campus.' })
    expect(faq.slice(1)).toEqual(
      destinations.nepal.faq.filter(
        (entry) => entry.question.toLowerCase() !== 'is there a hostel?',
      ),
    )
  })

  it('hands out no star rating and no student count: nobody rated them and no source counts them', () => {
    const university = fromRow(row)
    expect(university).not.toHaveProperty('rating')
    expect(university).not.toHaveProperty('students')
    for (const entry of builtInUniversities) {
      expect(entry, `${entry.id}`).not.toHaveProperty('rating')
      expect(entry, `${entry.id}`).not.toHaveProperty('students')
      const resolved = fromRow(catalogueRow(entry))
      expect(resolved).not.toHaveProperty('rating')
      expect(resolved).not.toHaveProperty('students')
      expect(JSON.stringify(universityJsonLd(resolved))).not.toMatch(/rating/i)
    }
    // A card shows no rating, whatever a database row still holds.
    expect(cardFromRow({ ...row, rating: 4.6 } as UniversityRow)).not.toHaveProperty('rating')
  })

  it('splits multi-line text into clean lines', () => {
    expect(lines('1. Apply\n\n- Get the letter\n  • Fly ')).toEqual([
      'Apply',
      'Get the letter',
      'Fly',
    ])
  })
})
