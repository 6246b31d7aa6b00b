import type { CountrySlug } from '@/data/countries'

/**
 * The hero of /country/{country}: its own for Russia, Georgia, Kazakhstan and the
 * Philippines (spec 000 "Country page"), the generic one for the others. Facts and dates:
 * docs/content-sources.md.
 */
export type CountryHero = {
  heading: string
  description: string
  benefits: readonly string[]
  /** A dated caution that must stay on the page (DESIGN.md "Domain truth"). */
  caution?: { text: string; asOf: string }
}

export const countryHeroes: Partial<Record<CountrySlug, CountryHero>> = {
  russia: {
    heading: 'Study MBBS in Russia',
    description:
      'State medical universities with long histories and six-year General Medicine programmes, at about $4,500-7,000 a year in tuition. Teaching for foreign students starts in English; Russian is taught alongside, because patients in the clinical years speak Russian.',
    benefits: [
      'Six-year programmes at state universities',
      'Tuition of about $4,500-7,000 a year',
      'Large Indian student communities',
      'Russian language classes built into the course',
    ],
  },
  georgia: {
    heading: 'Study MBBS in Georgia',
    description:
      'Six-year MD programmes taught in English in Tbilisi and Batumi, at about $5,000-6,500 a year in tuition. Georgian universities follow the European credit system; ask each one in writing how the internship year is organised.',
    benefits: [
      'Six-year MD programmes taught in English',
      'Tuition of about $5,000-6,500 a year',
      'European (Bologna) credit system',
      'Direct flights from India via the Gulf',
    ],
  },
  kazakhstan: {
    heading: 'Study MBBS in Kazakhstan',
    description:
      'State medical universities in Almaty, Astana, Karaganda, Semey, Shymkent and Aktobe, at about $3,500-5,000 a year in tuition. Programmes for foreign students run 5 to 6 years; check that yours includes the 12-month internship India requires.',
    benefits: [
      'Tuition of about $3,500-5,000 a year',
      'State universities with their own clinics',
      'Low living costs',
      'Flights of about four hours from Delhi',
    ],
  },
  philippines: {
    heading: 'Study MBBS in the Philippines',
    description:
      'English is spoken everywhere and medicine follows the American MD model: a pre-medical BS degree of about 1.5-2 years, then a 4-year MD. Tuition is about $3,000-6,000 a year.',
    benefits: [
      'Taught and spoken in English',
      'American-style MD curriculum',
      'Tuition of about $3,000-6,000 a year',
      'Tropical climate and familiar food',
    ],
    caution: {
      text: "India's NMC has said the BS + MD route does not meet the FMGL 2021 rules for students admitted after 18 November 2021, because the medical course itself is shorter than 54 months. Talk to a counsellor before you apply.",
      asOf: '2026-11-22',
    },
  },
}

export function genericHero(countryName: string): CountryHero {
  return {
    heading: `Study MBBS in ${countryName}`,
    description: `Medical universities in ${countryName} that accept Indian students, with yearly fees in rupees, programme length, medium of teaching and each one's FMGL 2021 checklist.`,
    benefits: [],
  }
}
