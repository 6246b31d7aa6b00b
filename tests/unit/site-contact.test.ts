import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { contactPlaceholders, siteSettings, type Branch } from '@/data/site'
import { parsePublicEnv } from '@/lib/public-env'

/** lib/site.ts as a build with these NEXT_PUBLIC_* values would have it. */
async function siteWith(values: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value)
  return import('@/lib/site')
}

const noSocialProfiles = {
  NEXT_PUBLIC_FACEBOOK_URL: '',
  NEXT_PUBLIC_INSTAGRAM_URL: '',
  NEXT_PUBLIC_YOUTUBE_URL: '',
  NEXT_PUBLIC_LINKEDIN_URL: '',
}

/** The footer's social links and the JSON-LD's sameAs, as a build with these values makes them. */
async function socialWith(values: Record<string, string>) {
  const { site } = await siteWith({ ...noSocialProfiles, ...values })
  const { organizationJsonLd } = await import('@/lib/seo')
  const { SiteFooter } = await import('@/components/site/site-footer')
  const html = renderToStaticMarkup(createElement(SiteFooter))
  const footerLinks = [
    ...html.matchAll(/<a href="([^"]+)" target="_blank"[^>]*aria-label="([^"]+)"/g),
  ]
    .filter((match) => !match[1]!.startsWith('https://wa.me'))
    .map((match) => `${match[2]} ${match[1]}`)
  return { site, sameAs: organizationJsonLd().sameAs, footerLinks, html }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('contact details', () => {
  it('shows the placeholders, and names every variable behind them, when none is set', async () => {
    const { site, contactPlaceholdersInEffect } = await siteWith({
      NEXT_PUBLIC_CONTACT_PHONE: '',
      NEXT_PUBLIC_CONTACT_EMAIL: '',
      NEXT_PUBLIC_WHATSAPP_NUMBER: '',
    })
    expect(site.email).toBe(contactPlaceholders.email)
    expect(site.phones).toEqual(contactPlaceholders.phones)
    expect(contactPlaceholdersInEffect().map((item) => item.variable)).toEqual([
      'NEXT_PUBLIC_CONTACT_PHONE',
      'NEXT_PUBLIC_CONTACT_EMAIL',
      'NEXT_PUBLIC_WHATSAPP_NUMBER',
    ])
  })

  it('shows only the configured details, and no placeholder, once all are set', async () => {
    const { site, contactPlaceholdersInEffect, whatsappHref } = await siteWith({
      NEXT_PUBLIC_CONTACT_PHONE: '+91 80 4000 1234',
      NEXT_PUBLIC_CONTACT_EMAIL: 'office@clinic.example',
      NEXT_PUBLIC_WHATSAPP_NUMBER: '+91 80400 01234',
    })
    // One configured number: the placeholder second number is not shown beside it.
    expect(site.phones).toEqual(['+91 80 4000 1234'])
    expect(site.email).toBe('office@clinic.example')
    expect(whatsappHref('Hi')).toBe('https://wa.me/918040001234?text=Hi')
    expect(contactPlaceholdersInEffect()).toEqual([])
  })

  it('takes two phone numbers separated by a comma, and refuses a third', () => {
    expect(
      parsePublicEnv({ NEXT_PUBLIC_CONTACT_PHONE: '+91 80 4000 1234, +91 94480 00000' })
        .NEXT_PUBLIC_CONTACT_PHONE,
    ).toEqual(['+91 80 4000 1234', '+91 94480 00000'])
    expect(() =>
      parsePublicEnv({ NEXT_PUBLIC_CONTACT_PHONE: '+91 80 4000 1234, 1, +91 94480 00000' }),
    ).toThrow(/NEXT_PUBLIC_CONTACT_PHONE/)
  })
})

// The first test imports the footer and its modules afresh, which takes seconds on a busy machine.
describe('social profiles', { timeout: 30_000 }, () => {
  it('shows none, and lists none in the JSON-LD, when none is configured', async () => {
    const { site, sameAs, footerLinks, html } = await socialWith({})
    expect(site.social).toEqual([])
    expect(sameAs).toBeUndefined()
    expect(footerLinks).toEqual([])
    expect(html).not.toContain('Social media')
  })

  it('shows only the configured ones, in the footer and in the JSON-LD', async () => {
    const { site, sameAs, footerLinks } = await socialWith({
      NEXT_PUBLIC_FACEBOOK_URL: 'https://www.facebook.com/medpathway.abroad',
      NEXT_PUBLIC_YOUTUBE_URL: 'https://www.youtube.com/@medpathway',
    })
    expect(site.social.map((link) => link.name)).toEqual(['Facebook', 'YouTube'])
    expect(sameAs).toEqual([
      'https://www.facebook.com/medpathway.abroad',
      'https://www.youtube.com/@medpathway',
    ])
    expect(footerLinks).toEqual([
      'Facebook (opens in a new tab) https://www.facebook.com/medpathway.abroad',
      'YouTube (opens in a new tab) https://www.youtube.com/@medpathway',
    ])
  })

  it("refuses a network's home page, another site, or plain http, naming the variable", () => {
    for (const [name, value] of [
      ['NEXT_PUBLIC_FACEBOOK_URL', 'https://www.facebook.com/'],
      ['NEXT_PUBLIC_INSTAGRAM_URL', 'https://www.example.com/medpathway'],
      ['NEXT_PUBLIC_LINKEDIN_URL', 'http://www.linkedin.com/company/medpathway'],
      ['NEXT_PUBLIC_YOUTUBE_URL', 'youtube.com/@medpathway'],
    ] as const) {
      expect(() => parsePublicEnv({ [name]: value }), `${name}=${value}`).toThrow(name)
    }
    expect(
      parsePublicEnv({ NEXT_PUBLIC_LINKEDIN_URL: ' https://in.linkedin.com/company/medpathway ' })
        .NEXT_PUBLIC_LINKEDIN_URL,
    ).toBe('https://in.linkedin.com/company/medpathway')
  })
})

/** The footer's text and the Organization JSON-LD, as a build with these offices makes them. */
async function officesWith(branches?: readonly Branch[]) {
  vi.resetModules()
  if (branches) {
    vi.doMock('@/data/site', async (actual) => {
      const real = await actual<typeof import('@/data/site')>()
      return { ...real, siteSettings: { ...real.siteSettings, branches } }
    })
  }
  const { organizationJsonLd } = await import('@/lib/seo')
  const { SiteFooter } = await import('@/components/site/site-footer')
  const footer = renderToStaticMarkup(createElement(SiteFooter)).replace(/<[^>]+>/g, '')
  vi.doUnmock('@/data/site')
  return { footer, locations: organizationJsonLd().location }
}

describe('offices', { timeout: 30_000 }, () => {
  it('every office is in the footer and the JSON-LD: its address, or a call for directions', async () => {
    const { footer, locations } = await officesWith()
    expect(footer).toContain('Davanagere: P.J. Extension, Davanagere, Karnataka 577002, India')
    expect(footer).toContain('Hubballi: call us for directions')
    expect(footer).toContain('Kalaburagi: call us for directions')
    expect(locations.map((place) => [place.name, place.address, place.telephone])).toEqual(
      siteSettings.branches.map((branch) => [
        `${siteSettings.name}, ${branch.city}`,
        {
          '@type': 'PostalAddress',
          ...(branch.address ? { streetAddress: branch.address.street } : {}),
          addressLocality: branch.city,
          addressRegion: 'Karnataka',
          ...(branch.address ? { postalCode: branch.address.postalCode } : {}),
          addressCountry: 'IN',
        },
        expect.stringMatching(/^\+91 /),
      ]),
    )
  })

  it("an office's own address and phone, once recorded, reach the footer and the JSON-LD", async () => {
    const [head, hubballi, kalaburagi] = siteSettings.branches
    const { footer, locations } = await officesWith([
      head,
      {
        ...hubballi!,
        address: { street: '12 Station Road', postalCode: '580020' },
        phone: '+91 836 200 0000',
      },
      kalaburagi!,
    ])
    expect(footer).toContain(
      'Hubballi: 12 Station Road, Hubballi, Karnataka 580020, India, +91 836 200 0000',
    )
    expect(locations[1]).toMatchObject({
      address: { streetAddress: '12 Station Road', postalCode: '580020' },
      telephone: '+91 836 200 0000',
    })
  })
})
