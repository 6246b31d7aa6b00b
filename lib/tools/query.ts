import { countries } from '@/data/countries'
import { destinations } from '@/data/destinations'
import type { Category } from '@/lib/tools/formulas'
import { ROI_DEFAULTS } from '@/lib/tools/formulas'

/**
 * The decision tools keep their whole state in the address. These read it: each value that is
 * missing takes its default, each that is wrong takes its default too and gets a message for
 * beside its field, so a bad link never fails the page. The names are part of the contract:
 * tests and shared links use them.
 */
export type Params = Record<string, string | string[] | undefined>

export const TOOL_TABS = ['compare', 'roi', 'neet', 'cost'] as const
export type ToolTab = (typeof TOOL_TABS)[number]

export const MAX_COMPARE = 3

export type Parsed<V> = {
  values: V
  /** What the visitor typed, to show back in the form. */
  raw: Record<keyof V & string, string>
  errors: Partial<Record<keyof V & string, string>>
}

function one(params: Params, key: string): string | undefined {
  const value = params[key]
  return (Array.isArray(value) ? value[0] : value)?.trim()
}

export function toolTab(params: Params): ToolTab {
  const tab = one(params, 'tab')
  return TOOL_TABS.includes(tab as ToolTab) ? (tab as ToolTab) : 'compare'
}

type NumberRule = { min: number; max: number; integer?: boolean; label: string }

function readNumber(
  params: Params,
  key: string,
  fallback: number,
  rule: NumberRule,
): { value: number; raw: string; error?: string } {
  const raw = one(params, key) ?? ''
  if (raw === '') return { value: fallback, raw }
  const value = Number(raw.replace(/,/g, ''))
  const wrong =
    !Number.isFinite(value) ||
    value < rule.min ||
    value > rule.max ||
    (rule.integer && !Number.isInteger(value))
  return wrong
    ? {
        value: fallback,
        raw,
        error: `Enter ${rule.label} from ${rule.min.toLocaleString('en-IN')} to ${rule.max.toLocaleString('en-IN')}${rule.integer ? ' (whole number)' : ''}.`,
      }
    : { value, raw }
}

function collect<V extends Record<string, unknown>>(fields: {
  [K in keyof V & string]: { value: V[K]; raw: string; error?: string }
}): Parsed<V> {
  const values = {} as V
  const raw = {} as Record<keyof V & string, string>
  const errors: Partial<Record<keyof V & string, string>> = {}
  for (const key of Object.keys(fields) as (keyof V & string)[]) {
    values[key] = fields[key].value
    raw[key] = fields[key].raw
    if (fields[key].error) errors[key] = fields[key].error
  }
  return { values, raw, errors }
}

/** compare: ids, comma-separated or repeated, at most 3, each a university of the catalogue. */
export function parseCompare(
  params: Params,
  known: (id: number) => boolean,
): { ids: number[]; messages: string[] } {
  const value = params.ids
  const tokens = (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean)
  const messages: string[] = []
  const ids: number[] = []
  for (const token of tokens) {
    const id = /^\d{1,9}$/.test(token) ? Number(token) : Number.NaN
    if (Number.isNaN(id) || !known(id)) {
      messages.push(`No university in our list has the id "${token.slice(0, 20)}".`)
    } else if (!ids.includes(id)) {
      ids.push(id)
    }
  }
  if (ids.length > MAX_COMPARE) {
    messages.push(`At most ${MAX_COMPARE} universities can be compared: the others were left out.`)
    ids.length = MAX_COMPARE
  }
  return { ids, messages }
}

export const ROI_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const
export type RoiCurrency = (typeof ROI_CURRENCIES)[number]

export type RoiValues = {
  tuition: number
  living: number
  years: number
  salary: number
  /** The currency of tuition and living. */
  currency: RoiCurrency
  /** The salary's own currency: rupees unless the family deliberately chooses another. */
  salaryCurrency: RoiCurrency
}

function readCurrency(
  params: Params,
  key: string,
): { value: RoiCurrency; raw: string; error?: string } {
  const raw = one(params, key) ?? ''
  const code = ROI_CURRENCIES.find((candidate) => candidate === raw.toUpperCase())
  return {
    value: code ?? 'INR',
    raw: code ?? 'INR',
    error: raw && !code ? 'Choose rupees, US dollars, euros or pounds.' : undefined,
  }
}

export function parseRoi(params: Params): Parsed<RoiValues> {
  return collect<RoiValues>({
    tuition: readNumber(params, 'tuition', ROI_DEFAULTS.tuition, {
      min: 0,
      max: 100_000_000,
      label: 'the yearly tuition',
    }),
    living: readNumber(params, 'living', ROI_DEFAULTS.living, {
      min: 0,
      max: 100_000_000,
      label: 'the yearly living cost',
    }),
    years: readNumber(params, 'years', ROI_DEFAULTS.years, {
      min: 1,
      max: 12,
      label: 'the course length in years',
    }),
    salary: readNumber(params, 'salary', ROI_DEFAULTS.salary, {
      min: 0,
      max: 1_000_000_000,
      label: 'the expected yearly salary',
    }),
    currency: readCurrency(params, 'currency'),
    salaryCurrency: readCurrency(params, 'salaryCurrency'),
  })
}

export const CATEGORIES: readonly { value: Category; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'obc', label: 'OBC' },
  { value: 'sc', label: 'SC' },
  { value: 'st', label: 'ST' },
]

export type NeetValues = {
  neetYear: number
  qualified: boolean | null
  dob: string | null
  category: Category
  /** A disability of 40% or more (PwD); asked apart from the category, whose minimum it lowers. */
  disability: boolean | null
  pcb: number | null
  intake: number
  /** The month classes start, 1 to 12: the NEET result must still be valid then. */
  intakeMonth: number
  english: boolean | null
}

function yesNo(
  params: Params,
  key: string,
): { value: boolean | null; raw: string; error?: string } {
  const raw = one(params, key) ?? ''
  if (raw === '') return { value: null, raw }
  if (raw === 'yes' || raw === 'no') return { value: raw === 'yes', raw }
  return { value: null, raw: '', error: 'Answer yes or no.' }
}

/** A real calendar date, YYYY-MM-DD, between 1950 and `latestYear`. */
function readDate(params: Params, key: string, latestYear: number) {
  const raw = one(params, key) ?? ''
  if (raw === '') return { value: null, raw }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw)
  const date = match ? new Date(`${raw}T00:00:00Z`) : null
  const real = date && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw
  if (!real || Number(match![1]) < 1950 || Number(match![1]) > latestYear) {
    return {
      value: null,
      raw,
      error: 'Enter the date of birth as a real date, for example 2008-07-21.',
    }
  }
  return { value: raw, raw }
}

/** September: the month classes start in most of the countries we list. */
export const DEFAULT_INTAKE_MONTH = 9

/**
 * "September: Belarus, Georgia, …; February: Bulgaria, Nepal; …": each country's intake month
 * from its module, most countries first, for the hint beside the NEET tool's month.
 */
export function intakeMonthsHint(): string {
  const byMonth = new Map<string, string[]>()
  for (const country of countries) {
    for (const month of destinations[country.slug].defaults.intake ?? []) {
      byMonth.set(month, [...(byMonth.get(month) ?? []), country.name])
    }
  }
  const varies = countries.filter((country) => !destinations[country.slug].defaults.intake)
  return [
    ...[...byMonth]
      .sort((a, b) => b[1].length - a[1].length)
      .map(([month, names]) => `${month}: ${names.join(', ')}`),
    ...(varies.length > 0 ? [`${varies.map((c) => c.name).join(', ')}: by university`] : []),
  ].join('; ')
}

export function parseNeet(params: Params, currentYear: number): Parsed<NeetValues> {
  // Links shared before the two questions were split said category=pwd.
  const legacyPwd = one(params, 'category') === 'pwd'
  const categoryRaw = legacyPwd ? '' : (one(params, 'category') ?? '')
  const category = CATEGORIES.find((item) => item.value === categoryRaw)?.value
  const pcb = readNumber(params, 'pcb', Number.NaN, {
    min: 0,
    max: 100,
    label: 'the PCB percentage',
  })
  return collect<NeetValues>({
    neetYear: readNumber(params, 'neetYear', currentYear, {
      min: 2019,
      max: currentYear + 1,
      integer: true,
      label: 'the year you sat NEET-UG',
    }),
    qualified: yesNo(params, 'qualified'),
    dob: readDate(params, 'dob', currentYear),
    category: {
      value: category ?? 'general',
      raw: category ?? 'general',
      error: categoryRaw && !category ? 'Choose a category from the list.' : undefined,
    },
    disability: legacyPwd ? { value: true, raw: 'yes' } : yesNo(params, 'disability'),
    pcb: { ...pcb, value: Number.isNaN(pcb.value) ? null : pcb.value },
    intake: readNumber(params, 'intake', currentYear + 1, {
      min: currentYear,
      max: currentYear + 5,
      integer: true,
      label: 'the intake year',
    }),
    intakeMonth: readNumber(params, 'intakeMonth', DEFAULT_INTAKE_MONTH, {
      min: 1,
      max: 12,
      integer: true,
      label: 'the month classes start',
    }),
    english: yesNo(params, 'english'),
  })
}

/** Whether the visitor has asked the tool anything yet (any of its fields is in the address). */
export function asked(params: Params, keys: readonly string[]): boolean {
  return keys.some((key) => (one(params, key) ?? '') !== '')
}

export type CostValues = {
  id: number | null
  loan: number
  rate: number
  tenure: number
  moratorium: number
}

export const LOAN_DEFAULTS = { loan: 2_000_000, rate: 10, tenure: 7, moratorium: 0 } as const

export function parseCost(params: Params, known: (id: number) => boolean): Parsed<CostValues> {
  const idRaw = one(params, 'id') ?? ''
  const id = /^\d{1,9}$/.test(idRaw) && known(Number(idRaw)) ? Number(idRaw) : null
  return collect<CostValues>({
    id: {
      value: id,
      raw: id === null ? '' : idRaw,
      error: idRaw && id === null ? 'Choose a university from the list.' : undefined,
    },
    loan: readNumber(params, 'loan', LOAN_DEFAULTS.loan, {
      min: 0,
      max: 100_000_000,
      label: 'the loan in rupees',
    }),
    rate: readNumber(params, 'rate', LOAN_DEFAULTS.rate, {
      min: 0,
      max: 30,
      label: 'the yearly interest rate',
    }),
    tenure: readNumber(params, 'tenure', LOAN_DEFAULTS.tenure, {
      min: 1,
      max: 20,
      integer: true,
      label: 'the loan tenure in years',
    }),
    moratorium: readNumber(params, 'moratorium', LOAN_DEFAULTS.moratorium, {
      min: 0,
      max: 120,
      integer: true,
      label: 'the moratorium in months',
    }),
  })
}

/** The cost items a family may edit, in rupees (per year, except coaching: once). */
export const COST_ITEMS = [
  { key: 'tuition', label: 'Tuition a year', foreign: true },
  { key: 'hostel', label: 'Hostel a year', foreign: true },
  { key: 'food', label: 'Food a year', foreign: true },
  { key: 'insurance', label: 'Insurance a year', foreign: true },
  { key: 'visa', label: 'Visa and registration a year', foreign: true },
  { key: 'flights', label: 'Flights a year', foreign: false },
  { key: 'coaching', label: 'FMGE coaching (once)', foreign: false },
] as const

export type CostItemKey = (typeof COST_ITEMS)[number]['key']

export function parseCostItems(
  params: Params,
  defaults: Record<CostItemKey, number>,
): Parsed<Record<CostItemKey, number>> {
  const fields = Object.fromEntries(
    COST_ITEMS.map((item) => [
      item.key,
      readNumber(params, item.key, defaults[item.key], {
        min: 0,
        max: 100_000_000,
        label: `${item.label.toLowerCase()} in rupees`,
      }),
    ]),
  ) as { [K in CostItemKey]: { value: number; raw: string; error?: string } }
  return collect<Record<CostItemKey, number>>(fields)
}
