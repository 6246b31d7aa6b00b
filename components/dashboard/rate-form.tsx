'use client'

import { useActionState, useId } from 'react'

import { saveExchangeRate } from '@/components/dashboard/rate-actions'
import { Button } from '@/components/ui/button'
import { Field, Input, Select } from '@/components/ui/field'
import { rateCurrencies } from '@/data/exchange-rates'
import type { ExchangeRateValues } from '@/lib/validation/exchange-rate'

/** Record one reading; works as a plain form post without JavaScript too. */
export function RateForm({ today }: { today: string }) {
  const [state, action, pending] = useActionState(saveExchangeRate, null)
  const id = useId()
  // After a refused post, what was typed; after a save, all but the rate itself (a staff
  // action gives a posted form's values back as text).
  const typed = state?.values as Partial<Record<keyof ExchangeRateValues, string>> | undefined
  const values: ExchangeRateValues = {
    currency: (typed?.currency as ExchangeRateValues['currency']) ?? 'USD',
    inr: typed?.inr ?? '',
    readOn: typed?.readOn ?? today,
    source: typed?.source ?? '',
  }
  const errors = (state && !state.ok && state.fieldErrors) || {}
  // Each answer draws the fields again (React resets a posted form): a saved rate, with all
  // but the rate; a refused one, with what was typed.
  const drawn = state?.at ?? 'first'
  const field = (name: keyof ExchangeRateValues) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  return (
    <form action={action} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field id={`${id}-currency`} label="Currency" error={errors.currency}>
        <Select {...field('currency')} defaultValue={values.currency} key={`c-${drawn}`}>
          {rateCurrencies.map((code) => (
            <option key={code} value={code}>
              {code === 'MYR' ? 'MYR (RM)' : code}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={`${id}-inr`}
        label="Rupees for one unit"
        error={errors.inr}
        hint="For example 90.95"
      >
        <Input {...field('inr')} inputMode="decimal" defaultValue={values.inr} key={`i-${drawn}`} />
      </Field>
      <Field id={`${id}-readOn`} label="Date read" error={errors.readOn}>
        <Input
          {...field('readOn')}
          type="date"
          max={today}
          defaultValue={values.readOn}
          key={`d-${drawn}`}
        />
      </Field>
      <Field id={`${id}-source`} label="Source" error={errors.source}>
        <Input {...field('source')} defaultValue={values.source} key={`s-${drawn}`} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save rate'}
        </Button>
        <p role="status" className="text-sm">
          {state && (state.ok || !state.fieldErrors) ? state.message : ''}
        </p>
      </div>
    </form>
  )
}
