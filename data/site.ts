import { brand } from '@/data/brand'
import { exchangeRates, type ExchangeRate } from '@/data/exchange-rates'
import { publicEnv } from '@/lib/public-env'

/**
 * Site settings: brand, contact details, branches, social links and the marketing claims.
 * The phone, e-mail and WhatsApp values are placeholders until the deployer sets
 * NEXT_PUBLIC_CONTACT_PHONE, NEXT_PUBLIC_CONTACT_EMAIL and NEXT_PUBLIC_WHATSAPP_NUMBER.
 */

type Branch = { city: string; state: string }
type SocialLink = { name: 'Facebook' | 'Instagram' | 'YouTube' | 'LinkedIn'; href: string }
type Claim = { value: string; label: string }

type SiteSettings = {
  name: string
  shortName: string
  tagline: string
  description: string
  url: string
  phones: readonly [string, string]
  email: string
  address: {
    street: string
    locality: string
    region: string
    postalCode: string
    country: string
    countryCode: string
  }
  branches: readonly Branch[]
  social: readonly SocialLink[]
  whatsapp: { number: string; message: string }
  claims: readonly Claim[]
  highlights: readonly string[]
  admissionsOpenFor: string
  seatBookingInr: number
  exchangeRates: { asOf: string; source: string; rates: readonly ExchangeRate[] }
}

const phone = publicEnv.NEXT_PUBLIC_CONTACT_PHONE ?? '+91 98765 43210'

export const site = {
  ...brand,
  description:
    'Counselling for Indian students who want to study MBBS abroad: universities in 12 countries, real costs, FMGL 2021 checks, and help from application to arrival.',
  url: publicEnv.NEXT_PUBLIC_SITE_URL,
  phones: [phone, '+91 98765 43211'],
  email: publicEnv.NEXT_PUBLIC_CONTACT_EMAIL ?? 'admissions@example.com',
  address: {
    street: 'P.J. Extension',
    locality: 'Davanagere',
    region: 'Karnataka',
    postalCode: '577002',
    country: 'India',
    countryCode: 'IN',
  },
  branches: [
    { city: 'Davanagere', state: 'Karnataka' },
    { city: 'Hubballi', state: 'Karnataka' },
    { city: 'Kalaburagi', state: 'Karnataka' },
  ],
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
  whatsapp: {
    number: publicEnv.NEXT_PUBLIC_WHATSAPP_NUMBER ?? '919876543210',
    message: "Hello! I'm interested in information about studying MBBS abroad.",
  },
  claims: [
    { value: '100+', label: 'Partner universities' },
    { value: '2000+', label: 'Students placed' },
    { value: '95%', label: 'Success rate' },
    { value: '₹20 Lakhs', label: 'Tuition from about' },
  ],
  highlights: ['NEET qualification required', 'No separate entrance exam'],
  // Spec 000 says "Admissions for 2025 open"; as of November 2026 the next intake is 2027.
  admissionsOpenFor: '2027',
  seatBookingInr: 10_000,
  exchangeRates,
} as const satisfies SiteSettings

export function telHref(number: string): string {
  return `tel:${number.replace(/[^+0-9]/g, '')}`
}

export function whatsappHref(message: string = site.whatsapp.message): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(message)}`
}

export const formattedAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`
