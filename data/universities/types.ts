import type { CountrySlug } from '@/data/countries'

/**
 * The shape of one built-in catalogue entry. The database row (lib/db/schema.ts) holds the
 * same facts; lib/data/universities.ts converts between the two.
 */

/** The facility options of the listing's filter. */
export const facilityOptions = [
  'Library',
  'Laboratory',
  'Hospital',
  'Hostel',
  'Sports Complex',
  'Research Center',
  'Digital Library',
  'Cafeteria',
  'Wi-Fi Campus',
  'Auditorium',
  'Student Lounge',
  'Simulation Centers',
  'Modern Laboratories',
  'Clinical Facilities',
  'Student Dormitories',
  'Indian Food',
] as const

export type Facility = (typeof facilityOptions)[number]

/** How a university stands against one criterion of India's FMGL Regulations, 2021. */
export type FmglStatus = 'met' | 'not_met' | 'unverified' | 'contested'

export type FmglItem = {
  status: FmglStatus
  /** One or two plain sentences: what is known and what the family should confirm. */
  note: string
  /** ISO date the item was last checked; null while it is unverified. */
  checkedOn: string | null
  /** Where the status comes from (a regulation, a notice, the university's page, with dates). */
  source?: string
}

/** The six conditions of the FMGL Regulations, 2021 (notified 18 November 2021) a course must meet. */
export const fmglCriteria = [
  { key: 'duration54Months', label: 'Course of at least 54 months' },
  {
    key: 'internship12MonthsSameInstitution',
    label: '12-month internship at the same institution',
  },
  { key: 'englishMedium', label: 'Taught in English throughout' },
  { key: 'curriculumEquivalent', label: 'Curriculum equivalent to the Indian MBBS' },
  { key: 'wholeCourseOneInstitution', label: 'Whole course at one institution abroad' },
  {
    key: 'licenceToPractise',
    label: 'Licence to practise in that country, on a par with its citizens',
  },
] as const

/**
 * The FMGL's seventh condition, completing the course within 10 years of joining, is the
 * student's duty, not a property of a university (docs/sources/verification-notes.md, "Regulatory
 * facts"): shown as advice.
 */
export const FMGL_TEN_YEAR_ADVICE =
  'The FMGL Regulations also require you to complete the course within 10 years of joining. That is your duty, not something a university can promise: a failed year or a break counts against it.'

export type FmglCriterion = (typeof fmglCriteria)[number]['key']
export type FmglChecklist = Record<FmglCriterion, FmglItem>

/** Currencies fees are charged in. RM is written MYR in data; BAM is pegged to the euro. */
export type FeeCurrency = 'USD' | 'EUR' | 'GBP' | 'MYR' | 'NPR' | 'BAM'

/** A fee pays for one year or for the whole course; Nepal's colleges quote course totals. */
export type FeeUnit = 'year' | 'course'

/** Where a fee was read: a page or a document, with its title. */
export type FeeSource = { title: string; url: string | null }

/**
 * Tuition as the university charges it (DESIGN.md "Domain truth"): its real currency and unit,
 * the year or intake it applies to, and either where it was read (with the date) or the flag
 * that it is an estimate. "Last checked" is shown only with a source.
 */
export type TuitionFee = {
  amount: number
  currency: FeeCurrency
  unit: FeeUnit
  /** "2025-26", "February 2024 intake"; null when the source does not say. */
  appliesTo: string | null
} & ({ source: FeeSource; seenOn: string; estimate?: never } | { estimate: true; source?: never })

/** A dated warning on a university or country, with where it comes from. */
export type Caution = { date: string; text: string; source: string; url: string | null }

export type FaqEntry = { question: string; answer: string }

export type CatalogueUniversity = {
  /** 1 to 47; stable, because pages and leads refer to it. */
  id: number
  /** The university's official English name. */
  name: string
  country: CountrySlug
  city: string
  /** Year of foundation of the university (not of its English programme). */
  established: string
  /** Two to four sentences: what it is, where, what stands out. Plain, factual, no hype. */
  description: string
  category: 'Government' | 'Private'
  /** Null where no fee could be found: the page says "Contact for fees". */
  tuitionFee: TuitionFee | null
  /** What the university sets besides NEET; omitted where the country's applies. */
  entranceRequirement?: string
  /**
   * False when the university takes no new medical students (the caution says why): its page
   * shows no intake, application form or budget, and the tools give it no total.
   */
  admitting?: false
  /** Dated warnings for this university (an NMC alert, a closed intake). */
  cautions?: Caution[]
  /** Omitted where the country's (data/destinations) applies; likewise the fields below. */
  duration?: string
  /** Medium of instruction, honestly: "English" or "English, with Russian for clinical years". */
  language?: string
  /** Short labels of real listings and accreditations, e.g. "WDOMS listed", "ECFMG". */
  recognition: string[]
  /** Three to six short key features, each under 40 characters. */
  features: string[]
  /** Chosen only from facilityOptions; four to eight of them. */
  facilities: Facility[]
  hostelAvailable: boolean
  /** Intake months, e.g. ["September"]. */
  intake?: string[]
  /** Other programmes besides MBBS/MD, e.g. ["Dentistry", "Pharmacy"]. */
  coursesOffered: string[]
  /** The university's own admission steps, one per line. */
  admissionProcess?: string
  /** Entry requirements for Indian students, one per line. */
  eligibility?: string
  /** When the intakes run and when to apply, one or two sentences. */
  intakes?: string
  /** Costs beyond tuition (hostel, food, insurance, visa...), approximate, one per line. */
  additionalExpenses?: string
  /** Questions about this university; the country's common ones follow them. */
  faq: FaqEntry[]
  /** The official website, https. */
  website: string
  /** Only the items that differ from the country's baseline. */
  fmgl: Partial<FmglChecklist>
  /** Local image path: /images/universities/{id}.webp */
  image: string
}
