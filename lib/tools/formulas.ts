/**
 * The decision tools' arithmetic, in one module with no I/O: the ROI, the education loan's
 * EMI, the NEET eligibility rules of data/regulation.ts, and the yearly costs read from a
 * university's "Item: about $a-b a year" lines.
 */

import {
  INDIA_ELIGIBILITY,
  NEET_RESULT_DECLARED,
  NEET_RESULT_USUAL_MONTH,
  PCB_MINIMUM,
} from '@/data/regulation'
import { formatDate } from '@/lib/dates'
import { MONTH_NAMES, type Category } from '@/lib/tools/options'

export type { Category }

/** A first-year resident's stipend in India, the ROI tool's default salary. */
export const INDIAN_SALARY = {
  monthly: 57_876,
  source:
    'a first-year postgraduate resident at one state medical college, ₹57,876 a month (MOSC Medical College stipend list, 9 Oct 2025); new MBBS graduates are commonly paid ₹30,000-80,000 a month (salary surveys, 2024-25)',
} as const

/**
 * The ROI calculator's starting figures, in rupees. A default salary of USD 60,000 a year,
 * about ₹4.5 lakh a month, is more than any new doctor in India earns: with it the tool called
 * the course "a good investment" in nine months. The salary here is what a new doctor is paid
 * in India (INDIAN_SALARY); tuition and living are an example a family replaces with the
 * university's figures.
 */
export const ROI_DEFAULTS = {
  tuition: 400_000,
  living: 200_000,
  years: 6,
  salary: INDIAN_SALARY.monthly * 12,
} as const

export type RoiAdvice = 'good' | 'moderate' | 'long-term'

export type RoiResult = {
  investment: number
  monthlySalary: number
  /** Null when the salary is zero: the course never pays for itself. */
  breakEvenMonths: number | null
  advice: RoiAdvice | null
}

/**
 * Total investment = (tuition + living) x years; monthly salary = annual / 12; break-even
 * months = ceil(investment / annual salary x 12); 36 months or fewer is a good investment,
 * 37-60 moderate, over 60 long-term.
 */
export function roi(input: {
  tuition: number
  living: number
  years: number
  salary: number
}): RoiResult {
  const investment = (input.tuition + input.living) * input.years
  const monthlySalary = input.salary / 12
  if (input.salary <= 0) return { investment, monthlySalary, breakEvenMonths: null, advice: null }
  const breakEvenMonths = Math.ceil((investment / input.salary) * 12)
  const advice: RoiAdvice =
    breakEvenMonths <= 36 ? 'good' : breakEvenMonths <= 60 ? 'moderate' : 'long-term'
  return { investment, monthlySalary, breakEvenMonths, advice }
}

export type LoanResult = {
  /** The loan when repayment starts: the principal plus the moratorium's interest. */
  repaid: number
  moratoriumInterest: number
  emi: number
  months: number
  totalPaid: number
  totalInterest: number
}

/**
 * An education loan by the standard amortisation formula, EMI = P r (1+r)^n / ((1+r)^n - 1)
 * with r the monthly rate and n the months. During a moratorium the interest is simple and is
 * added to the loan when repayment starts (the usual practice of Indian lenders; each bank's
 * terms differ). Rs 20,00,000 at 10% over 7 years is Rs 33,202 a month.
 */
export function loan(input: {
  principal: number
  annualRate: number
  years: number
  moratoriumMonths?: number
}): LoanResult {
  const months = Math.round(input.years * 12)
  const monthlyRate = input.annualRate / 12 / 100
  const moratoriumInterest = input.principal * monthlyRate * (input.moratoriumMonths ?? 0)
  const repaid = input.principal + moratoriumInterest
  let emi: number
  if (months <= 0) emi = 0
  else if (monthlyRate === 0) emi = repaid / months
  else {
    const growth = (1 + monthlyRate) ** months
    emi = (repaid * monthlyRate * growth) / (growth - 1)
  }
  const totalPaid = emi * months
  return {
    repaid,
    moratoriumInterest,
    emi,
    months,
    totalPaid,
    totalInterest: totalPaid - input.principal,
  }
}

/**
 * The Class 12 aggregate in Physics, Chemistry and Biology a candidate needs: by category,
 * and with a disability by category too (45% general, 40% SC/ST/OBC), so the two are asked
 * separately.
 */
export function pcbMinimum(category: Category, disability: boolean): number {
  if (category === 'general') return disability ? PCB_MINIMUM.generalPwd : PCB_MINIMUM.general
  return disability ? PCB_MINIMUM.reservedPwd : PCB_MINIMUM.reserved
}

export type Verdict = 'pass' | 'fail' | 'check'

export type RuleResult = {
  rule: string
  verdict: Verdict
  detail: string
  /** What would have to change, where the rule fails. */
  fix?: string
  source: string
}

const NEET_SOURCE =
  'NEET required to study medicine abroad and practise in India since 2018; result valid 3 years (MCI Gazette, 14 Mar 2019; upheld by the Supreme Court, Feb 2025)'
const PCB_SOURCE = INDIA_ELIGIBILITY.source

/** Whether someone born on `dob` (YYYY-MM-DD) is 17 by 31 December of `year`. */
export function seventeenBy31December(dob: string, year: number): boolean {
  // Whatever the day of birth, the 17th birthday falls in the year of birth + 17.
  return Number(dob.slice(0, 4)) + 17 <= year
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day))
const lastDay = (year: number, month: number) => utc(year, month + 1, 0)

/**
 * When a NEET-UG result was declared: the day, where the table has it, or the month results
 * are usually declared in, as the span of that month.
 */
export function neetDeclaration(neetYear: number): {
  earliest: Date
  latest: Date
  label: string
  source: string | null
} {
  const known = NEET_RESULT_DECLARED[neetYear]
  if (known) {
    const day = new Date(`${known.date}T00:00:00Z`)
    return {
      earliest: day,
      latest: day,
      label: `on ${formatDate(day.toISOString())}`,
      source: known.source,
    }
  }
  return {
    earliest: utc(neetYear, NEET_RESULT_USUAL_MONTH, 1),
    latest: lastDay(neetYear, NEET_RESULT_USUAL_MONTH),
    label: `in ${MONTH_NAMES[NEET_RESULT_USUAL_MONTH - 1]} ${neetYear} (the usual month; we have not recorded the day)`,
    source: null,
  }
}

/**
 * The first NEET-UG year whose result covers an intake starting in `month` of `intake`: its
 * result, usually declared in June, is valid for three years from that day.
 */
export const firstNeetCovering = (intake: number, month: number) =>
  month > NEET_RESULT_USUAL_MONTH ? intake - 2 : intake - 3

const threeYearsOn = (date: Date) =>
  utc(date.getUTCFullYear() + 3, date.getUTCMonth() + 1, date.getUTCDate())

/**
 * Whether a NEET-UG result covers an intake, by dates: it is valid for three years from the
 * day it was declared (MCI Gazette, 14 Mar 2019), so a result declared in June 2024 covers
 * classes starting in February 2027 but not in September 2027. Only the intake's month is
 * known, so a month in which the result is declared or runs out is "check": it depends on
 * the day classes start.
 */
export function neetValidity(
  input: { neetYear: number; intake: number; intakeMonth?: number },
  currentYear: number,
): RuleResult {
  const rule = 'NEET result valid for the intake'
  const month = input.intakeMonth ?? 9
  const intakeName = `${MONTH_NAMES[month - 1]} ${input.intake}`
  const starts = utc(input.intake, month, 1)
  const ends = lastDay(input.intake, month)
  const declared = neetDeclaration(input.neetYear)
  const source = declared.source
    ? `${NEET_SOURCE}; result declared: ${declared.source}`
    : NEET_SOURCE
  const validFrom = declared.label
  const until = (date: Date) => formatDate(threeYearsOn(date).toISOString())
  const validUntil =
    declared.earliest.getTime() === declared.latest.getTime()
      ? until(declared.earliest)
      : `${MONTH_NAMES[NEET_RESULT_USUAL_MONTH - 1]} ${input.neetYear + 3}`
  const firstCovering = firstNeetCovering(input.intake, month)
  if (input.neetYear > currentYear) {
    return {
      rule,
      verdict: 'check',
      detail: `NEET-UG ${input.neetYear} has not been held yet. Its result, usually declared in ${MONTH_NAMES[NEET_RESULT_USUAL_MONTH - 1]}, will be valid for three years from that day: to about ${validUntil}.`,
      source,
    }
  }
  if (declared.earliest > ends) {
    return {
      rule,
      verdict: 'fail',
      detail: `An intake starting in ${intakeName} comes before the NEET-UG ${input.neetYear} result, declared ${validFrom}.`,
      fix: 'Choose an intake that starts after your NEET result was declared.',
      source,
    }
  }
  const expiresEarliest = threeYearsOn(declared.earliest)
  const expiresLatest = threeYearsOn(declared.latest)
  const sameMonthAsResult = declared.latest >= starts
  if (sameMonthAsResult || (expiresLatest >= starts && expiresEarliest < ends)) {
    return {
      rule,
      verdict: 'check',
      detail: sameMonthAsResult
        ? `The NEET-UG ${input.neetYear} result was declared ${validFrom}, in the month your intake starts (${intakeName}): it covers the intake only if classes start after that day. Ask the university for the date.`
        : `The NEET-UG ${input.neetYear} result was declared ${validFrom} and is valid for three years, to ${validUntil}. Your intake starts in ${intakeName}: whether it is covered depends on the day classes start. Ask the university for the date.`,
      source,
    }
  }
  const valid = expiresEarliest >= ends
  return {
    rule,
    verdict: valid ? 'pass' : 'fail',
    detail: `The NEET-UG ${input.neetYear} result was declared ${validFrom} and is valid for three years, to ${validUntil}: it ${valid ? 'covers' : 'does not cover'} an intake starting in ${intakeName}.`,
    fix: valid ? undefined : `Qualify NEET-UG again in ${firstCovering} or later.`,
    source,
  }
}

/**
 * A verdict per rule for a student's entry to a medical course abroad with a view to practise
 * in India. `currentYear` is passed in so tests decide what "future" means.
 */
export function neetEligibility(
  input: {
    neetYear: number
    qualified: boolean
    dob: string
    category: Category
    disability?: boolean
    pcb: number
    intake: number
    /** The month classes start, 1 to 12 (the country's intake month); September if not given. */
    intakeMonth?: number
    english?: boolean
  },
  currentYear: number,
): RuleResult[] {
  const results: RuleResult[] = []
  results.push(
    input.qualified
      ? {
          rule: 'NEET-UG qualified',
          verdict: 'pass',
          detail: `You qualified NEET-UG ${input.neetYear}.`,
          source: NEET_SOURCE,
        }
      : {
          rule: 'NEET-UG qualified',
          verdict: 'fail',
          detail:
            'Without a qualifying NEET-UG result, a degree from abroad does not let you sit FMGE or practise in India.',
          fix: `Qualify NEET-UG: a result is valid for three years from the day it is declared, so for a ${MONTH_NAMES[(input.intakeMonth ?? 9) - 1]} ${input.intake} intake, NEET-UG ${firstNeetCovering(input.intake, input.intakeMonth ?? 9)} or a later year.`,
          source: NEET_SOURCE,
        },
  )
  results.push(neetValidity(input, currentYear))
  const old = seventeenBy31December(input.dob, input.intake)
  results.push({
    rule: 'Age 17 by 31 December of the admission year',
    verdict: old ? 'pass' : 'fail',
    detail: old
      ? `You will be 17 by 31 December ${input.intake}.`
      : `You will not yet be 17 on 31 December ${input.intake}.`,
    fix: old ? undefined : `Apply for the ${Number(input.dob.slice(0, 4)) + 17} intake or later.`,
    source:
      'NMC and the Graduate Medical Education Regulations: 17 by 31 December of the admission year',
  })
  const minimum = pcbMinimum(input.category, input.disability ?? false)
  const pcbOk = input.pcb >= minimum
  results.push({
    rule: `Physics, Chemistry and Biology: ${minimum}% aggregate`,
    verdict: pcbOk ? 'pass' : 'fail',
    detail: `Your aggregate is ${input.pcb}%; ${input.disability ? 'a candidate with a disability in your category' : 'your category'} needs ${minimum}%.`,
    fix: pcbOk
      ? undefined
      : 'Improve the Class 12 result (a supplementary or improvement exam) before applying.',
    source: PCB_SOURCE,
  })
  results.push(
    input.english === undefined
      ? {
          rule: 'English passed in Class 12',
          verdict: 'check',
          detail: 'English must be a subject you passed in Class 12.',
          source: PCB_SOURCE,
        }
      : {
          rule: 'English passed in Class 12',
          verdict: input.english ? 'pass' : 'fail',
          detail: input.english
            ? 'You passed English in Class 12.'
            : 'English is required as a subject passed in Class 12.',
          fix: input.english
            ? undefined
            : 'Pass English at Class 12 level (for example through NIOS).',
          source: PCB_SOURCE,
        },
  )
  return results
}

export type YearlyCost = {
  item: string
  kind: 'hostel' | 'food' | 'insurance' | 'visa' | 'other'
  low: number
  high: number
  currency: string
}

const CURRENCY_TOKENS: [RegExp, string][] = [
  [/^\$/, 'USD'],
  [/^(?:USD)\s?/, 'USD'],
  [/^(?:EUR\s?|€)/, 'EUR'],
  [/^(?:GBP\s?|£)/, 'GBP'],
  [/^(?:RM|MYR)\s?/, 'MYR'],
  [/^NPR\s?/, 'NPR'],
  [/^BAM\s?/, 'BAM'],
  [/^(?:Rs\.?\s?|₹|INR\s?)/, 'INR'],
]

function kindOf(item: string): YearlyCost['kind'] {
  if (/hostel|room|flat|accommodation|dorm/i.test(item)) return 'hostel'
  if (/food|mess|meal/i.test(item)) return 'food'
  if (/insurance/i.test(item)) return 'insurance'
  if (/visa|residence|registration|permit|immigration|student pass/i.test(item)) return 'visa'
  return 'other'
}

/**
 * The yearly costs in a university's "Item: about $a-b a year" lines. A line that is not a
 * yearly amount in a currency ("once", "in the first year", a percentage) is left out.
 */
export function yearlyCosts(text: string | null | undefined): YearlyCost[] {
  if (!text) return []
  return text.split('\n').flatMap((line): YearlyCost[] => {
    const colon = line.indexOf(':')
    if (colon <= 0 || !/\ba year\b/.test(line)) return []
    const item = line.slice(0, colon).trim()
    const rest = line
      .slice(colon + 1)
      .trim()
      .replace(/^\s*(?:about|around|approx\.?)\s*/i, '')
    const token = CURRENCY_TOKENS.find(([pattern]) => pattern.test(rest))
    if (!token) return []
    const numbers = rest
      .replace(token[0], '')
      .match(/^[\d,]+(?:\.\d+)?(?:\s*[-–]\s*[\d,]+(?:\.\d+)?)?/)
    if (!numbers) return []
    const [low, high = low] = numbers[0].split(/\s*[-–]\s*/).map((n) => Number(n.replace(/,/g, '')))
    if (!Number.isFinite(low) || !Number.isFinite(high)) return []
    return [{ item, kind: kindOf(item), low: low!, high: high!, currency: token[1] }]
  })
}

/** A share of the tuition charged on top of it: "Service tax: 6% on tuition". */
export type TuitionSurcharge = { item: string; percent: number }

const SURCHARGE = /(\d+(?:\.\d+)?)\s?%\s+(?:of the tuition(?: fee)?|on (?:the )?tuition)/i

/** The lines of a costs text that add a share of the tuition. */
export function tuitionSurcharges(text: string | null | undefined): TuitionSurcharge[] {
  return (text ?? '').split('\n').flatMap((line) => {
    const share = SURCHARGE.exec(line)
    const colon = line.indexOf(':')
    return share && colon > 0
      ? [{ item: line.slice(0, colon).trim(), percent: Number(share[1]) }]
      : []
  })
}

/** The tuition with its surcharges: 6% service tax makes 100 into 106. */
export function withSurcharges(tuition: number, surcharges: readonly TuitionSurcharge[]): number {
  return tuition * (1 + surcharges.reduce((n, s) => n + s.percent, 0) / 100)
}

/**
 * The lines of a costs text that no yearly total counts, to be named beside it: a one-off
 * ("in the first year", "once"), a cost with no figure. A line that names no cost ("No visa fee
 * for Indian citizens") is none of them.
 */
export function costsLeftOut(text: string | null | undefined): string[] {
  const counted = new Set([
    ...yearlyCosts(text).map((cost) => cost.item),
    ...tuitionSurcharges(text).map((cost) => cost.item),
  ])
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^no\b/i.test(line))
    .filter((line) => !counted.has(line.slice(0, Math.max(0, line.indexOf(':'))).trim()))
}

/** The middle of a range: what a single-figure estimate takes. */
export const midpoint = (cost: { low: number; high: number }) => (cost.low + cost.high) / 2
