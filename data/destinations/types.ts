import type { CountrySlug } from '@/data/countries'
import type { Caution, FaqEntry, FmglChecklist } from '@/data/universities/types'

/**
 * What every university of a destination shares, stated once (issue 17, "every fact once").
 * A university holds only what differs: where its own field is empty, the country's is shown,
 * so a correction here reaches all of that country's pages at once. The country guides read
 * the same module.
 */
export type Destination = {
  slug: CountrySlug
  /** Null where the universities of the country differ and each states its own. */
  defaults: {
    /** What the country's universities set besides NEET ("no entrance exam" is never said). */
    entranceRequirement: string
    duration: string | null
    language: string | null
    intake: string[] | null
    admissionProcess: string | null
    eligibility: string | null
    intakes: string | null
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
}
