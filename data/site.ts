import { brand } from '@/data/brand'

/**
 * Site settings: brand, address and branches (the marketing claims are in data/claims.ts).
 * The phone numbers, e-mail and WhatsApp number the pages show come from the deployer's
 * NEXT_PUBLIC_CONTACT_* variables (lib/site.ts); the values here stand in until they are set,
 * and the server warns at start while any of them is in use. The social profiles come from
 * NEXT_PUBLIC_{FACEBOOK,INSTAGRAM,YOUTUBE,LINKEDIN}_URL alone: one that is not set is not shown.
 */

/**
 * An office, as every page that names it shows it (contact page, footer, JSON-LD). `geo` is
 * the centre of its city (degrees, rounded to 0.01), used only to route a lead to the office
 * nearest the family (lib/desk/nearest-office.ts), never shown. `address` is where a family
 * finds it, null while the consultancy has not given it: the pages then ask them to call for
 * directions, and the server warns at start. `phone` is its own number; without one, the
 * site's numbers answer for it.
 */
type Branch = {
  city: string
  state: string
  geo: { lat: number; lng: number }
  address: { street: string; postalCode: string } | null
  phone: string | null
}

/** The social networks the footer and the JSON-LD can name, in the order they are shown. */
export const socialNetworks = ['Facebook', 'Instagram', 'YouTube', 'LinkedIn'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

type SiteSettings = {
  name: string
  shortName: string
  tagline: string
  description: string
  /** The first is the head office. */
  branches: readonly [Branch, ...Branch[]]
  whatsappMessage: string
  highlights: readonly string[]
  /** The year of the intakes we now counsel for; each guide gives its country's application window. */
  nextIntakeYear: string
  seatBookingInr: number
}

/** Contact details that reach nobody: shown only until the deployer sets the real ones. */
export const contactPlaceholders = {
  phones: ['+91 98765 43210', '+91 98765 43211'],
  email: 'admissions@example.com',
  whatsappNumber: '919876543210',
} as const

/** The Grievance Officer shown until the deployer names one (GRIEVANCE_OFFICER_* variables). */
export const grievanceOfficerPlaceholder = {
  name: 'Not yet named',
  email: 'privacy@example.com',
  phone: '+91 98765 43210',
} as const

export const siteSettings = {
  ...brand,
  description:
    'Counselling for Indian students who want to study MBBS abroad: universities in 12 countries, real costs, FMGL 2021 checks, and help from application to arrival.',
  branches: [
    {
      city: 'Davanagere',
      state: 'Karnataka',
      geo: { lat: 14.46, lng: 75.92 },
      address: { street: 'P.J. Extension', postalCode: '577002' },
      phone: null,
    },
    {
      city: 'Hubballi',
      state: 'Karnataka',
      geo: { lat: 15.36, lng: 75.12 },
      address: null,
      phone: null,
    },
    {
      city: 'Kalaburagi',
      state: 'Karnataka',
      geo: { lat: 17.33, lng: 76.83 },
      address: null,
      phone: null,
    },
  ],
  whatsappMessage: "Hello! I'm interested in information about studying MBBS abroad.",
  // Not "no separate entrance exam": several universities in the catalogue set their own test
  // or interview (docs/sources/verification-notes.md).
  highlights: ['NEET qualification required', 'Checked against the FMGL 2021 rules'],
  // Not "admissions open": in December 2026 most 2027 application windows have not opened
  // (Russia's and Georgia's run from May) and some have closed (Nepal's, Bulgaria's February).
  nextIntakeYear: '2027',
  seatBookingInr: 10_000,
} as const satisfies SiteSettings

export type { Branch }

/** A branch's postal address on one line, or null while it has none. */
export function branchAddress(branch: Branch): string | null {
  return branch.address
    ? `${branch.address.street}, ${branch.city}, ${branch.state} ${branch.address.postalCode}, India`
    : null
}

export const headOffice = siteSettings.branches[0]

const headOfficeAddress = branchAddress(headOffice)
if (!headOfficeAddress)
  throw new Error('data/site.ts: the head office (first branch) needs an address')

/** The head office's address: where the legal pages say the consultancy is. */
export const formattedAddress: string = headOfficeAddress
