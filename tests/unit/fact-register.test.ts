import { describe, expect, it } from 'vitest'

import {
  academicYearOf,
  currentAcademicYear,
  factRegister,
  type FactInputs,
  type FeeInput,
} from '@/lib/facts/register'

const today = '2026-11-27'

const fee = (extra: Partial<FeeInput>): FeeInput => ({
  id: 1,
  name: 'A University',
  amount: 5000,
  currency: 'USD',
  unit: 'year',
  appliesTo: '2026-27',
  source: { title: 'Fee notice 2026-27', url: 'https://uni.example/fees' },
  estimate: false,
  checkedOn: '2026-11-01',
  cautions: [],
  ...extra,
})

const inputs = (extra: Partial<FactInputs>): FactInputs => ({
  universities: [],
  rates: [],
  claims: [],
  countries: [],
  fmge: [],
  checks: new Map(),
  today,
  ...extra,
})

describe('the facts register', () => {
  it('reads the academic year a fee applies to, and which one is running', () => {
    expect(academicYearOf('2021-22')).toBe(2021)
    expect(academicYearOf('Feb 2024 intake')).toBe(2024)
    expect(academicYearOf(null)).toBeNull()
    expect(currentAcademicYear('2026-11-27')).toBe(2026)
    expect(currentAcademicYear('2026-03-01')).toBe(2025)
  })

  it('calls a fee for a past academic year, an estimate or an unrecorded year stale; a current sourced one is not', () => {
    const facts = factRegister(
      inputs({
        universities: [
          fee({ id: 1 }),
          fee({ id: 2, appliesTo: '2021-22' }),
          fee({ id: 3, estimate: true, source: null, checkedOn: null }),
          fee({ id: 4, appliesTo: null }),
        ],
      }),
    )
    const byKey = Object.fromEntries(facts.map((fact) => [fact.key, fact.stale]))
    expect(byKey['fee:1']).toEqual([])
    expect(byKey['fee:2']).toEqual(['a fee for a past academic year (2021-22)'])
    expect(byKey['fee:3']).toEqual([
      'an estimate: no source to cite',
      'never checked against the university',
    ])
    expect(byKey['fee:4']).toEqual(['the year the fee applies to is not recorded'])
    // Stale first, the current fee last.
    expect(facts.at(-1)?.key).toBe('fee:1')
  })

  it('calls a rate older than 30 days stale until a person re-checks it', () => {
    const rate = {
      currency: 'USD' as const,
      inr: 88,
      readOn: '2026-02-24',
      source: 'RBI reference rate',
    }
    const [stale] = factRegister(inputs({ rates: [rate] }))
    expect(stale?.stale).toEqual(['a rate read 276 days ago'])
    const [checked] = factRegister(
      inputs({
        rates: [rate],
        checks: new Map([
          [
            'rate:USD',
            {
              by: 'admin@clinic.example',
              at: new Date('2026-11-20T09:00:00Z'),
              source: 'rbi.org.in',
            },
          ],
        ]),
      }),
    )
    expect(checked?.stale).toEqual([])
    expect(checked?.lastCheck?.by).toBe('admin@clinic.example')
  })

  it('calls a source, caution or FMGE figure nobody re-checked stale, and the newest FMGE session once the next is due', () => {
    const facts = factRegister(
      inputs({
        countries: [
          {
            slug: 'georgia',
            name: 'Georgia',
            cautions: [{ date: '2025-09-05', text: 'A caution.', source: 'Ministry', url: null }],
            universityCautions: [],
            sources: [
              { title: 'Ministry statement', url: 'https://gov.example', date: '2025-09-05' },
            ],
          },
        ],
        fmge: [
          {
            session: 'June 2025',
            heldOn: null,
            passRate: 18.61,
            passed: 6707,
            appeared: 36034,
            source: 'Zee',
          },
          {
            session: 'December 2025',
            heldOn: '2026-01-17',
            passRate: 23.95,
            passed: 10262,
            appeared: 42872,
            source: 'Telegraph',
          },
        ],
      }),
    )
    const byKey = Object.fromEntries(facts.map((fact) => [fact.key, fact.stale]))
    expect(
      Object.entries(byKey).filter(([key]) => key.startsWith('caution:georgia:'))[0]?.[1],
    ).toEqual(['never re-checked by a person'])
    expect(
      Object.entries(byKey).filter(([key]) => key.startsWith('source:georgia:'))[0]?.[1],
    ).toEqual(['never re-checked by a person'])
    expect(byKey['fmge:June 2025']).toEqual(['never re-checked by a person'])
    expect(byKey['fmge:December 2025']).toEqual([
      'never re-checked by a person',
      'the next session has probably been held and its result published',
    ])
  })

  it('lists only the claims the site shows, and their evidence older than a year as stale', () => {
    const facts = factRegister(
      inputs({
        claims: [
          {
            key: 'studentsPlaced',
            label: 'Students placed',
            value: '120',
            evidence: 'Enrolment letters',
            asOf: '2025-06-01',
          },
          {
            key: 'partnerUniversities',
            label: 'Partner universities',
            value: '',
            evidence: '',
            asOf: '',
          },
        ],
      }),
    )
    expect(facts.map((fact) => fact.key)).toEqual(['claim:studentsPlaced'])
    expect(facts[0]?.stale).toEqual([
      'never re-checked by a person',
      'its evidence is 544 days old',
    ])
  })
})
