import { describe, expect, it } from 'vitest'

import { ELIGIBILITY_SUMMARY, INDIA_ELIGIBILITY, NEXT_STATUS } from '@/data/regulation'

import { applyNowUniversities } from '@/data/lead-labels'
import { builtInUniversities, FEATURED_UNIVERSITY_ID } from '@/data/universities'
import { facilityOptions, fmglCriteria } from '@/data/universities/types'
import { destinationOf, destinations } from '@/data/destinations'
import { applicationStepsFor } from '@/data/admission'
import { beforeYouChoose } from '@/data/home'
import {
  countriesWithCounts,
  eligibilityLines,
  catalogueRow,
  fromRow,
} from '@/lib/universities/model'

/** How many universities each country has in the built-in catalogue. */
const counts = {
  russia: 11,
  georgia: 5,
  philippines: 6,
  kazakhstan: 6,
  kyrgyzstan: 4,
  malaysia: 3,
  nepal: 3,
  uzbekistan: 3,
  bosnia: 1,
  bulgaria: 1,
  moldova: 1,
  belarus: 3,
} as const

const resolved = builtInUniversities.map((entry) => fromRow(catalogueRow(entry)))

describe('the built-in catalogue', () => {
  it('holds 47 universities with ids 1 to 47 and the featured id 13', () => {
    expect(builtInUniversities.map((u) => u.id)).toEqual(
      Array.from({ length: 47 }, (_, i) => i + 1),
    )
    expect(builtInUniversities.some((u) => u.id === FEATURED_UNIVERSITY_ID)).toBe(true)
    expect(new Set(builtInUniversities.map((u) => u.name)).size).toBe(47)
  })

  it('has the agreed number of universities per country', () => {
    expect(
      Object.fromEntries(countriesWithCounts(builtInUniversities).map((c) => [c.slug, c.count])),
    ).toEqual(counts)
  })

  it('gives every fee a currency, a unit and either a dated source or the estimate flag', () => {
    for (const { id, tuitionFee: fee } of builtInUniversities) {
      if (!fee) continue
      expect(fee.amount, `${id}`).toBeGreaterThan(0)
      expect(['USD', 'EUR', 'GBP', 'MYR', 'NPR', 'BAM'], `${id}`).toContain(fee.currency)
      expect(['year', 'course'], `${id}`).toContain(fee.unit)
      if (fee.source) {
        expect(fee.source.title.length, `${id}`).toBeGreaterThan(5)
        expect(fee.seenOn, `${id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(fee.estimate, `${id}`).toBeUndefined()
      } else {
        expect(fee.estimate, `${id}`).toBe(true)
      }
    }
    // Nepal quotes course totals; NUMed charges RM 110,000 a year (docs/content-sources.md).
    for (const id of [36, 37, 38])
      expect(builtInUniversities[id - 1]!.tuitionFee?.unit).toBe('course')
    expect(builtInUniversities[33]!.tuitionFee).toMatchObject({ amount: 110_000, currency: 'MYR' })
  })

  it('states each country fact once: no entry repeats what its country module says', () => {
    for (const university of builtInUniversities) {
      const shared = destinationOf(university.country)!
      for (const field of [
        'duration',
        'language',
        'admissionProcess',
        'eligibility',
        'intakes',
        'additionalExpenses',
        'entranceRequirement',
      ] as const) {
        if (university[field] === undefined) continue
        expect(university[field], `${university.id} ${field}`).not.toBe(shared.defaults[field])
      }
      for (const entry of university.faq) {
        expect(
          shared.faq.map((item) => item.answer),
          `${university.id}`,
        ).not.toContain(entry.answer)
      }
    }
  })

  it('dates the cautions of Georgia 12, 13, 16 and Tashkent 41 (facts/countries.md)', () => {
    for (const id of [12, 13, 16, 41]) {
      const cautions = resolved[id - 1]!.cautions
      expect(cautions.length, `${id}`).toBeGreaterThan(0)
      for (const caution of cautions) {
        expect(caution.date).toMatch(/^20\d{2}-\d{2}-\d{2}$/)
        expect(caution.source.length).toBeGreaterThan(5)
      }
    }
    expect(resolved[40]!.cautions[0]!.text).toMatch(/Chirchik/)
    // Malaysia's unmet internship and licence: on each of its universities.
    for (const university of resolved.filter((u) => u.country === 'malaysia')) {
      expect(university.cautions.some((c) => /not a route/.test(c.text))).toBe(true)
      expect(university.fmgl?.internship12MonthsSameInstitution.status).toBe('not_met')
      expect(university.fmgl?.licenceToPractise.status).toBe('not_met')
    }
  })

  it('applies one English-medium rule and says what each contested item rests on', () => {
    for (const university of resolved) {
      const item = university.fmgl!.englishMedium
      // Wherever students use the local language with patients, the item is contested (where
      // that is not known, unverified).
      if (item.status === 'unverified') continue
      if (
        /patients (mostly )?speak|with patients/i.test(item.note) &&
        !/official language/.test(item.note)
      )
        expect(item.status, `${university.id}`).toBe('contested')
      if (item.status === 'contested') expect(item.source, `${university.id}`).toMatch(/\d{4}/)
    }
  })

  it('names an entrance requirement for every university, never "no entrance exam"', () => {
    for (const university of resolved) {
      expect(university.entranceRequirement, `${university.id}`).toMatch(/NEET/)
      expect(university.entranceRequirement).not.toMatch(/no (separate )?entrance/i)
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

  it('fills every field once resolved, with facilities from the filter options and the six FMGL items', () => {
    for (const university of resolved) {
      for (const field of [
        'name',
        'city',
        'established',
        'description',
        'duration',
        'language',
        'admissionProcess',
        'eligibility',
        'intakes',
        'additionalExpenses',
      ] as const) {
        expect(university[field]?.trim(), `${university.id} ${field}`).toBeTruthy()
      }
      expect(university.website).toMatch(/^https:\/\//)
      expect(university.image).toBe(`/images/universities/${university.id}.webp`)
      expect(university.faq.length).toBeGreaterThanOrEqual(2)
      expect(university.intake.length).toBeGreaterThan(0)
      for (const facility of university.facilities) expect(facilityOptions).toContain(facility)
      // The dashboard edits features as one comma-separated text: a comma inside one would
      // split it in two at the first unchanged save.
      for (const feature of university.features)
        expect(feature, `${university.id}`).not.toContain(',')
      expect(fmglCriteria).toHaveLength(6)
      for (const { key } of fmglCriteria) {
        const item = university.fmgl?.[key]
        expect(item, `${university.id} ${key}`).toBeDefined()
        expect(item!.note.trim()).not.toBe('')
        if (item!.status === 'unverified') expect(item!.checkedOn).toBeNull()
        else expect(item!.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
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
    const text = JSON.stringify([builtInUniversities, destinations])
    expect(text).not.toMatch(/not (yet )?(been )?notified/i)
    const fmgeAnswers = resolved.flatMap((u) => u.faq.filter((entry) => /NExT/.test(entry.answer)))
    expect(fmgeAnswers.length).toBeGreaterThanOrEqual(47)
    for (const entry of fmgeAnswers) expect(entry.answer).toContain(NEXT_STATUS)
  })
})

describe("India's licensing exam, stated once", () => {
  it('no university states the FMGE format or NExT itself: its country says it, from data/regulation.ts', () => {
    for (const university of builtInUniversities) {
      const own = JSON.stringify(university.faq ?? [])
      expect(own, `university ${university.id}`).not.toMatch(
        /pass mark|multiple-choice|NExT was notified/,
      )
    }
  })
})

describe("India's eligibility rules, stated once", () => {
  // A line restating one of India's rules (NEET, PCB marks, English in Class 12, age 17).
  const restatesIndia =
    /NEET-UG qualified|Physics, Chemistry,? and Biology in Class 12|English passed|^Age 17|40% for reserved categories/

  it('every university and guide shows them first, with English and both PwD minimums, and never restates them', () => {
    const texts = [
      ...resolved.map(
        (university) => [`university ${university.id}`, university.eligibility] as const,
      ),
      ...Object.entries(destinations).map(
        ([slug, destination]) => [`country ${slug}`, destination.defaults.eligibility] as const,
      ),
    ]
    for (const [where, own] of texts) {
      const shown = eligibilityLines(own)
      expect(shown.slice(0, INDIA_ELIGIBILITY.lines.length), where).toEqual(INDIA_ELIGIBILITY.lines)
      expect(
        shown.slice(INDIA_ELIGIBILITY.lines.length).filter((line) => restatesIndia.test(line)),
        where,
      ).toEqual([])
    }
    const pcb = INDIA_ELIGIBILITY.lines.find((line) =>
      line.includes('Physics, Chemistry and Biology'),
    )
    expect(pcb).toContain('50%')
    expect(pcb).toContain('40% for SC, ST and OBC')
    expect(pcb).toContain('45% for the general category and 40% for SC, ST and OBC')
    expect(INDIA_ELIGIBILITY.lines.join(' ')).toContain('English')
    expect(ELIGIBILITY_SUMMARY).toContain('English')
    expect(beforeYouChoose.join(' ')).not.toContain('reserved categories')
    expect(beforeYouChoose).toEqual(expect.arrayContaining(INDIA_ELIGIBILITY.lines.slice(0, 3)))
  })
})

describe('the application steps promise only what a counsellor does', () => {
  it('a booking neither holds nor secures a place; Nepal has no booking; no welcome on arrival', () => {
    const steps = applicationStepsFor('georgia')
      .map((step) => step.text)
      .join(' ')
    expect(steps).toContain('It does not hold or buy a place: only the university gives one.')
    expect(steps).not.toMatch(
      /secures?|holds? your place|meet you on arrival|meet the FMGL 2021 rules/,
    )
    const nepal = applicationStepsFor('nepal')
    expect(nepal.map((step) => step.text).join(' ')).not.toMatch(/booking amount of/)
    expect(nepal[2]?.text).toContain(
      'Medical Education Commission (MEC) allocates every seat from its merit list',
    )
  })

  it("Nepal's intake is February, as MEC's calendars put it", () => {
    expect(destinations.nepal.defaults.intake).toEqual(['February'])
    expect(destinations.nepal.defaults.intakes).not.toMatch(/late in the year/)
  })
})
