import { describe, expect, it } from 'vitest'

import { landingCookieValue } from '@/lib/leads/landing-cookie'

const url = (path: string) => new URL(`https://mbbs.example${path}`)

describe('the landing cookie', () => {
  it('keeps the first page, its campaign tags and another site that linked to it', () => {
    const value = landingCookieValue(
      url('/mbbs-in-russia?utm_source=newsletter&utm_campaign=neet-2027&gclid=x'),
      'https://www.google.com/',
    )
    expect(Object.fromEntries(new URLSearchParams(value))).toEqual({
      landingPage: '/mbbs-in-russia',
      source: 'newsletter',
      campaign: 'neet-2027',
      referrer: 'https://www.google.com/',
    })
  })

  it('is not set for a visit typed in, from a bookmark or from the site itself', () => {
    expect(landingCookieValue(url('/'), null)).toBeUndefined()
    expect(landingCookieValue(url('/contact'), 'https://mbbs.example/universities')).toBeUndefined()
    expect(landingCookieValue(url('/contact'), 'not a url')).toBeUndefined()
    expect(landingCookieValue(url('/contact?utm_source=%20'), null)).toBeUndefined()
  })
})
