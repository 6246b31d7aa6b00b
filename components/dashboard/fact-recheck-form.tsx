'use client'

import { useActionState, useId } from 'react'

import { recheckFact } from '@/components/dashboard/fact-actions'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'

/** "Re-checked today" for one fact, with the source opened; a plain form post without JavaScript. */
export function FactRecheckForm({ factKey, source }: { factKey: string; source: string }) {
  const [state, action, pending] = useActionState(recheckFact, null)
  const id = useId()
  const typed = state && !state.ok ? state.values : undefined
  const errors = (state && !state.ok && state.fieldErrors) || {}
  const field = (name: 'source' | 'note') => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  return (
    <form
      action={action}
      noValidate
      className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <input type="hidden" name="key" value={factKey} />
      <Field id={`${id}-source`} label="Source you opened" error={errors.source ?? errors.key}>
        <Input {...field('source')} defaultValue={typed?.source ?? source} />
      </Field>
      <Field id={`${id}-note`} label="Note (optional)" error={errors.note}>
        <Input {...field('note')} defaultValue={typed?.note ?? ''} />
      </Field>
      <div className="flex flex-col gap-1">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Re-checked today'}
        </Button>
        <p role="status" className="text-sm">
          {state && (state.ok || !state.fieldErrors) ? state.message : ''}
        </p>
      </div>
    </form>
  )
}
