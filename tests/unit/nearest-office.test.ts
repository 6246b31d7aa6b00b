import { describe, expect, it } from 'vitest'

import { karnatakaDistricts } from '@/data/districts'
import { offices } from '@/data/offices'
import { districtOf, distanceKm, nearestOfficeTo } from '@/lib/desk/nearest-office'
import { callbackSchema, inquirySchema, pageLeadSchema } from '@/lib/validation/leads'

describe('the office nearest a family', () => {
  it('measures distances over the earth', () => {
    const [davanagere, hubballi, kalaburagi] = offices
    // By road these are about 140 km and 330 km; in a straight line a little less.
    expect(Math.round(distanceKm(davanagere!.geo, hubballi!.geo))).toBe(132)
    expect(Math.round(distanceKm(davanagere!.geo, kalaburagi!.geo))).toBe(334)
    expect(distanceKm(hubballi!.geo, hubballi!.geo)).toBe(0)
  })

  it('finds a district by its names, whatever the spelling and the words around it', () => {
    expect(districtOf('Gulbarga')?.name).toBe('Kalaburagi')
    expect(districtOf('near Hubli, Dharwad district')?.name).toBe('Dharwad')
    expect(districtOf('BANGALORE RURAL')?.name).toBe('Bengaluru Rural')
    expect(districtOf('Bangalore')?.name).toBe('Bengaluru Urban')
    expect(districtOf('Mangalore')?.name).toBe('Dakshina Kannada')
    // A name inside another word is not that place.
    expect(districtOf('Kolaramma street')).toBeNull()
    expect(districtOf('Pune')).toBeNull()
  })

  it('finds a district by its PIN code, the longest listed prefix first', () => {
    expect(districtOf('577002')?.name).toBe('Davanagere')
    expect(districtOf('580 020')?.name).toBe('Dharwad')
    expect(districtOf('581110')?.name).toBe('Haveri')
    expect(districtOf('581301')?.name).toBe('Uttara Kannada')
    // A PIN code outside Karnataka names no district; the words beside it still may.
    expect(districtOf('411001')).toBeNull()
    expect(districtOf('Bijapur 411001')?.name).toBe('Vijayapura')
    // Five or seven digits are not a PIN code.
    expect(districtOf('58510')).toBeNull()
    expect(districtOf('5851023')).toBeNull()
  })

  it('sends each district to the office nearest its headquarters', () => {
    const office = (place: string) => nearestOfficeTo(place)
    expect(office('Belagavi')).toBe('hubballi')
    expect(office('Uttara Kannada')).toBe('hubballi')
    expect(office('Vijayapura')).toBe('kalaburagi')
    expect(office('Raichur')).toBe('kalaburagi')
    expect(office('Bidar')).toBe('kalaburagi')
    expect(office('Mysuru')).toBe('davanagere')
    expect(office('Shivamogga')).toBe('davanagere')
    expect(office('')).toBeNull()
    expect(office(undefined as unknown as string)).toBeNull()
    // Every district reaches an office, and each office is someone's nearest.
    const nearest = karnatakaDistricts.map((district) => nearestOfficeTo(district.name))
    expect(nearest.every(Boolean)).toBe(true)
    expect(new Set(nearest)).toEqual(new Set(offices.map((o) => o.id)))
  })

  it('lists each PIN prefix under one district, and each name once', () => {
    const prefixes = karnatakaDistricts.flatMap((district) => district.pinPrefixes)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    const names = karnatakaDistricts.flatMap((d) => [d.name.toLowerCase(), ...d.aliases])
    expect(new Set(names).size).toBe(names.length)
    expect(karnatakaDistricts).toHaveLength(31)
  })

  it('takes an optional district or PIN code on the callback, inquiry and page forms', () => {
    const contact = { name: 'Asha Rao', phone: '9845012345', email: 'asha@example.com' }
    expect(callbackSchema.parse({ ...contact, district: ' 585102 ' }).district).toBe('585102')
    expect(callbackSchema.parse({ ...contact, district: '' }).district).toBeUndefined()
    expect(pageLeadSchema.parse({ ...contact, district: 'Hubli' }).district).toBe('Hubli')
    const inquiry = {
      ...contact,
      lastAttendedCollege: 'PU College',
      preferredCountries: ['Russia'],
    }
    expect(inquirySchema.parse({ ...inquiry, district: 'Davangere' }).district).toBe('Davangere')
    expect(callbackSchema.safeParse({ ...contact, district: 'x'.repeat(61) }).success).toBe(false)
    expect(callbackSchema.safeParse({ ...contact, district: 'Hubli\u0000' }).success).toBe(false)
  })
})
