import { describe, expect, it } from 'vitest'

import { fmgeByCountry, fmgeResults } from '@/data/regulation'
import { builtInUniversities } from '@/data/universities'
import { summariseFmgl } from '@/lib/universities/fmgl-summary'
import { noRouteToIndia, notAdmitting } from '@/lib/universities/practice'
import { catalogueRow, fromRow } from '@/lib/universities/model'

describe('the FMGL summary of a country', () => {
  it("tallies each condition across the country's universities, unknown as unverified", () => {
    const malaysia = builtInUniversities
      .filter((u) => u.country === 'malaysia')
      .map((u) => fromRow(catalogueRow(u)).fmgl)
    const rows = summariseFmgl([...malaysia, null])
    expect(rows).toHaveLength(6)
    const internship = rows.find((row) => row.key === 'internship12MonthsSameInstitution')!
    expect(internship.tally).toEqual({ met: 0, not_met: 3, contested: 0, unverified: 1 })
    for (const row of rows) {
      expect(Object.values(row.tally).reduce((a, b) => a + b, 0)).toBe(4)
    }
  })
})

describe('FMGE results', () => {
  it('states each session once, with a source, and the rate agrees with passed / appeared', () => {
    expect(new Set(fmgeResults.map((r) => r.session)).size).toBe(fmgeResults.length)
    for (const result of fmgeResults) {
      expect(result.source.length).toBeGreaterThan(3)
      expect(result.passRate).toBeGreaterThan(0)
      expect(result.passRate).toBeLessThan(100)
      if (result.passed !== null && result.appeared !== null) {
        expect(Math.abs((result.passed / result.appeared) * 100 - result.passRate)).toBeLessThan(
          0.05,
        )
      }
    }
    for (const figure of Object.values(fmgeByCountry)) {
      expect(Math.abs((figure!.passed / figure!.appeared) * 100 - figure!.passRate)).toBeLessThan(
        0.05,
      )
    }
  })
})

describe('a course that leads to no licence in India', () => {
  const university = (id: number) =>
    fromRow(catalogueRow(builtInUniversities.find((entry) => entry.id === id)!))

  it('names every condition not met, and nothing for a course with none known unmet', () => {
    // Monash University Malaysia: no internship in the course, no licence on a par with citizens.
    expect(noRouteToIndia(university(33).fmgl)).toBe(
      "This course does not meet India's FMGL 2021 rules (not met: 12-month internship at the same institution; licence to practise in that country, on a par with its citizens), so it does not lead to a licence to practise in India, whatever it costs.",
    )
    expect(noRouteToIndia(university(1).fmgl)).toBeNull()
  })
})

describe('a university that admits no one', () => {
  it('is Tbilisi State University alone in the catalogue, and says so in place of a budget', () => {
    const closed = builtInUniversities
      .map((entry) => fromRow(catalogueRow(entry)))
      .filter((university) => notAdmitting(university) !== null)
    expect(closed.map((university) => university.id)).toEqual([16])
    expect(notAdmitting(closed[0]!)).toBe(
      'Ivane Javakhishvili Tbilisi State University is not admitting new medical students, so there is no intake to apply for and no budget to plan.',
    )
    // Its own caution says why.
    expect(closed[0]!.cautions.map((caution) => caution.text).join(' ')).toMatch(
      /stops enrolling students in medicine/,
    )
  })
})
