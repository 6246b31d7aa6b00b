import { describe, expect, it } from 'vitest'

import { fmgeByCountry, fmgeResults } from '@/data/regulation'
import { builtInUniversities } from '@/data/universities'
import { summariseFmgl } from '@/lib/universities/fmgl-summary'
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
