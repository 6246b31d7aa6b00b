'use client'

import { useActionState, useId } from 'react'

import { saveExchangeRate } from '@/components/dashboard/rate-actions'
import { Button } from '@/components/ui/button'
import { Field, Input, Select } from '@/components/ui/field'
import { rateCurrencies } from '@/data/exchange-rates'
import { RATE_MESSAGES, type RateFormState } from '@/lib/validation/exchange-rate'

/** Record one reading; works as a plain form post without JavaScript too. */
export function RateForm({ today }: { today: string }) {
  const initial: RateFormState = {
    status: 'idle',
    values: { currency: 'USD', inr: '', readOn: today, source: '' },
    fieldErrors: {},
  }
  const [state, action, pending] = useActionState(saveExchangeRate, initial)
  const id = useId()
  const field = (name: keyof RateFormState['values']) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': state.fieldErrors[name] ? true : undefined,
    'aria-describedby': state.fieldErrors[name] ? `${id}-${name}-error` : undefined,
  })
  return (
    <form action={action} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field id={`${id}-currency`} label="Currency" error={state.fieldErrors.currency}>
        <Select
          {...field('currency')}
          defaultValue={state.values.currency}
          key={`c-${state.status}`}
        >
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
        error={state.fieldErrors.inr}
        hint="For example 90.95"
      >
        <Input
          {...field('inr')}
          inputMode="decimal"
          defaultValue={state.values.inr}
          key={`i-${state.status}`}
        />
      </Field>
      <Field id={`${id}-readOn`} label="Date read" error={state.fieldErrors.readOn}>
        <Input
          {...field('readOn')}
          type="date"
          max={today}
          defaultValue={state.values.readOn}
          key={`d-${state.status}`}
        />
      </Field>
      <Field id={`${id}-source`} label="Source" error={state.fieldErrors.source}>
        <Input {...field('source')} defaultValue={state.values.source} key={`s-${state.status}`} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save rate'}
        </Button>
        <p role="status" className="text-sm">
          {state.status === 'saved'
            ? RATE_MESSAGES.saved
            : state.status === 'failed'
              ? RATE_MESSAGES.failed
              : ''}
        </p>
      </div>
    </form>
  )
}
