import { z } from 'zod'

import { countries } from '@/data/countries'
import type { FmglChecklist } from '@/data/universities/types'

/**
 * A country module (data/destinations/{country}.ts): its shape, stated once. The TypeScript
 * types below are inferred from it, so a module that type-checks has every field; the build
 * (the guide pages' generateStaticParams) and tests/unit/destinations-schema.test.ts check
 * the rest (dates, line counts, lengths, sources), so an incomplete module fails the build,
 * never a visitor.
 */
const isoDate = z.iso.date()
const text = z.string().trim().min(1)
const lines = (min: number) =>
  text.refine((value) => value.split('\n').filter((line) => line.trim()).length >= min, {
    message: `needs at least ${min} lines`,
  })
const currency = z.enum(['USD', 'EUR', 'GBP', 'MYR', 'NPR', 'BAM', 'INR'])

/** Where a statement of a guide comes from: a page or document, and the date it says or was read. */
const guideSource = z.object({ title: text, url: z.url().nullable(), date: isoDate })

/**
 * A monthly living cost of the practical guide: a range in a currency, with its source, or
 * marked as an estimate (an unsourced figure says "estimate").
 */
const costRange = z.object({
  item: text,
  low: z.number().nonnegative(),
  high: z.number().nonnegative(),
  currency,
  note: text.optional(),
})
const monthlyCost = z
  .union([
    costRange.extend({ source: guideSource, estimate: z.undefined().optional() }),
    costRange.extend({ estimate: z.literal(true), source: z.undefined().optional() }),
  ])
  .refine((cost) => cost.low <= cost.high, { message: 'low is above high' })

const caution = z.object({ date: isoDate, text, source: text, url: z.url().nullable() })

/**
 * What the country guide /mbbs-in-{country} says beyond the university defaults, and the
 * practical guide /resources/guides/{country}. Course length, medium, admission steps,
 * eligibility, yearly costs, FAQ, FMGL baseline and cautions are not repeated here: the guides
 * read them from `defaults`, `faq`, `fmgl` and `cautions`.
 */
const guide = z.object({
  /** One sentence under the hero heading: true, plain, no superlatives. */
  tagline: text.max(200),
  /** Two or three short paragraphs: the country, its medical schools, what to weigh. */
  overview: z.array(text).min(2).max(4),
  /** The degree the universities award, named as they name it. */
  degreeAwarded: text,
  /** Four to six true advantages, each under about 90 characters. */
  advantages: z.array(text.max(120)).min(4).max(6),
  /** The documents an Indian applicant prepares for this country. */
  documents: z.array(text).min(6),
  /** Nepal's page only: 'Life in Nepal'. */
  life: z.object({ accommodation: text, food: text, transportation: text }).optional(),
  /** /resources/guides/{country}: what the /mbbs-in page does not say. */
  practical: z.object({
    /** One line of what /resources/guides shows on the country's card. */
    summary: text.max(200),
    /** The year before departure, month by month ("March", "April-May"). */
    timeline: z.array(z.object({ when: text, task: text })).min(6),
    /** Attestation, apostille or embassy legalisation of Indian documents, step by step. */
    paperwork: z.array(z.object({ step: text, detail: text })).min(3),
    visa: z.array(text).min(2),
    travel: z.array(text).min(2),
    arrival: z.array(text).min(2),
    monthlyCosts: z.array(monthlyCost).min(4),
  }),
  /** Every source the guide's own sentences rest on (also listed in docs/content-sources.md). */
  sources: z.array(guideSource).min(1),
})

/**
 * What every university of a destination shares, stated once. A university holds only what
 * differs: where its own field is empty, the country's is shown, so a correction here reaches
 * all of that country's pages at once. The country guides read the same module.
 */
export const destinationSchema = z.object({
  slug: z.enum(countries.map((country) => country.slug)),
  defaults: z.object({
    /** What the country's universities set besides NEET ("no entrance exam" is never said). */
    entranceRequirement: text,
    duration: text,
    language: text,
    /** Null where the universities of the country differ and each states its own. */
    intake: z.array(text).nullable(),
    /** Admission steps, one per line. */
    admissionProcess: lines(3),
    /** The country's own requirements; India's rules come first on every page (data/regulation.ts). */
    eligibility: lines(1),
    intakes: text.nullable(),
    /** Yearly costs beyond tuition, one per line as "Item: about $a-b a year". */
    additionalExpenses: lines(2).refine(
      (value) => value.split('\n').every((line) => /^[^:]+: .+$/.test(line)),
      { message: 'each line reads "Item: cost"' },
    ),
  }),
  /**
   * The hero of /country/{slug}, where the country has its own: a heading, a description and
   * up to four benefits. Fees and cautions are not stated here: the page reads them.
   */
  hero: z.object({ heading: text, description: text, benefits: z.array(text).max(4) }).optional(),
  /** Questions every university of the country answers the same way; shown after its own. */
  faq: z.array(z.object({ question: text, answer: text })).min(1),
  /** The country's baseline on the FMGL 2021 criteria; a university overrides single items. */
  fmgl: z.custom<Partial<FmglChecklist>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  ),
  /** Dated warnings about the country, shown on its guide. */
  cautions: z.array(caution),
  /** Dated warnings that hold for every university of the country: on each card and page too. */
  universityCautions: z.array(caution),
  /** The country guide's own content. */
  guide,
})

export type Destination = z.infer<typeof destinationSchema>
export type Guide = z.infer<typeof guide>
export type GuideSource = z.infer<typeof guideSource>
export type MonthlyCost = z.infer<typeof monthlyCost>
export type CountryHero = NonNullable<Destination['hero']>

/** The hero of a country without its own, or of one staff added outside the twelve. */
export function genericHero(countryName: string): CountryHero {
  return {
    heading: `Study MBBS in ${countryName}`,
    description: `Medical universities in ${countryName} that accept Indian students, with yearly fees in rupees, programme length, medium of teaching and each one's FMGL 2021 checklist.`,
    benefits: [],
  }
}

/** Every module, or an error naming each country and field that is missing or wrong. */
export function validateDestinations(modules: readonly Destination[]): void {
  const problems = modules.flatMap((module) => {
    const result = destinationSchema.safeParse(module)
    return result.success
      ? []
      : result.error.issues.map(
          (issue) => `${module.slug}: ${issue.path.join('.')}: ${issue.message}`,
        )
  })
  if (problems.length > 0) {
    throw new Error(`The country modules are incomplete:\n${problems.join('\n')}`)
  }
}
