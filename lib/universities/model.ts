import { countries, findCountry } from '@/data/countries'
import { destinationOf } from '@/data/destinations'
import { INDIA_ELIGIBILITY } from '@/data/regulation'
import type {
  CatalogueUniversity,
  Caution,
  FaqEntry,
  FeeSource,
  FeeUnit,
  FmglChecklist,
} from '@/data/universities/types'
import type { universities } from '@/lib/db/schema'

/**
 * A university as the public pages show it, read from the database or, when that fails, from
 * the built-in catalogue in data/. The dashboard reads the same model (docs/architecture.md).
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
  category: string
  tuitionFee: Fee | null
  /** Free text from the dashboard ("₹20-30 Lakhs"), shown when there is no fee. */
  tuitionRange: string | null
  /** What the university sets besides NEET (its own or its country's). */
  entranceRequirement: string | null
  /** Its own dated warnings, then those of its country that hold for every university. */
  cautions: Caution[]
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

/**
 * A fee as every page shows it: amount, currency, unit and what it applies to, with its source
 * and the date it was read, or no source, which the pages call an estimate.
 */
export type Fee = {
  amount: number
  currency: string
  unit: FeeUnit
  appliesTo: string | null
  source: FeeSource | null
  /** The date the source was read; only with a source. */
  checkedOn: string | null
}

export const DEFAULT_CATEGORY = 'Medical'
export const UNIVERSITY_IMAGE_FALLBACK = '/images/universities/fallback.webp'

export function countryName(slug: string): string {
  const known = findCountry(slug)
  if (known) return known.name
  return slug.replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase())
}

/** The built-in entry in the public model. */
export function fromCatalogue(entry: CatalogueUniversity): University {
  const country = destinationOf(entry.country)
  const inherited = country?.defaults
  const fee = entry.tuitionFee
  return {
    id: entry.id,
    name: entry.name,
    country: entry.country,
    countryName: countryName(entry.country),
    city: entry.city,
    description: entry.description,
    established: entry.established,
    category: entry.category,
    tuitionFee: fee && {
      amount: fee.amount,
      currency: fee.currency,
      unit: fee.unit,
      appliesTo: fee.appliesTo,
      source: fee.source ? { ...fee.source } : null,
      checkedOn: fee.source ? fee.seenOn : null,
    },
    tuitionRange: null,
    entranceRequirement: entry.entranceRequirement ?? inherited?.entranceRequirement ?? null,
    cautions: [...(entry.cautions ?? []), ...(country?.universityCautions ?? [])],
    duration: entry.duration ?? inherited?.duration ?? null,
    language: entry.language ?? inherited?.language ?? null,
    recognition: [...entry.recognition],
    features: [...entry.features],
    facilities: [...entry.facilities],
    hostelAvailable: entry.hostelAvailable,
    intake: [...(entry.intake ?? inherited?.intake ?? [])],
    coursesOffered: [...entry.coursesOffered],
    coursesText: null,
    admissionProcess: entry.admissionProcess ?? inherited?.admissionProcess ?? null,
    eligibility: entry.eligibility ?? inherited?.eligibility ?? null,
    intakes: entry.intakes ?? inherited?.intakes ?? null,
    additionalExpenses: entry.additionalExpenses ?? inherited?.additionalExpenses ?? null,
    faq: withCountryFaq(entry.faq, entry.country),
    website: entry.website,
    image: entry.image,
    gallery: [],
    fmgl: catalogueFmgl(entry),
  }
}

/** A built-in entry's checklist: the country's baseline with the entry's own items over it. */
export function catalogueFmgl(entry: CatalogueUniversity): FmglChecklist {
  return { ...destinationOf(entry.country)?.fmgl, ...entry.fmgl } as FmglChecklist
}

/** The university's own questions, then its country's that it does not answer itself. */
function withCountryFaq(own: readonly FaqEntry[], country: string): FaqEntry[] {
  const asked = new Set(own.map((item) => item.question.trim().toLowerCase()))
  const shared = (destinationOf(country)?.faq ?? []).filter(
    (item) => !asked.has(item.question.trim().toLowerCase()),
  )
  return [...own, ...shared].map((item) => ({ ...item }))
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
  | 'category'
  | 'tuitionFeeAmount'
  | 'tuitionFeeCurrency'
  | 'tuitionRange'
  | 'tuitionFeeUnit'
  | 'tuitionFeeIntake'
  | 'tuitionFeeSource'
  | 'tuitionFeeEstimate'
  | 'feesCheckedOn'
  | 'entranceRequirement'
  | 'cautions'
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

/** The columns a card reads: what the listing pages select, and no more. */
export const cardColumnNames = [
  'id',
  'name',
  'country',
  'city',
  'location',
  'category',
  'tuitionFeeAmount',
  'tuitionFeeCurrency',
  'tuitionRange',
  'tuitionFeeUnit',
  'tuitionFeeIntake',
  'tuitionFeeSource',
  'tuitionFeeEstimate',
  'feesCheckedOn',
  'cautions',
  'duration',
  'features',
  'facilities',
  'image',
] as const satisfies readonly (keyof UniversityRow)[]

export type UniversityCardRow = Pick<UniversityRow, (typeof cardColumnNames)[number]>

function feeFromRow(row: UniversityCardRow): Fee | null {
  if (row.tuitionFeeAmount === null || row.tuitionFeeAmount <= 0 || !row.tuitionFeeCurrency) {
    return null
  }
  const source = row.tuitionFeeEstimate ? null : row.tuitionFeeSource
  return {
    amount: row.tuitionFeeAmount,
    currency: row.tuitionFeeCurrency,
    unit: row.tuitionFeeUnit === 'course' ? 'course' : 'year',
    appliesTo: row.tuitionFeeIntake,
    source,
    checkedOn: source ? row.feesCheckedOn : null,
  }
}

/** The fields a card and the full model share, read the same way from a row. */
function commonFromRow(row: UniversityCardRow) {
  const country = row.country.trim().toLowerCase()
  const destination = destinationOf(country)
  return {
    destination,
    fields: {
      id: row.id,
      name: row.name,
      country,
      countryName: countryName(country),
      // The dashboard keeps "City, Country" in location: the city is its first part.
      city: row.city || row.location.split(',')[0]?.trim() || '',
      category: row.category || DEFAULT_CATEGORY,
      tuitionFee: feeFromRow(row),
      tuitionRange: row.tuitionRange,
      cautions: [...row.cautions, ...(destination?.universityCautions ?? [])],
      duration: row.duration ?? destination?.defaults.duration ?? null,
      image: row.image || UNIVERSITY_IMAGE_FALLBACK,
    },
  }
}

/** The columns a country's pages read: its cards, and what the guide adds to them. */
export const countryColumnNames = [
  ...cardColumnNames,
  'fmgl',
  'established',
  'description',
] as const satisfies readonly (keyof UniversityRow)[]

export type CountryUniversityRow = Pick<UniversityRow, (typeof countryColumnNames)[number]>

/** A university as its country's pages show it: a card, its FMGL checklist and its intro. */
export type CountryUniversity = UniversityCard &
  Pick<University, 'fmgl' | 'established' | 'description'>

function fmglFromRow(row: Pick<UniversityRow, 'fmgl' | 'country'>): University['fmgl'] {
  const destination = destinationOf(row.country.trim().toLowerCase())
  return row.fmgl && { ...destination?.fmgl, ...row.fmgl }
}

export function countryUniversityFromRow(row: CountryUniversityRow): CountryUniversity {
  return {
    ...cardFromRow(row),
    fmgl: fmglFromRow(row),
    established: row.established,
    description: row.description,
  }
}

export function toCountryUniversity(university: University): CountryUniversity {
  return {
    ...toCard(university),
    fmgl: university.fmgl,
    established: university.established,
    description: university.description,
  }
}

/** A card straight from the listing's columns, without reading the rest of the row. */
export function cardFromRow(row: UniversityCardRow): UniversityCard {
  const { fields } = commonFromRow(row)
  return {
    ...fields,
    facilities: row.facilities.length > 0 ? row.facilities : row.features,
  }
}

export function fromRow(row: UniversityRow): University {
  const { destination, fields } = commonFromRow(row)
  const { country } = fields
  const inherited = destination?.defaults
  return {
    ...fields,
    description: row.description,
    established: row.established,
    entranceRequirement: row.entranceRequirement ?? inherited?.entranceRequirement ?? null,
    language: row.language ?? inherited?.language ?? null,
    recognition: row.recognition,
    features: row.features,
    facilities: row.facilities,
    hostelAvailable: row.hostelAvailable,
    intake: row.intake.length > 0 ? row.intake : [...(inherited?.intake ?? [])],
    coursesOffered: row.coursesOffered,
    coursesText: row.coursesText,
    admissionProcess: row.admissionProcess ?? inherited?.admissionProcess ?? null,
    eligibility: row.eligibility ?? inherited?.eligibility ?? null,
    intakes: row.intakesText ?? inherited?.intakes ?? null,
    additionalExpenses: row.additionalExpenses ?? inherited?.additionalExpenses ?? null,
    faq: withCountryFaq(
      row.faq.filter((entry) => entry.question !== '' && entry.answer !== ''),
      country,
    ),
    website: row.website,
    gallery: row.gallery,
    fmgl: fmglFromRow(row),
  }
}

export type UniversityCard = {
  id: number
  name: string
  country: string
  countryName: string
  city: string
  tuitionFee: Fee | null
  tuitionRange: string | null
  /** Years of study, to compare a course total with yearly fees. */
  duration: string | null
  cautions: Caution[]
  image: string
  /** Falls back to the features when the university lists no facilities. */
  facilities: string[]
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
    duration: university.duration,
    cautions: university.cautions,
    image: university.image,
    facilities: university.facilities.length > 0 ? university.facilities : university.features,
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

/**
 * Who can apply: India's conditions (the same for every country, stated once in
 * data/regulation.ts), then the country's or the university's own requirements.
 */
export function eligibilityLines(own: string | null | undefined): string[] {
  return [...INDIA_ELIGIBILITY.lines, ...lines(own)]
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
