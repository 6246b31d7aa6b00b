'use client'

import { PrintButton } from '@/components/guides/print-button'
import {
  NumberField,
  Stat,
  SubmitRow,
  UniversityOptions,
  type UniversityChoice,
} from '@/components/tools/fields'
import { ToolForm } from '@/components/tools/tool-form'
import { useToolView } from '@/components/tools/use-tool-view'
import { describedBy, Field, Select } from '@/components/ui/field'
import type { CostUniversity, CostView } from '@/lib/tools/engine'
import { COST_ASSUMPTIONS, COST_ITEMS, type CostItemKey } from '@/lib/tools/options'
import { formatRupees } from '@/lib/universities/money'

/**
 * Course Cost & EMI: the whole course in rupees for a chosen university, and the loan. The
 * figures and the loan are worked out in the browser as they are typed (lib/tools/engine.ts);
 * choosing another university loads its figures from the server.
 */
export function CostTool({
  initial,
  universities,
  university,
  itemDefaults,
  notices,
}: {
  initial: CostView
  universities: readonly UniversityChoice[]
  /** The chosen one. */
  university: CostUniversity | undefined
  /** Each cost item's rupee figure for the chosen university. */
  itemDefaults: Record<CostItemKey, number>
  /** What decides before the total (cost-notices.tsx), rendered on the server. */
  notices?: React.ReactNode
}) {
  const [view, onParams] = useToolView(initial, (engine, params) =>
    engine.costView(params, { university, itemDefaults }),
  )
  const { errors, course, risk, repayment } = view
  const raw = initial.fields
  const years = university?.years
  const itemLabel = (item: (typeof COST_ITEMS)[number]) => {
    if (item.key !== 'tuition' || !university) return item.label
    const label = university.courseFee ? 'Tuition, whole course' : item.label
    return university.tuitionSurcharge ? `${label}, with ${university.tuitionSurcharge}` : label
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <ToolForm
        id="cost"
        label="Course cost and EMI"
        onParams={onParams}
        fromServer={['id']}
        resetWith={COST_ITEMS.map((item) => item.key)}
      >
        <input type="hidden" name="tab" value="cost" />
        <Field id="cost-id" label="University" error={errors.id}>
          <Select {...describedBy('cost-id', errors.id)} name="id" defaultValue={raw.id}>
            <option value="">Choose a university</option>
            <UniversityOptions universities={universities} />
          </Select>
        </Field>
        {university
          ? COST_ITEMS.map((item) => (
              <NumberField
                key={item.key}
                form="cost"
                name={item.key}
                label={`${itemLabel(item)} (₹)`}
                value={raw[item.key]}
                error={errors[item.key]}
              />
            ))
          : null}
        <NumberField
          form="cost"
          name="loan"
          label="Education loan (₹)"
          value={raw.loan}
          error={errors.loan}
        />
        <NumberField
          form="cost"
          name="rate"
          label="Interest rate (% a year)"
          value={raw.rate}
          error={errors.rate}
        />
        <NumberField
          form="cost"
          name="tenure"
          label="Repayment (years)"
          value={raw.tenure}
          error={errors.tenure}
          step="1"
        />
        <NumberField
          form="cost"
          name="moratorium"
          label="Moratorium (months, optional)"
          value={raw.moratorium}
          error={errors.moratorium}
          hint="Months before repayment starts; the interest meanwhile is added to the loan."
          step="1"
        />
        <SubmitRow label="Calculate" />
      </ToolForm>
      <section
        aria-labelledby="cost-result"
        aria-live="polite"
        className="border-border rounded-2xl border bg-white p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="cost-result" className="text-xl font-bold">
            {university ? `The whole course at ${university.name}` : 'The whole course in rupees'}
          </h2>
          <PrintButton label="Print for your family" />
        </div>
        {!university ? (
          <>
            {/* A chosen university with no budget (it admits no one) says why here. */}
            {notices}
            <p className="text-muted-foreground mt-4">
              Choose {notices ? 'another' : 'a'} university to see its whole course in rupees.
            </p>
          </>
        ) : (
          <>
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Course cost</caption>
              <tbody className="divide-y divide-slate-100">
                {COST_ITEMS.map((item) => (
                  <tr key={item.key}>
                    <th scope="row" className="py-2 font-medium">
                      {itemLabel(item)}
                    </th>
                    <td className="py-2 text-right">{formatRupees(view.items[item.key])}</td>
                  </tr>
                ))}
                <tr className="font-bold">
                  <th scope="row" className="py-2">
                    Whole course{years ? ` (${university.yearsCounted})` : ''}
                  </th>
                  <td className="py-2 text-right" data-testid="cost-total">
                    {course === null ? 'no course length published' : formatRupees(course)}
                  </td>
                </tr>
                {risk !== null ? (
                  <tr>
                    <th scope="row" className="py-2 font-medium">
                      If the rupee is 10% weaker
                    </th>
                    <td className="py-2 text-right">+{formatRupees(risk)}</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
            {university.leftOut.length > 0 ? (
              <p className="mt-2 text-sm" data-testid="cost-left-out">
                <strong className="font-semibold">Not in this total:</strong>{' '}
                {university.leftOut.join('; ')}. Add them from your quotes.
              </p>
            ) : null}
            {notices}
            <p className="text-muted-foreground mt-2 text-xs">
              Defaults: tuition from the university&apos;s fee
              {university.feeEstimate ? ' (an estimate)' : ''}; hostel, food, insurance and visa
              from the middle of its estimated ranges
              {university.rateNote ? `, converted at the ${university.rateNote}` : ''}. Flights (
              {formatRupees(COST_ASSUMPTIONS.flights)} a year) and FMGE coaching (
              {formatRupees(COST_ASSUMPTIONS.coaching)}) are our assumptions: replace them with your
              quotes.
            </p>
          </>
        )}
        <h3 className="mt-6 text-lg font-bold">Education loan</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          <Stat label="EMI a month" testId="cost-emi">
            {formatRupees(Math.round(repayment.emi))}
          </Stat>
          <Stat label="Total paid">{formatRupees(repayment.totalPaid)}</Stat>
          <Stat label="Of which interest">{formatRupees(repayment.totalInterest)}</Stat>
        </dl>
        <p className="text-muted-foreground mt-2 text-xs">
          EMI by the standard formula over {repayment.months} months
          {view.moratorium > 0
            ? `, after ${view.moratorium} months of moratorium whose interest (${formatRupees(repayment.moratoriumInterest)}) is added to the loan`
            : ''}
          . Each bank&apos;s terms differ.
        </p>
      </section>
    </div>
  )
}
