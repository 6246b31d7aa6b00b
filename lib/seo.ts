import type { Metadata } from 'next'

import { branchContacts, formattedAddress, site } from '@/lib/site'

/**
 * Open Graph fields every page shares. Next replaces a parent's `openGraph` object whole
 * rather than merging it, so each page's metadata spreads these in again.
 */
export const sharedOpenGraph = {
  type: 'website',
  siteName: site.name,
  locale: 'en_IN',
  images: [{ url: '/og.png', width: 1200, height: 630, alt: site.tagline }],
} satisfies Metadata['openGraph']

/** Title, description and canonical URL of one page; Open Graph follows them. */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string
  description: string
  path: string
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { ...sharedOpenGraph, title, description, url: path },
    twitter: { title, description },
  }
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: `${site.url}/icon.png`,
    description: site.description,
    email: site.email,
    telephone: site.phones[0],
    address: postalAddress(branchContacts[0]!),
    areaServed: 'IN',
    // Only the profiles the deployer configured: a network's home page is nobody's profile.
    ...(site.social.length > 0 ? { sameAs: site.social.map((link) => link.href) } : {}),
    location: branchContacts.map((branch) => ({
      '@type': 'Place',
      name: `${site.name}, ${branch.city}`,
      address: postalAddress(branch),
      telephone: branch.phones[0],
    })),
    contactPoint: site.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: 'admissions',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi', 'kn'],
    })),
    disambiguatingDescription: formattedAddress,
  }
}

export function websiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: site.url,
    publisher: { '@id': `${site.url}/#organization` },
    inLanguage: 'en-IN',
  }
}

/** An office's PostalAddress: street and PIN code where data/site.ts has them. */
function postalAddress(branch: (typeof branchContacts)[number]) {
  return {
    '@type': 'PostalAddress',
    ...(branch.street ? { streetAddress: branch.street } : {}),
    addressLocality: branch.city,
    addressRegion: branch.state,
    ...(branch.postalCode ? { postalCode: branch.postalCode } : {}),
    addressCountry: 'IN',
  }
}

/** Absolute URL of a path on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString()
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

/** FAQPage for a page's questions and answers. */
export function faqJsonLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

export function universityJsonLd(university: {
  id: number
  name: string
  description: string
  city: string
  countryName: string
  established: string | null
  website: string | null
  image: string
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': `${absoluteUrl(`/university-details/${university.id}`)}#university`,
    name: university.name,
    url: absoluteUrl(`/university-details/${university.id}`),
    description: university.description,
    image: absoluteUrl(university.image),
    address: {
      '@type': 'PostalAddress',
      addressLocality: university.city,
      addressCountry: university.countryName,
    },
    ...(university.established && /^\d{4}$/.test(university.established)
      ? { foundingDate: university.established }
      : {}),
    ...(university.website ? { sameAs: [university.website] } : {}),
  }
}

/** A list of university pages, as on the listing and the country pages. */
export function universityListJsonLd(
  name: string,
  universities: readonly { id: number; name: string }[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: universities.length,
    itemListElement: universities.map((university, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(`/university-details/${university.id}`),
      name: university.name,
    })),
  }
}
