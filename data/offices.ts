import { siteSettings } from '@/data/site'

/**
 * The consultancy's offices, one per branch of data/site.ts. Counsellors belong to one, and a
 * new lead is routed to one (lib/desk/assign.ts).
 */
export type Office = { id: string; name: string; geo: { lat: number; lng: number } }

export const offices: readonly Office[] = siteSettings.branches.map((branch) => ({
  id: branch.city.toLowerCase(),
  name: branch.city,
  geo: branch.geo,
}))

export const officeIds = offices.map((office) => office.id) as [string, ...string[]]

export function officeName(id: string | null | undefined): string | null {
  return offices.find((office) => office.id === id)?.name ?? null
}

/**
 * A routing rule's target: an office, or the office nearest the district or PIN code the
 * family gave (a rule of that kind is passed over when they gave none we know).
 */
export const NEAREST = 'nearest'
export const routingTargets = [...officeIds, NEAREST] as [string, ...string[]]

export function routingTargetName(id: string): string | null {
  return id === NEAREST ? "Nearest to the family's district or PIN code" : officeName(id)
}
