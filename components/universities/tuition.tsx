import { exchangeRates } from '@/data/exchange-rates'
import { feeInRupees, formatMoney, formatRupees } from '@/lib/universities/money'
import { cn } from '@/lib/utils'

type Fee = { amount: number; currency: string } | null

/** "$5,500/year", the dashboard's free-text range, or "Contact for fees" (spec 000). */
export function tuitionLabel(fee: Fee, range: string | null): string {
  if (fee) return `${formatMoney(fee.amount, fee.currency)}/year`
  return range?.trim() || 'Contact for fees'
}

/** The yearly fee as a chip, with its approximate rupee figure when it is in a foreign currency. */
export function TuitionChip({
  fee,
  range,
  className,
}: {
  fee: Fee
  range: string | null
  className?: string
}) {
  const rupees = fee && fee.currency !== 'INR' ? feeInRupees(fee, null) : undefined
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="bg-primary-soft text-primary rounded-full px-3 py-1 text-sm font-bold">
        {tuitionLabel(fee, range)}
      </span>
      {rupees ? (
        <span className="text-muted-foreground text-xs">
          ≈ {formatRupees(rupees.perYear)} a year
        </span>
      ) : null}
    </p>
  )
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

export function formatDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/** The fee table of a university page: per year, whole course, rupees, dates and rates. */
export function FeeSummary({
  fee,
  range,
  duration,
  checkedOn,
}: {
  fee: Fee
  range: string | null
  duration: string | null
  checkedOn: string | null
}) {
  if (!fee) {
    return (
      <p className="text-muted-foreground">
        {range?.trim()
          ? `Tuition: ${range.trim()}. `
          : 'Contact for fees: the university has not published a fee we could check. '}
        Ask a counsellor for the current figure.
      </p>
    )
  }
  const rupees = fee.currency === 'INR' ? undefined : feeInRupees(fee, duration)
  const rate = exchangeRates.rates.find((item) => item.currency === fee.currency)
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="border-border rounded-xl border p-4">
          <dt className="text-muted-foreground text-sm">Tuition per year</dt>
          <dd className="mt-1 text-2xl font-bold">{formatMoney(fee.amount, fee.currency)}</dd>
          {rupees ? (
            <dd className="text-muted-foreground text-sm">≈ {formatRupees(rupees.perYear)}</dd>
          ) : null}
        </div>
        {rupees?.course !== undefined ? (
          <div className="border-border rounded-xl border p-4">
            <dt className="text-muted-foreground text-sm">
              Tuition for the whole course ({rupees.years} years)
            </dt>
            <dd className="mt-1 text-2xl font-bold">
              {formatMoney(fee.amount * rupees.years!, fee.currency)}
            </dd>
            <dd className="text-muted-foreground text-sm">≈ {formatRupees(rupees.course)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-muted-foreground text-sm">
        Fees are approximate and change every year; hostel, food, insurance and travel are extra.
        {checkedOn ? ` Fees last checked ${formatDate(checkedOn)}.` : ''}
        {rate
          ? ` Rupee figures at ${rate.symbol}1 = ₹${rate.inr} (${exchangeRates.source}, ${formatDate(exchangeRates.asOf)}).`
          : ''}
      </p>
    </div>
  )
}
