import type { CountrySlug } from '@/data/countries'

/**
 * The hero of /country/{country}: its own for Russia, Georgia, Kazakhstan and the
 * Philippines (spec 000 "Country page"), the generic one for the others. Fees and cautions
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
      'State medical universities in Almaty, Astana, Karaganda, Semey, Shymkent and Aktobe. Programmes for foreign students run 5 to 6 years; check that yours includes the 12-month internship India requires.',
    benefits: [
      'State universities with their own clinics',
      'Low living costs',
      'Flights of about four hours from Delhi',
    ],
  },
  philippines: {
    heading: 'Study MBBS in the Philippines',
    description:
      'English is spoken everywhere and medicine follows the American MD model: a pre-medical BS degree of about 1.5-2 years, then an MD of 4 to 4.5 years.',
    benefits: ['Taught and spoken in English', 'American-style MD curriculum', 'Tropical climate'],
  },
}

export function genericHero(countryName: string): CountryHero {
  return {
    heading: `Study MBBS in ${countryName}`,
    description: `Medical universities in ${countryName} that accept Indian students, with yearly fees in rupees, programme length, medium of teaching and each one's FMGL 2021 checklist.`,
    benefits: [],
  }
}
