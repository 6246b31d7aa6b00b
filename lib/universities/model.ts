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
  /** False when it takes no new medical students: no intake, form or budget is shown. */
  admitting: boolean
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

/**
 * A built-in entry as a row of the universities table: what the seed inserts, and what the
 * pages read when the database cannot be. Every source of a university becomes a row (the
 * dashboard's form through `columnsOf`), and one chain of mappers reads a row: `cardFromRow`,
 * `countryUniversityFromRow` on top of it, `fromRow` on top of that.
 */
export function catalogueRow(entry: CatalogueUniversity): UniversityRow {
  const fee = entry.tuitionFee
  return {
    id: entry.id,
    name: entry.name,
    country: entry.country,
    city: entry.city,
    location: `${entry.city}, ${countryName(entry.country)}`,
    description: entry.description,
    established: entry.established,
    category: entry.category,
    tuitionFeeAmount: fee?.amount ?? null,
    tuitionFeeCurrency: fee?.currency ?? null,
    tuitionFeeUnit: fee?.unit ?? null,
    tuitionFeeIntake: fee?.appliesTo ?? null,
    tuitionFeeSource: fee?.source ?? null,
    tuitionFeeEstimate: fee?.estimate ?? false,
    feesCheckedOn: fee?.source ? fee.seenOn : null,
    tuitionRange: fee ? null : 'Contact for fees',
    // What the country states (data/destinations) is not copied: null inherits it.
    entranceRequirement: entry.entranceRequirement ?? null,
    cautions: [...(entry.cautions ?? [])],
    duration: entry.duration ?? null,
    language: entry.language ?? null,
    recognition: [...entry.recognition],
    features: [...entry.features],
    facilities: [...entry.facilities],
    coursesOffered: [...entry.coursesOffered],
    coursesText: null,
    intake: [...(entry.intake ?? [])],
    intakesText: entry.intakes ?? null,
    hostelAvailable: entry.hostelAvailable,
    admitting: entry.admitting ?? true,
    admissionProcess: entry.admissionProcess ?? null,
    eligibility: entry.eligibility ?? null,
    additionalExpenses: entry.additionalExpenses ?? null,
    faq: entry.faq.map((item) => ({ ...item })),
    image: entry.image,
    gallery: [],
    website: entry.website,
    fmgl: catalogueFmgl(entry),
  }
}

/** A built-in entry's checklist: the country's baseline with the entry's own items over it. */
function catalogueFmgl(entry: CatalogueUniversity): FmglChecklist {
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
  | 'admitting'
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
  'admitting',
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

/** A card straight from the listing's columns, without reading the rest of the row. */
export function cardFromRow(row: UniversityCardRow): UniversityCard {
  const country = row.country.trim().toLowerCase()
  const destination = destinationOf(country)
  const fee = feeFromRow(row)
  return {
    id: row.id,
    name: row.name,
    country,
    countryName: countryName(country),
    // The dashboard keeps "City, Country" in location: the city is its first part.
    city: row.city || row.location.split(',')[0]?.trim() || '',
    category: row.category || DEFAULT_CATEGORY,
    tuitionFee: fee,
    tuitionRange: row.tuitionRange,
    cautions: [...row.cautions, ...(destination?.universityCautions ?? [])],
    duration: row.duration ?? destination?.defaults.duration ?? null,
    image: row.image || UNIVERSITY_IMAGE_FALLBACK,
    facilities: row.facilities.length > 0 ? row.facilities : row.features,
    admitting: row.admitting,
  }
}

/** A card, with what a country's pages add to it. */
export function countryUniversityFromRow(row: CountryUniversityRow): CountryUniversity {
  const destination = destinationOf(row.country.trim().toLowerCase())
  return {
    ...cardFromRow(row),
    fmgl: row.fmgl && { ...destination?.fmgl, ...row.fmgl },
    established: row.established,
    description: row.description,
  }
}

/** Every field: a country's card, and the rest, each empty field inheriting the country's. */
export function fromRow(row: UniversityRow): University {
  const university = countryUniversityFromRow(row)
  const inherited = destinationOf(university.country)?.defaults
  return {
    ...university,
    entranceRequirement: row.entranceRequirement ?? inherited?.entranceRequirement ?? null,
    language: row.language ?? inherited?.language ?? null,
    recognition: row.recognition,
    features: row.features,
    // A card falls back to the features; the full record keeps the facilities as stored.
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
      university.country,
    ),
    website: row.website,
    gallery: row.gallery,
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
  /** False when it takes no new medical students. */
  admitting: boolean
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
