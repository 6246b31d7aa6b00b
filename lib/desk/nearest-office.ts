import { karnatakaDistricts, type District } from '@/data/districts'
import { offices } from '@/data/offices'

/**
 * The office nearest a family, from the "District or PIN code" a lead form asks for: the
 * district's headquarters is found by its PIN code's first digits (the longest listed prefix)
 * or by its name, and the office at the shortest distance over the earth from it wins.
 * Places outside Karnataka's districts are not known: null, and the next routing rule decides.
 */

const names = karnatakaDistricts
  .flatMap((district) =>
    [district.name.toLowerCase(), ...district.aliases].map((alias) => ({ alias, district })),
  )
  // Longer names first, so that "bengaluru rural" is not read as "bengaluru".
  .sort((a, b) => b.alias.length - a.alias.length)

const prefixes = karnatakaDistricts
  .flatMap((district) => district.pinPrefixes.map((prefix) => ({ prefix, district })))
  .sort((a, b) => b.prefix.length - a.prefix.length)

/** The Karnataka district a place names, by its PIN code first, then by its name. */
export function districtOf(place: string): District | null {
  const pin = place.replace(/[\s-]/g, '').match(/(?<!\d)[1-9]\d{5}(?!\d)/)?.[0]
  if (pin) {
    const found = prefixes.find((entry) => pin.startsWith(entry.prefix))
    if (found) return found.district
  }
  const text = ` ${place
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()} `
  return names.find((entry) => text.includes(` ${entry.alias} `))?.district ?? null
}

type Point = { lat: number; lng: number }

/** Kilometres between two points on the earth's surface (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/** The id of the office nearest the place a lead names, or null when the place is unknown. */
export function nearestOfficeTo(place: unknown): string | null {
  if (typeof place !== 'string' || place.trim() === '') return null
  const district = districtOf(place)
  if (!district) return null
  const [nearest] = [...offices].sort(
    (a, b) => distanceKm(district.geo, a.geo) - distanceKm(district.geo, b.geo),
  )
  return nearest?.id ?? null
}
