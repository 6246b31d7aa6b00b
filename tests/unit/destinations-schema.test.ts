import { describe, expect, it } from 'vitest'

import { countries } from '@/data/countries'
import { destinations } from '@/data/destinations'
import { destinationSchema, validateDestinations } from '@/data/destinations/schema'

describe('the country modules the guides are built from', () => {
  it.each(countries.map((country) => country.slug))('%s has everything its guide needs', (slug) => {
    const result = destinationSchema.safeParse(destinations[slug])
    expect(
      result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    ).toEqual([])
  })

  it('fails the build naming the country and the field a module lacks', () => {
    const { guide, ...russia } = destinations.russia
    const noOverview = {
      ...destinations.georgia,
      guide: { ...destinations.georgia.guide, overview: [] },
    }
    expect(guide).toBeDefined()
    expect(() => validateDestinations([russia as never, noOverview])).toThrow(
      /russia: guide: .*\n.*georgia: guide\.overview: /s,
    )
  })

  it('refuses a monthly cost that is neither sourced nor marked as an estimate', () => {
    const [first] = destinations.nepal.guide.practical.monthlyCosts
    const bare = { item: first!.item, low: 1, high: 2, currency: 'NPR' }
    const copy = structuredClone(destinations.nepal)
    copy.guide.practical.monthlyCosts = [bare as never, ...copy.guide.practical.monthlyCosts]
    expect(destinationSchema.safeParse(copy).success).toBe(false)
  })

  it('refuses a guide without the defaults it shows (admission steps, eligibility, costs)', () => {
    const copy = structuredClone(destinations.malaysia)
    copy.defaults.eligibility = null as never
    expect(destinationSchema.safeParse(copy).success).toBe(false)
  })

  it('states each practical-guide cost range the right way round', () => {
    for (const slug of Object.keys(destinations) as (keyof typeof destinations)[]) {
      for (const cost of destinations[slug].guide.practical.monthlyCosts) {
        expect(cost.low, `${slug} ${cost.item}`).toBeLessThanOrEqual(cost.high)
      }
    }
  })
})
