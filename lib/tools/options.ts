/**
 * The tools' choices and labels: what their forms offer in the browser, kept apart from the
 * schemas and formulas (lib/tools/query.ts, formulas.ts), which load when a tool is first used.
 */

export const TOOL_TABS = ['compare', 'roi', 'neet', 'cost'] as const
export type ToolTab = (typeof TOOL_TABS)[number]

export const MAX_COMPARE = 3

export const ROI_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const
export type RoiCurrency = (typeof ROI_CURRENCIES)[number]

export type Category = 'general' | 'obc' | 'sc' | 'st'

export const CATEGORIES: readonly { value: Category; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'obc', label: 'OBC' },
  { value: 'sc', label: 'SC' },
  { value: 'st', label: 'ST' },
]

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

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

/** Stated assumptions, not researched figures, where the catalogue has no figure. */
export const COST_ASSUMPTIONS = { flights: 40_000, coaching: 100_000 } as const
