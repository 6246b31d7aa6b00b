import { loan, neetEligibility, roi } from '@/lib/tools/formulas'
import { COST_ITEMS, type CostItemKey } from '@/lib/tools/options'
import {
  asked,
  NEET_ASKED,
  parseCost,
  parseCostItems,
  parseNeet,
  parseRoi,
  type Params,
} from '@/lib/tools/query'
import { convert, type Rates } from '@/lib/universities/money'

/**
 * Each tool's result from its address: the schema's reading (values and messages) and the
 * formulas' figures, as plain data. The server calls these for the first render; the browser
 * loads this module when a tool is first used and calls them as the visitor types.
 */

export function roiView(params: Params, { rates }: { rates: Rates }) {
  const { values, raw, errors } = parseRoi(params)
  const inr = (amount: number, code: string) => convert(amount, code, 'INR', rates)
  const tuition = inr(values.tuition, values.currency)
  const living = inr(values.living, values.currency)
  const salary = inr(values.salary, values.salaryCurrency)
  // A field in error shows what was typed, not the figure a result would use: no result then.
  const complete = Object.keys(errors).length === 0
  const result =
    !complete || tuition === undefined || living === undefined || salary === undefined
      ? null
      : roi({ tuition, living, years: values.years, salary })
  return {
    /** What each control shows when the form is drawn. */
    fields: raw,
    errors,
    complete,
    currency: values.currency,
    salaryCurrency: values.salaryCurrency,
    /** Null when a currency has no rate on record. */
    result,
  }
}
export type RoiView = ReturnType<typeof roiView>

export function neetView(params: Params, { currentYear }: { currentYear: number }) {
  const { values, raw, errors } = parseNeet(params, currentYear)
  const missing = [
    values.qualified === null && 'whether you qualified NEET-UG',
    values.dob === null && 'your date of birth',
    values.pcb === null && 'your PCB percentage',
  ].filter((item) => item !== false)
  const results =
    values.qualified !== null && values.dob !== null && values.pcb !== null
      ? neetEligibility(
          {
            neetYear: values.neetYear,
            qualified: values.qualified,
            dob: values.dob,
            category: values.category,
            disability: values.disability ?? false,
            pcb: values.pcb,
            intake: values.intake,
            intakeMonth: values.intakeMonth,
            english: values.english ?? undefined,
          },
          currentYear,
        )
      : null
  return {
    fields: {
      ...raw,
      neetYear: raw.neetYear || String(values.neetYear),
      intake: raw.intake || String(values.intake),
    },
    errors,
    missing,
    results,
    asked: asked(params, NEET_ASKED),
  }
}
export type NeetView = ReturnType<typeof neetView>

/** What the cost tool needs of the chosen university, worked out on the server. */
export type CostUniversity = {
  id: number
  name: string
  /** The course length in years, when it is published. */
  years: number | undefined
  /** "6 years", or the years of study when the internship is not in the fee. */
  yearsCounted: string | undefined
  /** The fee is a course total (Nepal's colleges): counted once, never split into years. */
  courseFee: boolean
  feeEstimate: boolean
  /** The date note of the rate its fee is converted at. */
  rateNote: string | undefined
  /** What the tuition default has added to it: "6% service tax on tuition". */
  tuitionSurcharge: string | undefined
  /** The costs its page lists that the total does not count, each as the page words it. */
  leftOut: string[]
}

export function costView(
  params: Params,
  {
    university,
    itemDefaults,
  }: { university: CostUniversity | undefined; itemDefaults: Record<CostItemKey, number> },
) {
  const { values, raw, errors } = parseCost(params, (id) => id === university?.id)
  const items = parseCostItems(params, itemDefaults)
  const prefilled = (key: keyof typeof values & keyof typeof raw) => raw[key] || String(values[key])
  const years = university?.years
  const once = (key: CostItemKey) =>
    key === 'coaching' || (Boolean(university?.courseFee) && key === 'tuition')
  const sum = (keep: (item: (typeof COST_ITEMS)[number]) => boolean) =>
    COST_ITEMS.filter(keep).reduce((n, item) => n + items.values[item.key], 0)
  const yearly = sum((item) => !once(item.key))
  const onceOnly = sum((item) => once(item.key))
  const foreignYearly = sum((item) => item.foreign && !once(item.key))
  const foreignOnce = sum((item) => item.foreign && once(item.key))
  return {
    fields: {
      ...Object.fromEntries(
        COST_ITEMS.map(({ key }) => [key, items.raw[key] || String(items.values[key])]),
      ),
      id: raw.id,
      loan: prefilled('loan'),
      rate: prefilled('rate'),
      tenure: prefilled('tenure'),
      moratorium: raw.moratorium,
    } as Record<CostItemKey | 'id' | 'loan' | 'rate' | 'tenure' | 'moratorium', string>,
    errors: { ...errors, ...items.errors },
    items: items.values,
    course: years === undefined ? null : yearly * years + onceOnly,
    /** What a rupee 10% weaker adds to the foreign costs. */
    risk: years === undefined ? null : (foreignYearly * years + foreignOnce) * 0.1,
    moratorium: values.moratorium,
    repayment: loan({
      principal: values.loan,
      annualRate: values.rate,
      years: values.tenure,
      moratoriumMonths: values.moratorium,
    }),
  }
}
export type CostView = ReturnType<typeof costView>
