import { describe, expect, it } from 'vitest'

import { NEXT_STATUS } from '@/data/regulation'

import { applyNowUniversities } from '@/data/lead-options'
import { builtInUniversities, FEATURED_UNIVERSITY_ID } from '@/data/universities'
import { facilityOptions, fmglCriteria } from '@/data/universities/types'
import { cataloguePaths } from '@/lib/seo'
import { countriesWithCounts } from '@/lib/universities/model'

/** Spec 001 section 9.3: tuition per year and colleges per country. */
const programmes = {
  russia: { min: 4_500, max: 7_000, currency: 'USD', count: 11 },
  georgia: { min: 5_000, max: 6_500, currency: 'USD', count: 5 },
  philippines: { min: 3_000, max: 6_000, currency: 'USD', count: 6 },
  kazakhstan: { min: 3_500, max: 5_000, currency: 'USD', count: 6 },
  kyrgyzstan: { min: 2_500, max: 4_500, currency: 'USD', count: 4 },
  malaysia: { min: 40_000, max: 45_000, currency: 'USD', count: 3 },
  nepal: { min: 8_000, max: 12_000, currency: 'USD', count: 3 },
  uzbekistan: { min: 3_500, max: 5_000, currency: 'USD', count: 3 },
  bosnia: { min: 5_000, max: 7_000, currency: 'EUR', count: 1 },
  bulgaria: { min: 5_000, max: 8_000, currency: 'EUR', count: 1 },
  moldova: { min: 4_000, max: 6_000, currency: 'USD', count: 1 },
  belarus: { min: 3_500, max: 5_000, currency: 'USD', count: 3 },
} as const

describe('the built-in catalogue', () => {
  it('holds 47 universities with ids 1 to 47 and the featured id 13', () => {
    expect(builtInUniversities.map((u) => u.id)).toEqual(
      Array.from({ length: 47 }, (_, i) => i + 1),
    )
    expect(builtInUniversities.some((u) => u.id === FEATURED_UNIVERSITY_ID)).toBe(true)
    expect(new Set(builtInUniversities.map((u) => u.name)).size).toBe(47)
  })

  it('has as many per country as spec 001 9.3, with fees inside its range', () => {
    const counts = Object.fromEntries(
      countriesWithCounts(builtInUniversities).map((c) => [c.slug, c.count]),
    )
    for (const [country, programme] of Object.entries(programmes)) {
      expect(counts[country], country).toBe(programme.count)
    }
    for (const university of builtInUniversities) {
      const programme = programmes[university.country]
      expect(university.tuitionFee.currency, university.name).toBe(programme.currency)
      expect(university.tuitionFee.amount, university.name).toBeGreaterThanOrEqual(programme.min)
      expect(university.tuitionFee.amount, university.name).toBeLessThanOrEqual(programme.max)
      expect(university.feesCheckedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('includes every university the apply-now list names', () => {
    const names = builtInUniversities.map((u) => u.name.toLowerCase())
    for (const option of applyNowUniversities.filter((o) => o.value !== 'other')) {
      const key = option.value === 'nicolae' ? 'testemițanu' : option.value
      expect(
        names.some((name) => name.includes(key)),
        option.label,
      ).toBe(true)
    }
  })

  it('fills every field, with facilities from the filter options and all 7 FMGL items', () => {
    for (const university of builtInUniversities) {
      for (const field of [
        'name',
        'city',
        'established',
        'description',
        'duration',
        'language',
        'students',
        'admissionProcess',
        'eligibility',
        'intakes',
        'additionalExpenses',
      ] as const) {
        expect(university[field].trim(), `${university.id} ${field}`).not.toBe('')
      }
      expect(university.website).toMatch(/^https:\/\//)
      expect(university.image).toBe(`/images/universities/${university.id}.webp`)
      expect(university.faq.length).toBeGreaterThanOrEqual(3)
      expect(university.intake.length).toBeGreaterThan(0)
      for (const facility of university.facilities) expect(facilityOptions).toContain(facility)
      // The dashboard edits features as one comma-separated text: a comma inside one would
      // split it in two at the first unchanged save.
      for (const feature of university.features)
        expect(feature, `${university.id}`).not.toContain(',')
      for (const { key } of fmglCriteria) {
        const item = university.fmgl[key]
        expect(item, `${university.id} ${key}`).toBeDefined()
        expect(item.note.trim()).not.toBe('')
        if (item.status === 'unverified') expect(item.checkedOn).toBeNull()
        else expect(item.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
  })

  it('never calls a university approved by the NMC, the MCI or the WHO', () => {
    const text = JSON.stringify(builtInUniversities)
    expect(text).not.toMatch(/(NMC|MCI|WHO|Medical Commission)[- ]approv/i)
    expect(text).not.toMatch(/approved by (the )?(NMC|MCI|WHO|National Medical Commission)/i)
    for (const university of builtInUniversities) {
      expect(university.recognition.join(' ')).not.toMatch(/\b(NMC|MCI)\b/)
    }
  })

  it('says NExT was notified and deferred, never that it is not notified', () => {
    const text = JSON.stringify(builtInUniversities)
    expect(text).not.toMatch(/not (yet )?(been )?notified/i)
    const fmgeAnswers = builtInUniversities.flatMap((u) =>
      u.faq.filter((entry) => /NExT/.test(entry.answer)),
    )
    expect(fmgeAnswers).toHaveLength(47)
    for (const entry of fmgeAnswers) expect(entry.answer).toContain(NEXT_STATUS)
  })
})

describe('the catalogue sitemap', () => {
  it('lists the listing, every university and each country page once, staff-added countries included', () => {
    const paths = cataloguePaths(
      [
        { id: 1, country: 'russia' },
        { id: 48, country: 'south korea' },
        { id: 2, country: 'russia' },
      ],
      ['russia', 'georgia'],
    )
    expect(paths).toEqual([
      '/universities',
      '/university-details/1',
      '/university-details/48',
      '/university-details/2',
      '/country/russia',
      '/country/georgia',
      '/country/south%20korea',
    ])
  })
})
