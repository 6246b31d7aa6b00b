'use client'

import { CircleAlert, CircleCheck, CircleHelp, CircleX } from 'lucide'

import { NumberField, Stat, SubmitRow } from '@/components/tools/fields'
import { ToolForm } from '@/components/tools/tool-form'
import { useToolView } from '@/components/tools/use-tool-view'
import { describedBy, Field, Input, Select } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import type { NeetView, RoiView } from '@/lib/tools/engine'
import type { Verdict } from '@/lib/tools/formulas'
import { CATEGORIES, MONTH_NAMES, ROI_CURRENCIES } from '@/lib/tools/options'
import type { Rates } from '@/lib/universities/money'
import { cn } from '@/lib/utils'

/**
 * The ROI and NEET tools: the server renders the result for the address (every result, when
 * JavaScript is off); after that the browser works out each change from the same schema and
 * formulas (lib/tools/engine.ts), and only the address follows.
 */

const currencyNames: Record<string, string> = {
  INR: 'Rupees (₹)',
  USD: 'US dollars ($)',
  EUR: 'Euros (€)',
  GBP: 'Pounds (£)',
}

const adviceText = {
  good: 'On these figures the salary earns back the cost in three years or less.',
  moderate: 'On these figures it takes three to five years of salary to earn back the cost.',
  'long-term': 'On these figures it takes more than five years of salary to earn back the cost.',
} as const

function CurrencySelect({
  name,
  label,
  value,
  error,
  hint,
}: {
  name: string
  label: string
  value: string
  error?: string
  hint?: string
}) {
  const id = `roi-${name}`
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Select {...describedBy(id, error, Boolean(hint))} name={name} defaultValue={value}>
        {ROI_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencyNames[code]}
          </option>
        ))}
      </Select>
    </Field>
  )
}

/**
 * ROI Calculator, worked in rupees: an Indian family repays in rupees, so costs given in
 * another currency are converted at the stored rate, and the salary is in rupees unless the
 * family deliberately chooses another currency for it.
 */
export function RoiTool({
  initial,
  rates,
  rateNotes,
  salary: indianSalary,
  fmgeSummary,
}: {
  initial: RoiView
  rates: Rates
  /** The rate date note of each currency. */
  rateNotes: Partial<Record<string, string>>
  /** A new doctor's pay in India, the default salary, and where it comes from. */
  salary: { monthly: number; source: string }
  /** FMGE's pass rates, session by session. */
  fmgeSummary: string
}) {
  const [view, onParams] = useToolView(initial, (engine, params) =>
    engine.roiView(params, { rates }),
  )
  const { errors, result, currency, salaryCurrency } = view
  const raw = initial.fields
  const rupees = (amount: number) => `₹${Math.round(amount).toLocaleString('en-IN')}`
  const foreign = [currency, salaryCurrency].filter((code) => code !== 'INR')
  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <ToolForm id="roi" label="ROI calculator" onParams={onParams}>
        <input type="hidden" name="tab" value="roi" />
        <CurrencySelect
          name="currency"
          label="Currency of the fees"
          value={raw.currency}
          error={errors.currency}
        />
        <NumberField
          form="roi"
          name="tuition"
          label="Tuition a year"
          value={raw.tuition}
          error={errors.tuition}
          hint="Prefilled with an example: enter the university's own fee."
        />
        <NumberField
          form="roi"
          name="living"
          label="Living costs a year"
          value={raw.living}
          error={errors.living}
        />
        <NumberField
          form="roi"
          name="years"
          label="Course length (years)"
          value={raw.years}
          error={errors.years}
        />
        <NumberField
          form="roi"
          name="salary"
          label="Expected salary a year after qualifying"
          value={raw.salary}
          error={errors.salary}
          hint={`Prefilled with a new doctor's pay in India: ${indianSalary.source}.`}
        />
        <CurrencySelect
          name="salaryCurrency"
          label="Currency of the salary"
          value={raw.salaryCurrency}
          error={errors.salaryCurrency}
          hint="Rupees for a doctor working in India. Choose another only for a job abroad you actually expect."
        />
        <SubmitRow label="Calculate" />
      </ToolForm>
      <section
        aria-labelledby="roi-result"
        aria-live="polite"
        className="border-border rounded-2xl border bg-white p-5 sm:p-6"
      >
        <h2 id="roi-result" className="text-xl font-bold">
          Your result
        </h2>
        {result ? (
          <>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              <Stat label="Total investment" testId="roi-investment">
                {rupees(result.investment)}
              </Stat>
              <Stat label="Monthly salary" testId="roi-salary">
                {rupees(result.monthlySalary)}
              </Stat>
              <Stat label="Break-even" testId="roi-months">
                {result.breakEvenMonths === null
                  ? 'never, with no salary'
                  : `${result.breakEvenMonths} months`}
              </Stat>
            </dl>
            {result.advice ? (
              <p
                className="bg-primary-soft mt-4 rounded-xl p-4 font-semibold"
                data-testid="roi-advice"
              >
                {adviceText[result.advice]}
              </p>
            ) : (
              <p className="mt-4 rounded-xl bg-amber-50 p-4 font-semibold text-amber-950">
                With no salary the course never pays for itself. Enter the salary you expect.
              </p>
            )}
          </>
        ) : !view.complete ? (
          <p className="mt-4 rounded-xl bg-amber-50 p-4 font-semibold text-amber-950">
            Correct the fields marked in the form to see the result.
          </p>
        ) : (
          <p className="mt-4 rounded-xl bg-amber-50 p-4 font-semibold text-amber-950">
            No exchange rate is on record for that currency. Enter the figures in rupees.
          </p>
        )}
        {salaryCurrency !== 'INR' ? (
          <p
            className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-950"
            data-testid="roi-foreign-salary"
          >
            You entered a salary in {currencyNames[salaryCurrency]}. A doctor trained abroad is paid
            that only after qualifying and finding a post in that country; in India the pay is about
            ₹{indianSalary.monthly.toLocaleString('en-IN')} a month in the first year of residency.
          </p>
        ) : null}
        <p className="text-muted-foreground mt-4 text-sm">
          Total investment = (tuition + living) × years; break-even = investment ÷ yearly salary ×
          12 months, rounded up. It counts the whole salary as repayment, before tax and the
          family&apos;s own living costs.{' '}
          {[...new Set(foreign)].map((code) => `Rupees at the ${rateNotes[code] ?? ''}. `).join('')}
          It leaves out what comes before a salary in India: passing FMGE ({fmgeSummary}), the
          12-month internship in India, and the loan&apos;s interest.
        </p>
      </section>
    </div>
  )
}

const verdictView: Record<Verdict, { label: string; icon: typeof CircleCheck; className: string }> =
  {
    pass: {
      label: 'Meets the rule',
      icon: CircleCheck,
      className: 'text-emerald-800 bg-emerald-50',
    },
    fail: { label: 'Does not meet it', icon: CircleX, className: 'text-red-800 bg-red-50' },
    check: { label: 'To confirm', icon: CircleHelp, className: 'text-slate-800 bg-slate-100' },
  }

/** NEET Eligibility: a verdict per rule, with its source and what would have to change. */
export function NeetTool({
  initial,
  currentYear,
  intakeHint,
}: {
  initial: NeetView
  currentYear: number
  /** Each country's intake month, from the country modules. */
  intakeHint: string
}) {
  const [view, onParams] = useToolView(initial, (engine, params) =>
    engine.neetView(params, { currentYear }),
  )
  const { errors, missing, results, asked } = view
  const raw = initial.fields
  const yesNoField = (
    name: 'qualified' | 'english' | 'disability',
    label: string,
    hint?: string,
  ) => (
    <Field id={`neet-${name}`} label={label} error={errors[name]} hint={hint}>
      <Select
        {...describedBy(`neet-${name}`, errors[name], Boolean(hint))}
        name={name}
        defaultValue={raw[name]}
      >
        <option value="">Choose</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </Select>
    </Field>
  )
  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <ToolForm id="neet" label="NEET eligibility check" onParams={onParams}>
        <input type="hidden" name="tab" value="neet" />
        {yesNoField('qualified', 'Did you qualify NEET-UG?')}
        <NumberField
          form="neet"
          name="neetYear"
          label="Year of your NEET-UG result"
          value={raw.neetYear}
          error={errors.neetYear}
          step="1"
        />
        <NumberField
          form="neet"
          name="intake"
          label="Intake year you are applying for"
          value={raw.intake}
          error={errors.intake}
          step="1"
        />
        <Field
          id="neet-intakeMonth"
          label="Month classes start"
          error={errors.intakeMonth}
          hint={`A NEET result is valid for three years from the day it was declared, so the month counts. ${intakeHint}.`}
        >
          <Select
            {...describedBy('neet-intakeMonth', errors.intakeMonth, true)}
            name="intakeMonth"
            defaultValue={raw.intakeMonth}
          >
            {MONTH_NAMES.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="neet-dob" label="Date of birth" error={errors.dob}>
          <Input
            {...describedBy('neet-dob', errors.dob)}
            type="date"
            name="dob"
            defaultValue={raw.dob}
          />
        </Field>
        <Field id="neet-category" label="Category" error={errors.category}>
          <Select
            {...describedBy('neet-category', errors.category)}
            name="category"
            defaultValue={raw.category}
          >
            {CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </Select>
        </Field>
        {yesNoField(
          'disability',
          'Do you have a disability of 40% or more (PwD)?',
          'It lowers the PCB minimum to 45% in the general category; for SC, ST and OBC it stays 40%.',
        )}
        <NumberField
          form="neet"
          name="pcb"
          label="Class 12 PCB aggregate (%)"
          value={raw.pcb}
          error={errors.pcb}
        />
        {yesNoField('english', 'Did you pass English in Class 12?')}
        <SubmitRow label="Check eligibility" />
      </ToolForm>
      <section
        aria-labelledby="neet-result"
        aria-live="polite"
        className="border-border rounded-2xl border bg-white p-5 sm:p-6"
      >
        <h2 id="neet-result" className="text-xl font-bold">
          Your eligibility
        </h2>
        <p className="mt-3 rounded-xl bg-amber-50 p-4 text-amber-950">
          <Icon icon={CircleAlert} className="mr-1 inline size-5 align-text-bottom" />
          Without a qualifying NEET-UG result you may still be admitted abroad, but you cannot later
          sit FMGE or practise medicine in India.
        </p>
        {results ? <OverallVerdict results={results} /> : null}
        {results ? (
          <ul className="mt-4 space-y-3" data-testid="neet-verdicts">
            {results.map((result) => {
              const view = verdictView[result.verdict]
              const glyph = view.icon
              return (
                <li key={result.rule} className="border-border rounded-xl border p-4">
                  <p className="flex flex-wrap items-center justify-between gap-2">
                    <strong>{result.rule}</strong>
                    <span
                      className={cn(
                        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold',
                        view.className,
                      )}
                    >
                      <Icon icon={glyph} className="size-4" />
                      {view.label}
                    </span>
                  </p>
                  <p className="mt-1">{result.detail}</p>
                  {result.fix ? (
                    <p className="mt-1 font-medium">What would have to change: {result.fix}</p>
                  ) : null}
                  <p className="text-muted-foreground mt-1 text-xs">Source: {result.source}</p>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="text-muted-foreground mt-4">
            {asked
              ? `To see your verdict, add ${missing.join(', ')}.`
              : 'Fill in the form to see a verdict on each rule.'}
          </p>
        )}
      </section>
    </div>
  )
}

/** The one line a family reads first: every rule met, how many are not, or what to confirm. */
function OverallVerdict({ results }: { results: readonly { verdict: Verdict }[] }) {
  const failed = results.filter((result) => result.verdict === 'fail').length
  const toCheck = results.filter((result) => result.verdict === 'check').length
  const rules = (count: number) => `${count} rule${count === 1 ? '' : 's'}`
  const [text, view] =
    failed > 0
      ? [`Not eligible yet: ${rules(failed)} not met.`, verdictView.fail]
      : toCheck > 0
        ? [`Every rule checked is met; ${rules(toCheck)} to confirm.`, verdictView.check]
        : ['You meet every rule.', verdictView.pass]
  const glyph = view.icon
  return (
    <p
      className={cn(
        'mt-4 flex items-center gap-2 rounded-xl p-4 text-lg font-bold',
        view.className,
      )}
      data-testid="neet-overall"
    >
      <Icon icon={glyph} className="size-6 shrink-0" />
      {text}
    </p>
  )
}
