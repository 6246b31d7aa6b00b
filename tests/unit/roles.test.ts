import { describe, expect, it } from 'vitest'

import { homeOf, mayEnter, mayPublish, roleFrom, staffRoles } from '@/lib/staff/roles'
import { leadCountries } from '@/lib/desk/lead-country'

describe('staff roles', () => {
  it('admits each role to its areas only', () => {
    const table = Object.fromEntries(
      staffRoles.map((role) => [
        role,
        (['leads', 'content', 'admin', 'any'] as const).filter((area) => mayEnter(role, area)),
      ]),
    )
    expect(table).toEqual({
      admin: ['leads', 'content', 'admin', 'any'],
      counsellor: ['leads', 'any'],
      editor: ['content', 'any'],
    })
  })

  it('reads the role stored before roles existed as a counsellor, and nothing else as a role', () => {
    expect(roleFrom('staff')).toBe('counsellor')
    expect(roleFrom('editor')).toBe('editor')
    expect(roleFrom('superuser')).toBeNull()
    expect(roleFrom(undefined)).toBeNull()
  })

  it('sends each role home to a page it may open', () => {
    for (const role of staffRoles) {
      const area = homeOf(role) === '/dashboard/my-day' ? 'leads' : 'content'
      expect(mayEnter(role, area)).toBe(true)
    }
  })

  it('lets editors publish only when the deployer allows it, and counsellors never', () => {
    expect(mayPublish('admin', false)).toBe(true)
    expect(mayPublish('editor', false)).toBe(false)
    expect(mayPublish('editor', true)).toBe(true)
    expect(mayPublish('counsellor', true)).toBe(false)
  })
})

describe('the countries a lead names', () => {
  it('reads every form’s country fields as slugs, once each', () => {
    expect(leadCountries({ countryName: 'Georgia' })).toEqual(['georgia'])
    expect(
      leadCountries({ country: 'russia', preferredCountries: ['Russia', 'Kyrgyzstan'] }),
    ).toEqual(['russia', 'kyrgyzstan'])
    expect(leadCountries({ preferredCountry: 'other', country: 'Atlantis' })).toEqual([])
    expect(leadCountries({ country: 42 })).toEqual([])
  })
})
