import { afterEach, describe, expect, it, vi } from 'vitest'

import { contactPlaceholders } from '@/data/site'
import { parsePublicEnv } from '@/lib/public-env'

/** lib/site.ts as a build with these NEXT_PUBLIC_* values would have it. */
async function siteWith(values: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value)
  return import('@/lib/site')
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
