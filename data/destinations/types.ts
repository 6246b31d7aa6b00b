import type { CountrySlug } from '@/data/countries'
import type { Caution, FaqEntry, FeeCurrency, FmglChecklist } from '@/data/universities/types'

/** Where a statement of a guide comes from: a page or document, and the date it says or was read. */
export type GuideSource = { title: string; url: string | null; date: string }

/**
 * A monthly living cost of the practical guide: a range in a currency, with its source and
 * date, or the flag that it is an estimate (DESIGN.md "Domain truth": an unsourced figure says
 * "estimate").
 */
export type MonthlyCost = {
  item: string
  low: number
  high: number
  currency: FeeCurrency | 'INR'
  note?: string
} & ({ source: GuideSource; estimate?: never } | { estimate: true; source?: never })

/**
 * What the country guide /mbbs-in-{country} says beyond the university defaults, and the
 * practical guide /resources/guides/{country}. Course length, medium,
 * admission steps, eligibility, yearly costs, FAQ, FMGL baseline and cautions are not repeated
 * here: the guides read them from `defaults`, `faq`, `fmgl` and `cautions`.
 */
export type Guide = {
  /** One sentence under the hero heading: true, plain, no superlatives. */
  tagline: string
  /** Two or three short paragraphs: the country, its medical schools, what to weigh. */
  overview: string[]
  /** The degree the universities award, named as they name it. */
  degreeAwarded: string
  /** Four to six true advantages, each under about 90 characters. */
  advantages: string[]
  /** The documents an Indian applicant prepares for this country. */
  documents: string[]
  /** Nepal's page only: 'Life in Nepal'. */
  life?: { accommodation: string; food: string; transportation: string }
  /** /resources/guides/{country}: what the /mbbs-in page does not say. */
  practical: {
    /** One line of what /resources/guides shows on the country's card. */
    summary: string
    /** The year before departure, month by month ("March", "April-May"). */
    timeline: { when: string; task: string }[]
    /** Attestation, apostille or embassy legalisation of Indian documents, step by step. */
    paperwork: { step: string; detail: string }[]
    visa: string[]
    travel: string[]
    arrival: string[]
    monthlyCosts: MonthlyCost[]
  }
  /** Every source the guide's own sentences rest on (also listed in docs/content-sources.md). */
  sources: GuideSource[]
}

/**
 * What every university of a destination shares, stated once.
 * A university holds only what differs: where its own field is empty, the country's is shown,
 * so a correction here reaches all of that country's pages at once. The country guides read
 * the same module.
 */
export type Destination = {
  slug: CountrySlug
  /**
   * Null where the universities of the country differ and each states its own. The guide
   * needs duration, language, admissionProcess, eligibility and additionalExpenses: the
   * schema (data/destinations/schema.ts) fails the build without them.
   */
  defaults: {
    /** What the country's universities set besides NEET ("no entrance exam" is never said). */
    entranceRequirement: string
    duration: string | null
    language: string | null
    intake: string[] | null
    /** Admission steps, one per line. */
    admissionProcess: string | null
    /** Entry requirements for Indian students, one per line. */
    eligibility: string | null
    intakes: string | null
    /** Yearly costs beyond tuition, one per line as "Item: about $a-b a year". */
    additionalExpenses: string | null
  }
  /** Questions every university of the country answers the same way; shown after its own. */
  faq: FaqEntry[]
  /** The country's baseline on the FMGL 2021 criteria; a university overrides single items. */
  fmgl: Partial<FmglChecklist>
  /** Dated warnings about the country, shown on its guide. */
  cautions: Caution[]
  /** Dated warnings that hold for every university of the country: on each card and page too. */
  universityCautions: Caution[]
  /** The country guide's own content. */
  guide: Guide
}
