import type { CountrySlug } from '@/data/countries'

/**
 * The hero of /country/{country}: its own for Russia, Georgia, Kazakhstan and the
 * Philippines, the generic one for the others. Fees and cautions
 * are not stated here: the page reads them from the catalogue and data/destinations.
 */
export type CountryHero = {
  heading: string
  description: string
  benefits: readonly string[]
}

export const countryHeroes: Partial<Record<CountrySlug, CountryHero>> = {
  russia: {
    heading: 'Study MBBS in Russia',
    description:
      'State medical universities with long histories and six-year General Medicine programmes. Teaching for foreign students starts in English; Russian is taught alongside, because patients in the clinical years speak Russian.',
    benefits: [
      'Six-year programmes at state universities',
      'Large Indian student communities',
      'Russian language classes built into the course',
    ],
  },
  georgia: {
    heading: 'Study MBBS in Georgia',
    description:
      'Six-year MD programmes taught in English in Tbilisi and Batumi. Georgian universities follow the European credit system; ask each one in writing how the internship year is organised.',
    benefits: [
      'Six-year MD programmes taught in English',
      'European (Bologna) credit system',
      'Indian documents accepted with the MEA apostille',
    ],
  },
  kazakhstan: {
    heading: 'Study MBBS in Kazakhstan',
    description:
      'Medical universities in Almaty, Astana, Karaganda, Semey, Shymkent and Aktobe; five are state-owned, and the academy in Shymkent has a private founder. The course length for a 2027 entrant is unverified: ask each university in writing how long the course and the internship are, and whether the 12-month internship India requires is done there.',
    benefits: [
      'Five of the six are state universities',
      'Low living costs',
      'Indian papers accepted with the MEA apostille',
    ],
  },
  philippines: {
    heading: 'Study MBBS in the Philippines',
    description:
      'English is an official language and the language of teaching, though many patients speak Filipino or a regional language. Medicine follows the American MD model: a pre-medical BS degree of about 1.5-2 years, then an MD of 4 to 4.5 years.',
    benefits: ['Taught in English', 'American-style MD curriculum', 'Tropical climate'],
  },
}

export function genericHero(countryName: string): CountryHero {
  return {
    heading: `Study MBBS in ${countryName}`,
    description: `Medical universities in ${countryName} that accept Indian students, with yearly fees in rupees, programme length, medium of teaching and each one's FMGL 2021 checklist.`,
    benefits: [],
  }
}
