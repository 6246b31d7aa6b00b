import { describe, expect, it } from 'vitest'

import { builtInUniversities } from '@/data/universities'
import {
  costsLeftOut,
  tuitionSurcharges,
  withSurcharges,
  type Category,
  loan,
  neetEligibility,
  neetValidity,
  roi,
  ROI_DEFAULTS,
  seventeenBy31December,
  yearlyCosts,
} from '@/lib/tools/formulas'
import { catalogueRow, fromRow } from '@/lib/universities/model'

describe('ROI', () => {
  it("starts from a new doctor's pay in India, and then no course pays back in three years", () => {
    // A first-year resident's ₹57,876 a month; (4,00,000 + 2,00,000) x 6 = 36,00,000;
    // 36,00,000 / 6,94,512 x 12 = 62.2, so 63 months: not the "good investment" of a USD salary.
    expect(ROI_DEFAULTS.salary).toBe(57_876 * 12)
    expect(roi(ROI_DEFAULTS)).toEqual({
      investment: 3_600_000,
      monthlySalary: 57_876,
      breakEvenMonths: 63,
      advice: 'long-term',
    })
  })

  it('rounds break-even up and draws the advice lines at 36 and 60 months', () => {
    expect(roi({ tuition: 30000, living: 0, years: 6, salary: 60000 })).toMatchObject({
      breakEvenMonths: 36,
      advice: 'good',
    })
    expect(roi({ tuition: 30001, living: 0, years: 6, salary: 60000 }).breakEvenMonths).toBe(37)
    expect(roi({ tuition: 30001, living: 0, years: 6, salary: 60000 }).advice).toBe('moderate')
    expect(roi({ tuition: 50000, living: 0, years: 6, salary: 60000 }).advice).toBe('moderate')
    expect(roi({ tuition: 50001, living: 0, years: 6, salary: 60000 }).advice).toBe('long-term')
  })

  it('never breaks even on a zero salary', () => {
    expect(roi({ tuition: 5000, living: 2500, years: 6, salary: 0 })).toEqual({
      investment: 45000,
      monthlySalary: 0,
      breakEvenMonths: null,
      advice: null,
    })
  })
})

describe('the education loan', () => {
  it('Rs 20,00,000 at 10% over 7 years is Rs 33,202 a month', () => {
    const result = loan({ principal: 2_000_000, annualRate: 10, years: 7 })
    expect(Math.round(result.emi)).toBe(33202)
    expect(result.months).toBe(84)
    expect(Math.round(result.totalPaid)).toBe(Math.round(result.emi * 84))
  })

  it("adds a moratorium's simple interest to the loan, and handles a zero rate", () => {
    const result = loan({ principal: 1_200_000, annualRate: 12, years: 5, moratoriumMonths: 12 })
    expect(result.moratoriumInterest).toBeCloseTo(144_000)
    expect(result.repaid).toBeCloseTo(1_344_000)
    expect(loan({ principal: 1_200_000, annualRate: 0, years: 5 }).emi).toBe(20_000)
  })
})

describe('NEET eligibility', () => {
  const base = {
    neetYear: 2026,
    qualified: true,
    dob: '2009-05-10',
    category: 'general' as Category,
    disability: false,
    pcb: 62,
    intake: 2027,
    english: true,
  }
  it('tells a student without a qualifying result which NEET years would cover the intake (three years from the result)', () => {
    const fix = (intakeMonth: number) =>
      neetEligibility({ ...base, qualified: false, intakeMonth }, 2026).find(
        (result) => result.rule === 'NEET-UG qualified',
      )!.fix
    // Declared in June: the 2024 result covers February 2027, not September 2027.
    expect(fix(2)).toContain('for a February 2027 intake, NEET-UG 2024 or a later year')
    expect(fix(9)).toContain('for a September 2027 intake, NEET-UG 2025 or a later year')
    expect(fix(9)).not.toMatch(/two years/)
  })

  const verdicts = (input: Partial<typeof base>, year = 2026) =>
    Object.fromEntries(
      neetEligibility({ ...base, ...input }, year).map((rule) => [rule.rule, rule.verdict]),
    )

  it('passes a student who meets every rule', () => {
    expect(Object.values(verdicts({}))).toEqual(['pass', 'pass', 'pass', 'pass', 'pass'])
  })

  it('a 2023 result does not cover a 2027 intake; a 2025 result does', () => {
    expect(verdicts({ neetYear: 2023 })['NEET result valid for the intake']).toBe('fail')
    expect(verdicts({ neetYear: 2025 })['NEET result valid for the intake']).toBe('pass')
    const fix = neetEligibility({ ...base, neetYear: 2023 }, 2026)[1]!.fix
    expect(fix).toBe('Qualify NEET-UG again in 2025 or later.')
  })

  it('counts three years from the day the result was declared, against the month classes start', () => {
    // NEET-UG 2024 was declared on 4 June 2024: valid to 4 June 2027.
    const feb2027 = neetValidity({ neetYear: 2024, intake: 2027, intakeMonth: 2 }, 2026)
    expect(feb2027.verdict).toBe('pass')
    expect(feb2027.detail).toBe(
      'The NEET-UG 2024 result was declared on 4 Jun 2024 and is valid for three years, to 4 Jun 2027: it covers an intake starting in February 2027.',
    )
    expect(feb2027.source).toContain('Outlook India (8 Jun 2024)')
    const sep2027 = neetValidity({ neetYear: 2024, intake: 2027, intakeMonth: 9 }, 2026)
    expect(sep2027.verdict).toBe('fail')
    expect(sep2027.fix).toBe('Qualify NEET-UG again in 2025 or later.')
    // Classes starting in the month the result runs out: it depends on the day.
    expect(neetValidity({ neetYear: 2024, intake: 2027, intakeMonth: 6 }, 2026).verdict).toBe(
      'check',
    )
    // NEET-UG 2023 (13 June 2023) covers a February 2026 intake, not a September 2026 one.
    expect(neetValidity({ neetYear: 2023, intake: 2026, intakeMonth: 2 }, 2026).verdict).toBe(
      'pass',
    )
    expect(neetValidity({ neetYear: 2023, intake: 2026, intakeMonth: 9 }, 2026).verdict).toBe(
      'fail',
    )
  })

  it('refuses an intake that starts before the result, and reads an unrecorded day as its usual month', () => {
    // The 2026 result comes out in June 2026: a February 2026 intake is before it.
    const early = neetValidity({ neetYear: 2026, intake: 2026, intakeMonth: 2 }, 2026)
    expect(early.verdict).toBe('fail')
    expect(early.detail).toContain('comes before the NEET-UG 2026 result')
    expect(neetValidity({ neetYear: 2026, intake: 2026, intakeMonth: 6 }, 2026).verdict).toBe(
      'check',
    )
    const nepal = neetValidity({ neetYear: 2026, intake: 2029, intakeMonth: 2 }, 2026)
    expect(nepal.verdict).toBe('pass')
    expect(nepal.detail).toContain('declared in June 2026 (the usual month')
    expect(neetValidity({ neetYear: 2026, intake: 2029, intakeMonth: 9 }, 2026).verdict).toBe(
      'fail',
    )
  })

  it('a NEET year still to come is a check, not a verdict', () => {
    expect(verdicts({ neetYear: 2027 }, 2026)['NEET result valid for the intake']).toBe('check')
  })

  it('age: born on 31 December 2010 is 17 in time for 2027; born on 1 January 2011 is not', () => {
    expect(seventeenBy31December('2010-12-31', 2027)).toBe(true)
    expect(seventeenBy31December('2011-01-01', 2027)).toBe(false)
    expect(verdicts({ dob: '2011-01-01' })['Age 17 by 31 December of the admission year']).toBe(
      'fail',
    )
  })

  it('takes the PCB minimum of the category and, apart from it, of a disability', () => {
    expect(
      verdicts({ pcb: 45, category: 'general' })['Physics, Chemistry and Biology: 50% aggregate'],
    ).toBe('fail')
    expect(
      verdicts({ pcb: 40, category: 'sc' })['Physics, Chemistry and Biology: 40% aggregate'],
    ).toBe('pass')
    expect(
      verdicts({ pcb: 44, category: 'general', disability: true })[
        'Physics, Chemistry and Biology: 45% aggregate'
      ],
    ).toBe('fail')
    expect(
      verdicts({ pcb: 45, category: 'general', disability: true })[
        'Physics, Chemistry and Biology: 45% aggregate'
      ],
    ).toBe('pass')
    // A candidate with a disability in SC, ST or OBC needs 40%, not the general PwD 45%.
    expect(
      verdicts({ pcb: 41, category: 'obc', disability: true })[
        'Physics, Chemistry and Biology: 40% aggregate'
      ],
    ).toBe('pass')
  })

  it('fails a student without NEET and one who did not pass English', () => {
    expect(verdicts({ qualified: false })['NEET-UG qualified']).toBe('fail')
    expect(verdicts({ english: false })['English passed in Class 12']).toBe('fail')
  })
})

describe("a university's yearly costs", () => {
  it('reads yearly ranges in their currency and leaves out one-off and percentage lines', () => {
    expect(
      yearlyCosts(
        'University hostel: about EUR 1,200-2,000 a year\nFood: about $1,500 a year (mess)\nVisa: about EUR 150-300 in the first year\nService tax on tuition: 6% of the tuition fee a year\nInsurance: RM 500-900 a year',
      ),
    ).toEqual([
      { item: 'University hostel', kind: 'hostel', low: 1200, high: 2000, currency: 'EUR' },
      { item: 'Food', kind: 'food', low: 1500, high: 1500, currency: 'USD' },
      { item: 'Insurance', kind: 'insurance', low: 500, high: 900, currency: 'MYR' },
    ])
    expect(yearlyCosts(null)).toEqual([])
  })
})

describe('what a total counts, and what it names instead', () => {
  const monash = builtInUniversities.find((entry) => entry.id === 33)!.additionalExpenses

  it('adds a share of the tuition however the line words it', () => {
    expect(tuitionSurcharges(monash)).toEqual([{ item: 'Service tax', percent: 6 }])
    expect(
      tuitionSurcharges('Service tax on tuition: 6% of the tuition fee, since 1 July 2025'),
    ).toEqual([{ item: 'Service tax on tuition', percent: 6 }])
    expect(withSurcharges(100_000, tuitionSurcharges(monash))).toBeCloseTo(106_000)
  })

  it('names every line of every university that is neither a yearly cost nor a share of the tuition', () => {
    expect(costsLeftOut(monash)).toEqual([
      'Student pass and EMGS fees: about $300-500 in the first year',
    ])
    expect(costsLeftOut('Hostel: about EUR 1,000 a year\nNo visa fee for Indian citizens')).toEqual(
      [],
    )
    for (const entry of builtInUniversities) {
      const text = fromRow(catalogueRow(entry)).additionalExpenses ?? ''
      const counted = yearlyCosts(text).length + tuitionSurcharges(text).length
      const named = costsLeftOut(text).length
      const notCosts = text.split('\n').filter((line) => /^no\b/i.test(line.trim())).length
      const lines = text.split('\n').filter((line) => line.trim() !== '').length
      expect(counted + named + notCosts, `university ${entry.id}`).toBe(lines)
    }
  })
})
