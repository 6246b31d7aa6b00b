'use client'

import { useActionState, useId } from 'react'

import { recheckFact } from '@/components/dashboard/fact-actions'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { FACT_CHECK_MESSAGES, type FactCheckState } from '@/lib/validation/fact-check'

/** "Re-checked today" for one fact, with the source opened; a plain form post without JavaScript. */
export function FactRecheckForm({ factKey, source }: { factKey: string; source: string }) {
  const initial: FactCheckState = {
    status: 'idle',
    values: { key: factKey, source, note: '' },
    fieldErrors: {},
  }
  const [state, action, pending] = useActionState(recheckFact, initial)
  const id = useId()
  const field = (name: 'source' | 'note') => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': state.fieldErrors[name] ? true : undefined,
    'aria-describedby': state.fieldErrors[name] ? `${id}-${name}-error` : undefined,
  })
  return (
    <form
      action={action}
      noValidate
      className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <input type="hidden" name="key" value={factKey} />
      <Field
        id={`${id}-source`}
        label="Source you opened"
        error={state.fieldErrors.source ?? state.fieldErrors.key}
      >
        <Input {...field('source')} defaultValue={state.values.source} />
      </Field>
      <Field id={`${id}-note`} label="Note (optional)" error={state.fieldErrors.note}>
        <Input {...field('note')} defaultValue={state.values.note} />
      </Field>
      <div className="flex flex-col gap-1">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Re-checked today'}
        </Button>
        <p role="status" className="text-sm">
          {state.status === 'saved'
            ? FACT_CHECK_MESSAGES.saved
            : state.status === 'failed'
              ? FACT_CHECK_MESSAGES.failed
              : ''}
        </p>
      </div>
    </form>
  )
}
