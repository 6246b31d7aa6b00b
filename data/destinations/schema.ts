import { z } from 'zod'

import { countries } from '@/data/countries'
import type { Destination } from '@/data/destinations/types'

/**
 * The country modules checked at build: the guide pages call `validateDestinations`
 * in generateStaticParams, so a module missing a field the guide needs fails `next build`,
 * not a visitor. The TypeScript type says what may be written; this says what a guide needs.
 */
const isoDate = z.iso.date()
const text = z.string().trim().min(1)
const lines = (min: number) =>
  text.refine((value) => value.split('\n').filter((line) => line.trim()).length >= min, {
    message: `needs at least ${min} lines`,
  })
const source = z.object({ title: text, url: z.url().nullable(), date: isoDate })
const currency = z.enum(['USD', 'EUR', 'GBP', 'MYR', 'NPR', 'BAM', 'INR'])

const monthlyCost = z
  .object({
    item: text,
    low: z.number().nonnegative(),
    high: z.number().nonnegative(),
    currency,
    note: text.optional(),
    source: source.optional(),
    estimate: z.literal(true).optional(),
  })
  .refine((cost) => cost.low <= cost.high, { message: 'low is above high' })
  .refine((cost) => Boolean(cost.source) !== Boolean(cost.estimate), {
    message: 'a cost has a source or is marked estimate, not both or neither',
  })

const caution = z.object({ date: isoDate, text, source: text, url: z.url().nullable() })

export const destinationSchema = z.object({
  slug: z.enum(countries.map((country) => country.slug)),
  defaults: z.object({
    entranceRequirement: text,
    duration: text,
    language: text,
    intake: z.array(text).nullable(),
    admissionProcess: lines(3),
    // The country's own requirements; India's rules come first on every page (data/regulation.ts).
    eligibility: lines(1),
    intakes: text.nullable(),
    additionalExpenses: lines(2).refine(
      (value) => value.split('\n').every((line) => /^[^:]+: .+$/.test(line)),
      { message: 'each line reads "Item: cost"' },
    ),
  }),
  // The guide's FAQ section and its FAQPage JSON-LD need at least one question.
  faq: z.array(z.object({ question: text, answer: text })).min(1),
  fmgl: z.record(z.string(), z.unknown()),
  cautions: z.array(caution),
  universityCautions: z.array(caution),
  guide: z.object({
    tagline: text.max(200),
    overview: z.array(text).min(2).max(4),
    degreeAwarded: text,
    advantages: z.array(text.max(120)).min(4).max(6),
    documents: z.array(text).min(6),
    life: z.object({ accommodation: text, food: text, transportation: text }).optional(),
    practical: z.object({
      summary: text.max(200),
      timeline: z.array(z.object({ when: text, task: text })).min(6),
      paperwork: z.array(z.object({ step: text, detail: text })).min(3),
      visa: z.array(text).min(2),
      travel: z.array(text).min(2),
      arrival: z.array(text).min(2),
      monthlyCosts: z.array(monthlyCost).min(4),
    }),
    sources: z.array(source).min(1),
  }),
})

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
