import { feeReadPhrase, feeYear, feeYearSentence, feeYearTag } from '@/lib/universities/fee-year'
import {
  feePeriods,
  formatMoney,
  formatRupees,
  rateDateNote,
  rateNote,
  ratesSentence,
  readingFor,
  rupeesPerUnit,
  yearsCounted,
  type Rates,
} from '@/lib/universities/money'
import type { Fee } from '@/lib/universities/model'
import { cn } from '@/lib/utils'

type FeeLike = Pick<Fee, 'amount' | 'currency' | 'unit'> & Partial<Pick<Fee, 'source'>>

/** "$5,500/year", "$75,000 for the whole course", the dashboard's free text, or "Contact for fees". */
export function tuitionLabel(fee: FeeLike | null, range: string | null): string {
  if (fee) {
    return `${formatMoney(fee.amount, fee.currency)}${fee.unit === 'course' ? ' for the whole course' : '/year'}`
  }
  return range?.trim() || 'Contact for fees'
}

/** The date (and, when old, the age) of the rate a rupee figure was converted with. */
export { rateDateNote } from '@/lib/universities/money'

/**
 * The fee as a chip, "estimate" beside it when no source is recorded, and its approximate
 * rupee figure with the date of the rate used. The chip and the "estimate" label carry their
 * own background, so they read the same on a white card and over a hero's picture; `tone`
 * says what the rupee line sits on.
 */
export function TuitionChip({
  fee,
  range,
  rates,
  tone = 'light',
  rateOnPage = false,
  className,
}: {
  fee: Fee | null
  range: string | null
  rates: Rates
  /** 'dark': over a university hero's dark scrim. */
  tone?: 'light' | 'dark'
  /** The list says the rate once (RatesLine), so the chip leaves it out. */
  rateOnPage?: boolean
  className?: string
}) {
  const perUnit = fee ? rupeesPerUnit(fee.currency, rates) : undefined
  const rupees = fee && fee.currency !== 'INR' && perUnit ? fee.amount * perUnit : undefined
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className="bg-primary-soft text-primary rounded-full px-3 py-1 text-sm font-bold">
        {tuitionLabel(fee, range)}
      </span>
      {fee && !fee.source ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          estimate
        </span>
      ) : null}
      {fee && feeYearTag(fee) ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {feeYearTag(fee)}
        </span>
      ) : null}
      {fee && rupees !== undefined ? (
        <span className={cn('text-xs', tone === 'dark' ? 'text-white' : 'text-muted-foreground')}>
          ≈ {formatRupees(rupees)} {fee.unit === 'course' ? 'for the course' : 'a year'}
          {rateOnPage ? null : <> ({rateDateNote(fee.currency, rates)})</>}
        </span>
      ) : null}
    </p>
  )
}

/**
 * The date of the rates behind a list's rupee figures, once above the list; its cards then
 * leave it out (TuitionChip's `rateOnPage`).
 */
export function RatesLine({
  fees,
  rates,
  className,
}: {
  fees: readonly (Pick<Fee, 'currency'> | null)[]
  rates: Rates
  className?: string
}) {
  const sentence = ratesSentence(
    fees.flatMap((fee) => (fee ? [fee.currency] : [])),
    rates,
  )
  return sentence ? (
    <p className={cn('text-muted-foreground text-sm', className)}>{sentence}</p>
  ) : null
}

/** The fee table of a university page: per year, whole course, rupees, source and rate. */
export function FeeSummary({
  fee,
  range,
  duration,
  rates,
}: {
  fee: Fee | null
  range: string | null
  duration: string | null
  rates: Rates
}) {
  if (!fee) {
    return (
      <p className="text-muted-foreground">
        {range?.trim() && range.trim() !== 'Contact for fees'
          ? `Tuition: ${range.trim()}. `
          : 'Contact for fees: we found no published fee we could check. '}
        Ask a counsellor for the current figure.
      </p>
    )
  }
  const periods = feePeriods(fee, duration)
  const perUnit = fee.currency === 'INR' ? undefined : rupeesPerUnit(fee.currency, rates)
  const reading = readingFor(fee.currency, rates)
  const boxes = [
    { key: 'perYear', label: 'Tuition per year', amount: periods.perYear },
    {
      key: 'course',
      label: `Tuition for the whole course${yearsCounted(duration) ? ` (${yearsCounted(duration)})` : ''}`,
      amount: periods.course,
    },
  ] as const
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        {boxes.map((box) =>
          box.amount === undefined ? null : (
            <div key={box.key} className="border-border rounded-xl border p-4">
              <dt className="text-muted-foreground text-sm">{box.label}</dt>
              <dd className="mt-1 text-2xl font-bold">{formatMoney(box.amount, fee.currency)}</dd>
              {perUnit ? (
                <dd className="text-muted-foreground text-sm">
                  ≈ {formatRupees(box.amount * perUnit)}
                </dd>
              ) : null}
              {periods.derived === box.key ? (
                <dd className="text-muted-foreground text-xs">
                  The yearly fee times the course length, at{' '}
                  {feeYear(fee.appliesTo) ? `the ${feeYear(fee.appliesTo)!.label} fee` : 'this fee'}
                  , if it does not change.
                </dd>
              ) : null}
            </div>
          ),
        )}
      </dl>
      <p className="text-muted-foreground text-sm">
        {feeYearSentence(fee)}
        {fee.source ? (
          <>
            Source:{' '}
            {fee.source.url ? (
              <a href={fee.source.url} className="text-primary underline" rel="nofollow noopener">
                {fee.source.title}
              </a>
            ) : (
              fee.source.title
            )}
            {feeReadPhrase(fee)}.{' '}
          </>
        ) : (
          <>
            <strong className="font-semibold text-amber-800">Estimate:</strong> we have no published
            fee to cite; confirm the current figure with the university.{' '}
          </>
        )}
        Fees change every year; hostel, food, insurance and travel are extra.
        {perUnit && reading
          ? ` Rupee figures at ${formatMoney(1, fee.currency)} = ₹${Math.round(perUnit * 100) / 100}, ${rateNote(reading)} (${reading.source}${fee.currency === 'BAM' ? ', through the euro at the fixed BAM 1.95583 per euro' : ''}).`
          : ''}
      </p>
    </div>
  )
}

/**
 * A country's yearly tuition across its universities in the catalogue, read from their fees
 * (a course total has no yearly figure and is left out), so the range never disagrees with the
 * cards. The rates' date follows it once (RatesLine), for the range and the cards alike.
 */
export function FeeRange({
  universities,
  rates,
}: {
  universities: readonly { tuitionFee: Fee | null; duration: string | null }[]
  rates: Rates
}) {
  const yearly = universities.flatMap(({ tuitionFee: fee, duration }) => {
    if (!fee) return []
    const perYear = feePeriods(fee, duration).perYear
    const inr =
      perYear === undefined ? undefined : perYear * (rupeesPerUnit(fee.currency, rates) ?? NaN)
    return inr === undefined || Number.isNaN(inr)
      ? []
      : [{ inr, currency: fee.currency, sourced: Boolean(fee.source) }]
  })
  if (yearly.length === 0) return null
  const low = Math.min(...yearly.map((item) => item.inr))
  const high = Math.max(...yearly.map((item) => item.inr))
  const estimates = yearly.filter((item) => !item.sourced).length
  return (
    <p className="text-muted-foreground text-sm">
      Tuition here runs from about {formatRupees(low)}
      {high > low ? ` to ${formatRupees(high)}` : ''} a year across {yearly.length}{' '}
      {yearly.length === 1 ? 'university' : 'universities'}
      {estimates > 0
        ? ` (${estimates === yearly.length ? 'all' : estimates} of them estimates)`
        : ''}
      . Each card shows the fee as the university charges it.
    </p>
  )
}
