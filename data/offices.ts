import { siteSettings } from '@/data/site'

/**
 * The consultancy's offices, one per branch of data/site.ts. Counsellors belong to one, and a
 * new lead is routed to one (lib/desk/assign.ts).
 */
export type Office = { id: string; name: string }

export const offices: readonly Office[] = siteSettings.branches.map((branch) => ({
  id: branch.city.toLowerCase(),
  name: branch.city,
}))

export const officeIds = offices.map((office) => office.id) as [string, ...string[]]

export function officeName(id: string | null | undefined): string | null {
  return offices.find((office) => office.id === id)?.name ?? null
}
