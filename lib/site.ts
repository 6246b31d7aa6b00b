import { branchAddress, contactPlaceholders, siteSettings, type SocialNetwork } from '@/data/site'
import { publicEnv } from '@/lib/public-env'

export { formattedAddress } from '@/data/site'

/**
 * The site's settings as the pages show them: data/site.ts, with the contact details and the
 * origin the deployer configured. Safe in the browser (NEXT_PUBLIC_* values only).
 */
export const site = {
  ...siteSettings,
  url: publicEnv.NEXT_PUBLIC_SITE_URL,
  phones: (publicEnv.NEXT_PUBLIC_CONTACT_PHONE ?? contactPlaceholders.phones) as readonly [
    string,
    ...string[],
  ],
  email: publicEnv.NEXT_PUBLIC_CONTACT_EMAIL ?? contactPlaceholders.email,
  whatsapp: {
    number: publicEnv.NEXT_PUBLIC_WHATSAPP_NUMBER ?? contactPlaceholders.whatsappNumber,
    message: siteSettings.whatsappMessage,
  },
  /** The configured social profiles only: none stands in for an unset one. */
  social: (
    [
      { name: 'Facebook', href: publicEnv.NEXT_PUBLIC_FACEBOOK_URL },
      { name: 'Instagram', href: publicEnv.NEXT_PUBLIC_INSTAGRAM_URL },
      { name: 'YouTube', href: publicEnv.NEXT_PUBLIC_YOUTUBE_URL },
      { name: 'LinkedIn', href: publicEnv.NEXT_PUBLIC_LINKEDIN_URL },
    ] satisfies { name: SocialNetwork; href: string | undefined }[]
  ).filter((link): link is { name: SocialNetwork; href: string } => link.href !== undefined),
}

/**
 * Each office as the contact page, the footer and the JSON-LD show it: where it is (null while
 * data/site.ts has no address for it: the pages ask the family to call for directions) and
 * the numbers that reach it (its own, or the site's).
 */
export const branchContacts = site.branches.map((branch, index) => ({
  city: branch.city,
  state: branch.state,
  headOffice: index === 0,
  street: branch.address?.street ?? null,
  postalCode: branch.address?.postalCode ?? null,
  address: branchAddress(branch),
  phones: branch.phone ? ([branch.phone] as const) : site.phones,
}))

/**
 * The contact variables left unset, whose placeholder the pages show instead: a visitor who
 * calls or writes there reaches nobody. The values are those built into the pages.
 */
export function contactPlaceholdersInEffect(): { variable: string; shown: string }[] {
  return [
    !publicEnv.NEXT_PUBLIC_CONTACT_PHONE && {
      variable: 'NEXT_PUBLIC_CONTACT_PHONE',
      shown: contactPlaceholders.phones.join(', '),
    },
    !publicEnv.NEXT_PUBLIC_CONTACT_EMAIL && {
      variable: 'NEXT_PUBLIC_CONTACT_EMAIL',
      shown: contactPlaceholders.email,
    },
    !publicEnv.NEXT_PUBLIC_WHATSAPP_NUMBER && {
      variable: 'NEXT_PUBLIC_WHATSAPP_NUMBER',
      shown: contactPlaceholders.whatsappNumber,
    },
  ].filter((item) => item !== false)
}

export function telHref(number: string): string {
  return `tel:${number.replace(/[^+0-9]/g, '')}`
}

export function whatsappHref(message: string = site.whatsapp.message): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(message)}`
}
