import { Link } from '@/components/ui/link'

import { SubmitRow, UniversityOptions, type UniversityChoice } from '@/components/tools/fields'
import { ToolForm } from '@/components/tools/tool-form'
import { Field, Select } from '@/components/ui/field'
import { fmgeByCountry } from '@/data/regulation'
import { FMGL_TEN_YEAR_ADVICE, fmglCriteria } from '@/data/universities/types'
import {
  costsLeftOut,
  midpoint,
  tuitionSurcharges,
  withSurcharges,
  yearlyCosts,
  type TuitionSurcharge,
  type YearlyCost,
} from '@/lib/tools/formulas'
import type { CostUniversity } from '@/lib/tools/engine'
import { COST_ASSUMPTIONS, MAX_COMPARE, type CostItemKey } from '@/lib/tools/options'
import { formatDate } from '@/lib/dates'
import { feeYearTag } from '@/lib/universities/fee-year'
import {
  convert,
  durationYears,
  feePeriods,
  formatMoney,
  formatRupees,
  rateDateNote,
  yearsCounted,
  type Rates,
} from '@/lib/universities/money'
import type { University } from '@/lib/universities/model'
import { noRouteToIndia, notAdmitting } from '@/lib/universities/practice'

/** A university's yearly figures in its own currency, and what they rest on. */
export function yearlyFigures(university: University) {
  const fee = university.tuitionFee
  const years = durationYears(university.duration)
  // A course total (Nepal) is never split into a yearly figure: it is paid in instalments.
  const tuition = fee ? feePeriods(fee, university.duration).perYear : undefined
  const courseTuition = fee?.unit === 'course' ? fee.amount : undefined
  const costs = yearlyCosts(university.additionalExpenses)
  const sum = (list: YearlyCost[]) =>
    list.length === 0
      ? undefined
      : {
          low: list.reduce((n, c) => n + c.low, 0),
          high: list.reduce((n, c) => n + c.high, 0),
          currency: list[0]!.currency,
        }
  const sameCurrency = (list: YearlyCost[]) =>
    list.filter((cost) => cost.currency === list[0]?.currency)
  const hostel = sum(sameCurrency(costs.filter((cost) => cost.kind === 'hostel')))
  const living = sum(sameCurrency(costs.filter((cost) => cost.kind !== 'hostel')))
  const surcharges = tuitionSurcharges(university.additionalExpenses)
  return {
    fee,
    years,
    tuition,
    courseTuition,
    hostel,
    living,
    surcharges,
    /** The costs its page lists that the total does not count. */
    leftOut: costsLeftOut(university.additionalExpenses),
  }
}

/** "6% service tax on tuition": what the tuition figure has added to it. */
export function surchargeWords(surcharges: readonly TuitionSurcharge[]): string | undefined {
  return surcharges.length === 0
    ? undefined
    : surcharges.map((s) => `${s.percent}% ${s.item.toLowerCase()}`).join(' and ')
}

function inRupees(amount: number, currency: string, rates: Rates): string {
  const inr = convert(amount, currency, 'INR', rates)
  return inr === undefined ? '' : ` (≈ ${formatRupees(inr)})`
}

function range(cost: { low: number; high: number; currency: string } | undefined, rates: Rates) {
  if (!cost) return 'not published'
  const text =
    cost.high > cost.low
      ? `${formatMoney(cost.low, cost.currency)}-${formatMoney(cost.high, cost.currency).replace(/^[^\d]*/, '')}`
      : formatMoney(cost.low, cost.currency)
  return `${text} a year${inRupees(midpoint(cost), cost.currency, rates)}, estimate`
}

const statusLabel = {
  met: 'Met',
  not_met: 'Not met',
  contested: 'Contested',
  unverified: 'Unverified',
}

/** University Comparison: up to 3 universities of the catalogue, side by side. */
export function CompareTool({
  universities,
  chosen,
  messages,
  rates,
}: {
  universities: readonly UniversityChoice[]
  chosen: readonly University[]
  messages: readonly string[]
  rates: Rates
}) {
  const slots = Array.from({ length: MAX_COMPARE }, (_, index) => chosen[index]?.id ?? '')
  const rows: { label: string; cell: (u: University) => React.ReactNode }[] = [
    { label: 'Country', cell: (u) => u.countryName },
    { label: 'City', cell: (u) => u.city },
    { label: 'Duration', cell: (u) => u.duration ?? 'not published' },
    {
      label: 'Tuition',
      cell: (u) => {
        const { fee, tuition, courseTuition, surcharges } = yearlyFigures(u)
        const year = fee ? feeYearTag(fee) : null
        const evidence = `${fee?.source ? '' : ', estimate'}${year ? `, ${year}` : ''}`
        const plus = surchargeWords(surcharges)
        const extra = plus ? `, plus ${plus}` : ''
        if (fee && courseTuition !== undefined) {
          return `${formatMoney(courseTuition, fee.currency)} for the whole course${inRupees(courseTuition, fee.currency, rates)}${evidence}${extra}`
        }
        if (!fee || tuition === undefined) return 'Contact for fees'
        return `${formatMoney(tuition, fee.currency)} a year${inRupees(tuition, fee.currency, rates)}${evidence}${extra}`
      },
    },
    { label: 'Hostel', cell: (u) => range(yearlyFigures(u).hostel, rates) },
    { label: 'Living (food, insurance, visa)', cell: (u) => range(yearlyFigures(u).living, rates) },
    {
      label: 'Total cost',
      cell: (u) => {
        const closed = notAdmitting(u)
        if (closed) return closed
        const { fee, tuition, courseTuition, hostel, living, years, surcharges } = yearlyFigures(u)
        if (!fee || (tuition === undefined && courseTuition === undefined) || years === undefined)
          return 'not computable: no fee or duration'
        const mixed = [hostel, living].some((cost) => cost && cost.currency !== fee.currency)
        const extras = [hostel, living].reduce(
          (n, cost) =>
            n + (cost ? (convert(midpoint(cost), cost.currency, fee.currency, rates) ?? 0) : 0),
          0,
        )
        const total =
          withSurcharges(courseTuition ?? 0, surcharges) +
          (withSurcharges(tuition ?? 0, surcharges) + extras) * years
        return `${formatMoney(total, fee.currency)}${inRupees(total, fee.currency, rates)} for ${yearsCounted(u.duration)}${mixed ? ' (costs converted)' : ''}`
      },
    },
    {
      label: 'Leads to practice in India',
      cell: (u) => {
        const open = fmglCriteria.filter(({ key }) => u.fmgl?.[key]?.status !== 'met').length
        return (
          noRouteToIndia(u.fmgl) ??
          (open === 0
            ? 'Every FMGL 2021 condition is met on our checklist'
            : `Only if the ${open} condition${open === 1 ? '' : 's'} not confirmed below ${open === 1 ? 'is' : 'are'} met: get the university's answer in writing`)
        )
      },
    },
    {
      label: 'Not in the total',
      cell: (u) => yearlyFigures(u).leftOut.join('; ') || 'nothing the page lists',
    },
    ...fmglCriteria.map(({ key, label }) => ({
      label: `FMGL: ${label}`,
      cell: (u: University) => {
        const item = u.fmgl?.[key]
        if (!item) return 'Unverified'
        return `${statusLabel[item.status]}${item.checkedOn ? `, checked ${formatDate(item.checkedOn)}` : ''}`
      },
    })),
    { label: 'FMGL: completion within 10 years', cell: () => "The student's duty" },
    { label: 'Entrance requirement', cell: (u) => u.entranceRequirement ?? 'not published' },
    { label: 'Medium of teaching', cell: (u) => u.language ?? 'not published' },
    { label: 'Indian students', cell: () => 'not published' },
    {
      label: 'Cautions',
      cell: (u) =>
        u.cautions.length === 0
          ? 'none known'
          : u.cautions.map((c) => `${formatDate(c.date)}: ${c.text}`).join(' '),
    },
    {
      label: 'FMGE results',
      cell: (u) => {
        const figure = fmgeByCountry[u.country]
        return figure
          ? `${u.countryName}: ${figure.passRate}% passed, ${figure.cohort} (${figure.source}); by university: not published`
          : 'not published'
      },
    },
  ]
  return (
    <div className="space-y-8">
      <ToolForm id="compare" label="Choose universities to compare">
        <input type="hidden" name="tab" value="compare" />
        <div className="grid gap-4 md:grid-cols-3">
          {slots.map((value, index) => (
            <Field key={index} id={`compare-${index + 1}`} label={`University ${index + 1}`}>
              <Select id={`compare-${index + 1}`} name="ids" defaultValue={String(value)}>
                <option value="">None</option>
                <UniversityOptions universities={universities} />
              </Select>
            </Field>
          ))}
        </div>
        <SubmitRow label="Compare" />
      </ToolForm>
      {messages.length > 0 ? (
        <div role="alert">
          <ul className="text-destructive space-y-1 text-sm">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {chosen.length === 0 ? (
        <p className="text-muted-foreground">
          Choose up to {MAX_COMPARE} universities, or press Compare on a university&apos;s card or
          page.
        </p>
      ) : (
        <section aria-labelledby="compare-result" aria-live="polite">
          <h2 id="compare-result" className="text-xl font-bold">
            Side by side
          </h2>
          {/* A table from 640 px. On a phone each row becomes a block, its label above one
              line per university, each named: every figure is read whole, and a row's
              figures still sit together. The roles keep it a table for screen readers. */}
          <div className="mt-4 rounded-2xl border border-slate-200 bg-white sm:overflow-x-auto">
            <table role="table" className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
              <caption className="sr-only">The chosen universities compared</caption>
              <thead role="rowgroup" className="bg-slate-50 max-sm:block max-sm:rounded-t-2xl">
                <tr role="row" className="max-sm:block max-sm:p-4">
                  <td className="p-3 max-sm:block max-sm:p-0">
                    <span className="text-muted-foreground text-xs font-semibold uppercase sm:hidden">
                      Comparing
                    </span>
                  </td>
                  {chosen.map((u) => (
                    <th
                      key={u.id}
                      role="columnheader"
                      scope="col"
                      className="p-3 font-semibold max-sm:block max-sm:px-0 max-sm:py-1"
                    >
                      <Link href={`/university-details/${u.id}`} className="underline">
                        {u.name}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup" className="divide-y divide-slate-100 max-sm:block">
                {rows.map((row) => (
                  <tr key={row.label} role="row" className="max-sm:block max-sm:px-4 max-sm:py-3">
                    <th
                      role="rowheader"
                      scope="row"
                      className="p-3 align-top font-medium max-sm:block max-sm:p-0 max-sm:text-base max-sm:font-bold"
                    >
                      {row.label}
                    </th>
                    {chosen.map((u) => (
                      <td
                        key={u.id}
                        role="cell"
                        className="p-3 align-top max-sm:mt-2 max-sm:block max-sm:p-0"
                      >
                        <span className="text-muted-foreground block text-xs font-semibold sm:hidden">
                          {u.name}
                        </span>
                        {row.cell(u)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-muted-foreground mt-3 text-sm">
            Total cost = (tuition with any tax on it + hostel + living) × years, with each estimate
            at the middle of its range; what it leaves out is named under it. {FMGL_TEN_YEAR_ADVICE}{' '}
            Share this comparison:{' '}
            <Link
              href={`/resources/tools?tab=compare&ids=${chosen.map((u) => u.id).join(',')}`}
              className="underline"
            >
              link
            </Link>
            .
          </p>
        </section>
      )}
    </div>
  )
}

/** What the cost tool needs of the chosen university, worked out here on the server. */
export function costUniversity(university: University, rates: Rates): CostUniversity {
  const currency = university.tuitionFee?.currency
  const { surcharges, leftOut } = yearlyFigures(university)
  return {
    id: university.id,
    name: university.name,
    years: durationYears(university.duration),
    yearsCounted: yearsCounted(university.duration),
    courseFee: university.tuitionFee?.unit === 'course',
    feeEstimate: !university.tuitionFee?.source,
    rateNote: currency ? rateDateNote(currency, rates) : undefined,
    tuitionSurcharge: surchargeWords(surcharges),
    leftOut,
  }
}

/** The rupee defaults of the cost items for a university, from its own figures. */
export function costDefaults(
  university: University | undefined,
  rates: Rates,
): Record<CostItemKey, number> {
  const none = { tuition: 0, hostel: 0, food: 0, insurance: 0, visa: 0, ...COST_ASSUMPTIONS }
  if (!university) return none
  const { fee, tuition, courseTuition, surcharges } = yearlyFigures(university)
  const costs = yearlyCosts(university.additionalExpenses)
  const rupees = (kind: YearlyCost['kind'] | 'visa-other') =>
    Math.round(
      costs
        .filter((cost) =>
          kind === 'visa-other'
            ? cost.kind === 'visa' || cost.kind === 'other'
            : cost.kind === kind,
        )
        .reduce((n, cost) => n + (convert(midpoint(cost), cost.currency, 'INR', rates) ?? 0), 0),
    )
  return {
    tuition:
      fee && (courseTuition ?? tuition) !== undefined
        ? Math.round(
            convert(
              withSurcharges((courseTuition ?? tuition)!, surcharges),
              fee.currency,
              'INR',
              rates,
            ) ?? 0,
          )
        : 0,
    hostel: rupees('hostel'),
    food: rupees('food'),
    insurance: rupees('insurance'),
    visa: rupees('visa-other'),
    ...COST_ASSUMPTIONS,
  }
}
