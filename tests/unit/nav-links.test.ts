import { describe, expect, it } from 'vitest'

import { countryOfPath, destinationMenu, isActivePath } from '@/components/site/nav-links'

describe('header navigation', () => {
  it('reads the country a route carries, in any case', () => {
    expect(countryOfPath('/mbbs-in-russia')).toBe('Russia')
    // The guide's prerender sees the address the rewrite serves it from.
    expect(countryOfPath('/mbbs-in/russia')).toBe('Russia')
    expect(countryOfPath('/country/GEORGIA')).toBe('Georgia')
    expect(countryOfPath('/resources/guides/kyrgyzstan')).toBe('Kyrgyzstan')
    expect(countryOfPath('/universities')).toBeUndefined()
    expect(countryOfPath('/')).toBeUndefined()
  })

  it('matches the active link by path, and Home only on /', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/contact', '/')).toBe(false)
    expect(isActivePath('/universities', '/universities')).toBe(true)
    expect(isActivePath('/universities-old', '/universities')).toBe(false)
  })

  it('groups the twelve destinations as the spec lists them', () => {
    expect(destinationMenu.groups.map((g) => [g.label, g.links.map((l) => l.label)])).toEqual([
      ['Eastern Europe', ['Russia', 'Belarus', 'Moldova', 'Bulgaria']],
      ['Caucasus & Central Asia', ['Georgia', 'Kazakhstan', 'Kyrgyzstan', 'Uzbekistan']],
      ['Asia', ['Philippines', 'Malaysia', 'Nepal']],
      ['Balkans', ['Bosnia']],
    ])
    expect(destinationMenu.groups.flatMap((g) => g.links.map((l) => l.href))).toContain(
      '/mbbs-in-kyrgyzstan',
    )
  })
})
