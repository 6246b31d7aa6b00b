import type { RateReading } from '@/data/exchange-rates'
import type { FmgeResult } from '@/data/regulation'
import type { Caution, FeeSource } from '@/data/universities/types'

/**
 * The facts desk's register: every dated fact the site shows (fees, exchange rates, cautions,
 * claims, FMGE results, the sources of each guide), with its source, its age, the last time a
 * person re-checked it, and why it is stale. Pure: the data layer gathers the inputs
 * (lib/data/facts.ts), the dashboard shows the result, the weekly digest mails the stale part.
 */

export type FactKind = 'fee' | 'rate' | 'caution' | 'claim' | 'fmge' | 'source'

export const FACT_KINDS: readonly { kind: FactKind; label: string }[] = [
  { kind: 'fee', label: 'Fees' },
  { kind: 'rate', label: 'Exchange rates' },
  { kind: 'caution', label: 'Cautions' },
  { kind: 'claim', label: 'Claims' },
  { kind: 'fmge', label: 'FMGE results' },
  { kind: 'source', label: 'Guide sources' },
]

export type FactCheck = { by: string; at: Date; source: string }

export type Fact = {
  /** Stable name of the fact, under which re-checks are recorded. */
  key: string
  kind: FactKind
  /** What the fact is about: "Tbilisi State Medical University: tuition". */
  subject: string
  /** The fact as the site states it. */
  value: string
  /** Where it comes from, or null for an estimate. */
  source: string | null
  sourceUrl: string | null
  /** The date the fact carries (read on, as of, notice date), YYYY-MM-DD, or null. */
  datedOn: string | null
  lastCheck: FactCheck | null
  /** Why it needs a person's eye; empty when it is current. */
  stale: string[]
  /** Where staff change it: a dashboard address, or the file it is stated in. */
  changeAt: string
}

export type FeeInput = {
  id: number
  name: string
  amount: number | null
  currency: string | null
  unit: string | null
  appliesTo: string | null
  source: FeeSource | null
  estimate: boolean
  checkedOn: string | null
  cautions: readonly Caution[]
}

export type ClaimInput = {
  key: string
  label: string
  value: string
  evidence: string
  asOf: string
}

export type CountryInput = {
  slug: string
  name: string
  cautions: readonly Caution[]
  universityCautions: readonly Caution[]
  sources: readonly { title: string; url: string | null; date: string }[]
}

export type FactInputs = {
  universities: readonly FeeInput[]
  rates: readonly RateReading[]
  claims: readonly ClaimInput[]
  countries: readonly CountryInput[]
  fmge: readonly FmgeResult[]
  /** The newest re-check of each fact, by key. */
  checks: ReadonlyMap<string, FactCheck>
  /** Today, YYYY-MM-DD. */
  today: string
}

/** A rate older than this is stale. */
export const RATE_MAX_DAYS = 30
/** A fact no person has re-checked for this long is stale. */
export const RECHECK_MAX_DAYS = 180
/** A claim's evidence older than this is stale. */
export const CLAIM_MAX_DAYS = 365
/** FMGE results come out about a month after each session, sessions six months apart. */
const FMGE_NEXT_RESULT_DAYS = 7 * 30

const DAY_MS = 86_400_000

export function daysBetween(from: string, to: string): number {
  return Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** A short, stable name for a text, so a re-check belongs to the text that was checked. */
export function textKey(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/**
 * The first year of the academic year a fee applies to: "2025-26" and "2025/26" are 2025,
 * "Feb 2024 intake" is 2024. Null when no year is named.
 */
export function academicYearOf(appliesTo: string | null): number | null {
  const match = /(20\d\d)/.exec(appliesTo ?? '')
  return match ? Number(match[1]) : null
}

/** The academic year running on `today`: from July, the new one (2026-27 from July 2026). */
export function currentAcademicYear(today: string): number {
  const year = Number(today.slice(0, 4))
  return Number(today.slice(5, 7)) >= 7 ? year : year - 1
}

/** "December 2025" (held 17 Jan 2026) as the day the session sat: its heldOn, or the 1st. */
function sessionDay(result: FmgeResult): string | null {
  if (result.heldOn) return result.heldOn
  const match = /^([A-Za-z]+) (\d{4})$/.exec(result.session)
  if (!match) return null
  const month = new Date(`${match[1]} 1, ${match[2]} UTC`)
  return Number.isNaN(month.getTime()) ? null : isoDay(month)
}

function recheckReason(check: FactCheck | null, today: string): string[] {
  if (!check) return ['never re-checked by a person']
  const days = daysBetween(isoDay(check.at), today)
  return days > RECHECK_MAX_DAYS ? [`last re-checked ${days} days ago`] : []
}

/** The newer of a fact's own date and its last re-check. */
function freshest(datedOn: string | null, check: FactCheck | null): string | null {
  const checked = check ? isoDay(check.at) : null
  if (!datedOn) return checked
  if (!checked) return datedOn
  return checked > datedOn ? checked : datedOn
}

function feeFact(university: FeeInput, inputs: FactInputs): Fact | null {
  if (university.amount === null || !university.currency) return null
  const key = `fee:${university.id}`
  const check = inputs.checks.get(key) ?? null
  const stale: string[] = []
  const year = academicYearOf(university.appliesTo)
  const current = currentAcademicYear(inputs.today)
  if (year === null) stale.push('the year the fee applies to is not recorded')
  else if (year < current) stale.push(`a fee for a past academic year (${university.appliesTo})`)
  if (university.estimate || !university.source) stale.push('an estimate: no source to cite')
  const seen = freshest(university.checkedOn, check)
  if (!seen) stale.push('never checked against the university')
  else if (daysBetween(seen, inputs.today) > RECHECK_MAX_DAYS) {
    stale.push(`last checked ${daysBetween(seen, inputs.today)} days ago`)
  }
  const unit = university.unit === 'course' ? 'for the course' : 'a year'
  return {
    key,
    kind: 'fee',
    subject: `${university.name}: tuition`,
    value: `${university.currency} ${university.amount.toLocaleString('en-IN')} ${unit}${university.appliesTo ? ` (${university.appliesTo})` : ''}`,
    source: university.source?.title ?? null,
    sourceUrl: university.source?.url ?? null,
    datedOn: university.checkedOn,
    lastCheck: check,
    stale,
    changeAt: '/dashboard',
  }
}

function rateFact(rate: RateReading, inputs: FactInputs): Fact {
  const key = `rate:${rate.currency}`
  const check = inputs.checks.get(key) ?? null
  const stale: string[] = []
  const age = daysBetween(freshest(rate.readOn, check) ?? rate.readOn, inputs.today)
  if (age > RATE_MAX_DAYS) stale.push(`a rate read ${age} days ago`)
  if (/^estimate/i.test(rate.source)) stale.push('an estimate, not a published rate')
  return {
    key,
    kind: 'rate',
    subject: `${rate.currency} in rupees`,
    value: `₹${rate.inr.toLocaleString('en-IN')} for 1 ${rate.currency}`,
    source: rate.source,
    sourceUrl: null,
    datedOn: rate.readOn,
    lastCheck: check,
    stale,
    changeAt: '/dashboard/rates',
  }
}

function cautionFact(
  caution: Caution,
  where: { key: string; subject: string; changeAt: string },
  inputs: FactInputs,
): Fact {
  const key = `caution:${where.key}:${textKey(caution.text)}`
  const check = inputs.checks.get(key) ?? null
  return {
    key,
    kind: 'caution',
    subject: where.subject,
    value: caution.text,
    source: caution.source,
    sourceUrl: caution.url,
    datedOn: caution.date,
    lastCheck: check,
    stale: recheckReason(check, inputs.today),
    changeAt: where.changeAt,
  }
}

function claimFact(claim: ClaimInput, inputs: FactInputs): Fact | null {
  // Only a claim with its evidence is shown on the site; the others are not facts it states.
  if (!claim.evidence || !claim.asOf || !claim.value) return null
  const key = `claim:${claim.key}`
  const check = inputs.checks.get(key) ?? null
  const stale = recheckReason(check, inputs.today)
  const age = daysBetween(claim.asOf, inputs.today)
  if (age > CLAIM_MAX_DAYS) stale.push(`its evidence is ${age} days old`)
  return {
    key,
    kind: 'claim',
    subject: claim.label,
    value: claim.value,
    source: claim.evidence,
    sourceUrl: null,
    datedOn: claim.asOf,
    lastCheck: check,
    stale,
    changeAt: '/dashboard/claims',
  }
}

function fmgeFacts(inputs: FactInputs): Fact[] {
  const newest = inputs.fmge.at(-1)
  return inputs.fmge.map((result) => {
    const key = `fmge:${result.session}`
    const check = inputs.checks.get(key) ?? null
    const stale = recheckReason(check, inputs.today)
    const day = sessionDay(result)
    if (result === newest && day && daysBetween(day, inputs.today) > FMGE_NEXT_RESULT_DAYS) {
      stale.push('the next session has probably been held and its result published')
    }
    const counts =
      result.passed !== null && result.appeared !== null
        ? ` (${result.passed.toLocaleString('en-IN')} of ${result.appeared.toLocaleString('en-IN')})`
        : ''
    return {
      key,
      kind: 'fmge',
      subject: `FMGE ${result.session}`,
      value: `${result.passRate}% passed${counts}`,
      source: result.source,
      sourceUrl: null,
      datedOn: day,
      lastCheck: check,
      stale,
      changeAt: 'data/regulation.ts (fmgeResults)',
    }
  })
}

/** Every dated fact the site shows, the stale ones first (most reasons, then the oldest). */
export function factRegister(inputs: FactInputs): Fact[] {
  const facts: Fact[] = []
  for (const university of inputs.universities) {
    const fee = feeFact(university, inputs)
    if (fee) facts.push(fee)
    for (const caution of university.cautions) {
      facts.push(
        cautionFact(
          caution,
          {
            key: `u${university.id}`,
            subject: `${university.name}: caution`,
            changeAt: '/dashboard',
          },
          inputs,
        ),
      )
    }
  }
  for (const rate of inputs.rates) facts.push(rateFact(rate, inputs))
  for (const country of inputs.countries) {
    const file = `data/destinations/${country.slug}.ts`
    for (const caution of country.cautions) {
      facts.push(
        cautionFact(
          caution,
          { key: country.slug, subject: `${country.name}: caution`, changeAt: file },
          inputs,
        ),
      )
    }
    for (const caution of country.universityCautions) {
      facts.push(
        cautionFact(
          caution,
          {
            key: `${country.slug}-universities`,
            subject: `${country.name}: caution on every university`,
            changeAt: file,
          },
          inputs,
        ),
      )
    }
    for (const source of country.sources) {
      const key = `source:${country.slug}:${textKey(source.title)}`
      const check = inputs.checks.get(key) ?? null
      facts.push({
        key,
        kind: 'source',
        subject: `${country.name} guide: source`,
        value: source.title,
        source: source.title,
        sourceUrl: source.url,
        datedOn: source.date,
        lastCheck: check,
        stale: recheckReason(check, inputs.today),
        changeAt: file,
      })
    }
  }
  for (const claim of inputs.claims) {
    const fact = claimFact(claim, inputs)
    if (fact) facts.push(fact)
  }
  facts.push(...fmgeFacts(inputs))
  return facts.sort(
    (a, b) =>
      b.stale.length - a.stale.length ||
      (freshest(a.datedOn, a.lastCheck) ?? '').localeCompare(
        freshest(b.datedOn, b.lastCheck) ?? '',
      ),
  )
}
