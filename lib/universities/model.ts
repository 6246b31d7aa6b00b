import { countries, findCountry } from '@/data/countries'
import type { CatalogueUniversity, FaqEntry, FmglChecklist } from '@/data/universities/types'
import type { universities } from '@/lib/db/schema'
import { parseFaq } from '@/lib/universities/faq'

/**
 * A university as the public pages show it: the one model of DESIGN.md "Data", read from the
 * database or, when that fails, from the built-in catalogue in data/.
 */
export type University = {
  id: number
  name: string
  /** Lowercase country slug ("russia"); staff may add a country outside the twelve. */
  country: string
  countryName: string
  city: string
  description: string
  established: string | null
  students: string | null
  category: string
  rating: number
  tuitionFee: { amount: number; currency: string } | null
  /** Free text from the dashboard ("₹20-30 Lakhs"), shown when there is no yearly fee. */
  tuitionRange: string | null
  feesCheckedOn: string | null
  duration: string | null
  language: string | null
  recognition: string[]
  features: string[]
  facilities: string[]
  hostelAvailable: boolean
  intake: string[]
  coursesOffered: string[]
  /** Markdown from the dashboard's courses field. */
  coursesText: string | null
  admissionProcess: string | null
  eligibility: string | null
  intakes: string | null
  additionalExpenses: string | null
  faq: FaqEntry[]
  website: string | null
  image: string
  gallery: string[]
  fmgl: FmglChecklist | null
}

export const DEFAULT_RATING = 4.5
export const DEFAULT_CATEGORY = 'Medical'
export const UNIVERSITY_IMAGE_FALLBACK = '/images/universities/fallback.webp'

export function countryName(slug: string): string {
  const known = findCountry(slug)
  if (known) return known.name
  return slug.replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase())
}

/** The built-in entry in the public model. */
export function fromCatalogue(entry: CatalogueUniversity): University {
  return {
    id: entry.id,
    name: entry.name,
    country: entry.country,
    countryName: countryName(entry.country),
    city: entry.city,
    description: entry.description,
    established: entry.established,
    students: entry.students,
    category: entry.category,
    rating: entry.rating,
    tuitionFee: { ...entry.tuitionFee },
    tuitionRange: null,
    feesCheckedOn: entry.feesCheckedOn,
    duration: entry.duration,
    language: entry.language,
    recognition: [...entry.recognition],
    features: [...entry.features],
    facilities: [...entry.facilities],
    hostelAvailable: entry.hostelAvailable,
    intake: [...entry.intake],
    coursesOffered: [...entry.coursesOffered],
    coursesText: null,
    admissionProcess: entry.admissionProcess,
    eligibility: entry.eligibility,
    intakes: entry.intakes,
    additionalExpenses: entry.additionalExpenses,
    faq: entry.faq.map((item) => ({ ...item })),
    website: entry.website,
    image: entry.image,
    gallery: [],
    fmgl: entry.fmgl,
  }
}

/** The columns of a database row that the public model reads. */
export type UniversityRow = Pick<
  typeof universities.$inferSelect,
  | 'id'
  | 'name'
  | 'country'
  | 'city'
  | 'location'
  | 'description'
  | 'established'
  | 'students'
  | 'category'
  | 'rating'
  | 'tuitionFeeAmount'
  | 'tuitionFeeCurrency'
  | 'tuitionRange'
  | 'feesCheckedOn'
  | 'duration'
  | 'language'
  | 'recognition'
  | 'features'
  | 'facilities'
  | 'coursesOffered'
  | 'coursesText'
  | 'intake'
  | 'intakesText'
  | 'hostelAvailable'
  | 'admissionProcess'
  | 'eligibility'
  | 'additionalExpenses'
  | 'faq'
  | 'image'
  | 'gallery'
  | 'website'
  | 'fmgl'
>

export function fromRow(row: UniversityRow): University {
  const country = row.country.trim().toLowerCase()
  return {
    id: row.id,
    name: row.name,
    country,
    countryName: countryName(country),
    // The dashboard keeps "City, Country" in location (spec 001 3.2: city is its first part).
    city: row.city || row.location.split(',')[0]?.trim() || '',
    description: row.description,
    established: row.established,
    students: row.students,
    category: row.category || DEFAULT_CATEGORY,
    rating: Number.isFinite(row.rating) ? row.rating : DEFAULT_RATING,
    tuitionFee:
      row.tuitionFeeAmount !== null && row.tuitionFeeAmount > 0 && row.tuitionFeeCurrency
        ? { amount: row.tuitionFeeAmount, currency: row.tuitionFeeCurrency }
        : null,
    tuitionRange: row.tuitionRange,
    feesCheckedOn: row.feesCheckedOn,
    duration: row.duration,
    language: row.language,
    recognition: row.recognition,
    features: row.features,
    facilities: row.facilities,
    hostelAvailable: row.hostelAvailable,
    intake: row.intake,
    coursesOffered: row.coursesOffered,
    coursesText: row.coursesText,
    admissionProcess: row.admissionProcess,
    eligibility: row.eligibility,
    intakes: row.intakesText,
    additionalExpenses: row.additionalExpenses,
    faq: parseFaq(row.faq),
    website: row.website,
    image: row.image || UNIVERSITY_IMAGE_FALLBACK,
    gallery: row.gallery,
    fmgl: row.fmgl,
  }
}

/** The card display model (spec 000 section 3, spec 001 section 3.2). */
export type UniversityCard = {
  id: number
  name: string
  country: string
  countryName: string
  city: string
  tuitionFee: { amount: number; currency: string } | null
  tuitionRange: string | null
  image: string
  /** Falls back to the features when the university lists no facilities. */
  facilities: string[]
  rating: number
  category: string
}

export function toCard(university: University): UniversityCard {
  return {
    id: university.id,
    name: university.name,
    country: university.country,
    countryName: university.countryName,
    city: university.city,
    tuitionFee: university.tuitionFee,
    tuitionRange: university.tuitionRange,
    image: university.image,
    facilities: university.facilities.length > 0 ? university.facilities : university.features,
    rating: Math.round(university.rating * 10) / 10,
    category: university.category,
  }
}

/** Each line of a multi-line text field, trimmed, without bullets or blanks. */
export function lines(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean)
}

/** Each of the site's countries that has universities in the list, with how many. */
export function countriesWithCounts(
  universities: readonly { country: string }[],
): { slug: string; name: string; count: number }[] {
  return countries
    .map((country) => ({
      slug: country.slug as string,
      name: country.name as string,
      count: universities.filter((university) => university.country === country.slug).length,
    }))
    .filter((country) => country.count > 0)
}
