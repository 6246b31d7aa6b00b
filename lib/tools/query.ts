import { ROI_DEFAULTS } from '@/lib/tools/formulas'
import {
  CATEGORIES,
  COST_ITEMS,
  MAX_COMPARE,
  ROI_CURRENCIES,
  TOOL_TABS,
  type CostItemKey,
  type ToolTab,
} from '@/lib/tools/options'
import { choiceOf, isoDate, number, parseForm, yesNo } from '@/lib/validation/search-param-fields'
import {
  oneOf,
  valuesOf,
  type QueryField,
  type SearchParamsInput,
} from '@/lib/validation/search-params'

/**
 * The decision tools keep their whole state in the address: one schema per tool, read by the
 * server for the first render (and for a form sent without JavaScript) and by the browser as
 * the visitor types. A missing value takes its default; a wrong one takes its default too,
 * with a message for beside its field, so a bad link never fails the page. The key names are
 * part of the contract: tests and shared links use them.
 */
export type Params = Record<string, string | string[] | undefined>

const toolTabField = oneOf(TOOL_TABS, 'compare')

export function toolTab(params: SearchParamsInput): ToolTab {
  return toolTabField.read(valuesOf(params, 'tab')).value
}

/** A catalogue id: digits only, of a university the catalogue has. */
const catalogueId = (text: string, known: (id: number) => boolean) =>
  /^\d{1,9}$/.test(text) && known(Number(text)) ? Number(text) : null

/** compare: ids, comma-separated or repeated, at most 3, each a university of the catalogue. */
export function parseCompare(
  params: SearchParamsInput,
  known: (id: number) => boolean,
): { ids: number[]; messages: string[] } {
  const messages: string[] = []
  const ids: number[] = []
  for (const token of valuesOf(params, 'ids').flatMap((part) => part.split(','))) {
    const text = token.trim()
    if (!text) continue
    const id = catalogueId(text, known)
    if (id === null) messages.push(`No university in our list has the id "${text.slice(0, 20)}".`)
    else if (!ids.includes(id)) ids.push(id)
  }
  if (ids.length > MAX_COMPARE) {
    messages.push(`At most ${MAX_COMPARE} universities can be compared: the others were left out.`)
    ids.length = MAX_COMPARE
  }
  return { ids, messages }
}

const roiCurrency = choiceOf(
  ROI_CURRENCIES,
  'INR',
  'Choose rupees, US dollars, euros or pounds.',
  (text) => text.toUpperCase(),
)

const MAX_AMOUNT = 100_000_000

export const roiSchema = {
  tuition: number(ROI_DEFAULTS.tuition, { min: 0, max: MAX_AMOUNT, label: 'the yearly tuition' }),
  living: number(ROI_DEFAULTS.living, {
    min: 0,
    max: MAX_AMOUNT,
    label: 'the yearly living cost',
  }),
  years: number(ROI_DEFAULTS.years, { min: 1, max: 12, label: 'the course length in years' }),
  salary: number(ROI_DEFAULTS.salary, {
    min: 0,
    max: 1_000_000_000,
    label: 'the expected yearly salary',
  }),
  /** The currency of tuition and living. */
  currency: roiCurrency,
  /** The salary's own currency: rupees unless the family deliberately chooses another. */
  salaryCurrency: roiCurrency,
}
export type RoiValues = ReturnType<typeof parseRoi>['values']

export function parseRoi(params: SearchParamsInput) {
  return parseForm(roiSchema, params)
}

/** September: the month classes start in most of the countries we list. */
export const DEFAULT_INTAKE_MONTH = 9

/** The NEET check's keys; its year limits move with India's calendar year. */
export function neetSchema(currentYear: number) {
  return {
    neetYear: number(currentYear, {
      min: 2019,
      max: currentYear + 1,
      integer: true,
      label: 'the year you sat NEET-UG',
    }),
    qualified: yesNo(),
    dob: isoDate({
      from: 1950,
      to: currentYear,
      message: 'Enter the date of birth as a real date, for example 2008-07-21.',
    }),
    category: choiceOf(
      CATEGORIES.map((item) => item.value),
      'general',
      'Choose a category from the list.',
    ),
    /** A disability of 40% or more (PwD); asked apart from the category, whose minimum it lowers. */
    disability: yesNo(),
    pcb: number(null, { min: 0, max: 100, label: 'the PCB percentage' }),
    intake: number(currentYear + 1, {
      min: currentYear,
      max: currentYear + 5,
      integer: true,
      label: 'the intake year',
    }),
    /** The month classes start, 1 to 12: the NEET result must still be valid then. */
    intakeMonth: {
      ...number(DEFAULT_INTAKE_MONTH, {
        min: 1,
        max: 12,
        integer: true,
        label: 'the month classes start',
      }),
      typed: false,
    },
    english: yesNo(),
  }
}
export type NeetValues = ReturnType<typeof parseNeet>['values']

/** The NEET check's keys that mean the visitor has asked something. */
export const NEET_ASKED = ['qualified', 'dob', 'pcb', 'neetYear', 'intake'] as const

export function parseNeet(params: SearchParamsInput, currentYear: number) {
  // Links shared before the two questions were split said category=pwd.
  const schema = neetSchema(currentYear)
  if (valuesOf(params, 'category')[0] !== 'pwd') return parseForm(schema, params)
  const legacy: Params = Object.fromEntries(
    Object.keys(schema).map((key) => [key, valuesOf(params, key)]),
  )
  return parseForm(schema, { ...legacy, category: undefined, disability: 'yes' })
}

/** Whether the visitor has asked the tool anything yet (any of its fields is in the address). */
export function asked(params: SearchParamsInput, keys: readonly string[]): boolean {
  return keys.some((key) => Boolean(valuesOf(params, key)[0]))
}

export const LOAN_DEFAULTS = { loan: 2_000_000, rate: 10, tenure: 7, moratorium: 0 } as const

/** The cost tool's university and loan; the university must be one of the catalogue. */
export function costSchema(known: (id: number) => boolean) {
  const university: QueryField<number | null> = {
    read: ([first]) => {
      if (!first) return { value: null }
      const id = catalogueId(first, known)
      return id === null
        ? { value: null, error: 'Choose a university from the list.' }
        : { value: id }
    },
    write: (value) => (value === null ? '' : String(value)),
  }
  return {
    id: university,
    loan: number(LOAN_DEFAULTS.loan, { min: 0, max: MAX_AMOUNT, label: 'the loan in rupees' }),
    rate: number(LOAN_DEFAULTS.rate, { min: 0, max: 30, label: 'the yearly interest rate' }),
    tenure: number(LOAN_DEFAULTS.tenure, {
      min: 1,
      max: 20,
      integer: true,
      label: 'the loan tenure in years',
    }),
    moratorium: number(LOAN_DEFAULTS.moratorium, {
      min: 0,
      max: 120,
      integer: true,
      label: 'the moratorium in months',
    }),
  }
}
export type CostValues = ReturnType<typeof parseCost>['values']

export function parseCost(params: SearchParamsInput, known: (id: number) => boolean) {
  return parseForm(costSchema(known), params)
}

/** The cost items, each defaulting to the chosen university's own figure. */
export function costItemsSchema(defaults: Record<CostItemKey, number>) {
  return Object.fromEntries(
    COST_ITEMS.map((item) => [
      item.key,
      number(defaults[item.key], {
        min: 0,
        max: MAX_AMOUNT,
        label: `${item.label.toLowerCase()} in rupees`,
      }),
    ]),
  ) as Record<CostItemKey, QueryField<number>>
}

export function parseCostItems(params: SearchParamsInput, defaults: Record<CostItemKey, number>) {
  return parseForm(costItemsSchema(defaults), params)
}
