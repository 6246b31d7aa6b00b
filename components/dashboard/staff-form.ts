'use client'

import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form'
import { toast } from 'sonner'

import { describedBy } from '@/components/ui/field'
import type { ActionResult } from '@/lib/action-result'

/**
 * How every staff form uses react-hook-form with the action's zod schema: checked on submit,
 * then on every change, and the first invalid field takes the focus.
 */
export const STAFF_FORM_MODE = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
  shouldFocusError: true,
} as const

/**
 * Waits for a staff action's answer and says it with a toast; the action's field errors go
 * beside their fields, the first one focused. The answer when it saved, otherwise null.
 */
export async function answerSave<V extends FieldValues, T extends { title: string }>(
  form: Pick<UseFormReturn<V>, 'setError'>,
  saving: Promise<ActionResult<T>>,
  options: { failed: string; description?: string },
): Promise<T | null> {
  const answer = await saving.catch(() => null)
  if (!answer) {
    toast.error('Error', { description: options.failed })
    return null
  }
  if (!answer.ok) {
    Object.entries(answer.fieldErrors ?? {}).forEach(([name, message], index) =>
      form.setError(name as Path<V>, { type: 'server', message }, { shouldFocus: index === 0 }),
    )
    toast.error('Error', { description: answer.message })
    return null
  }
  toast.success(answer.title, options.description ? { description: options.description } : {})
  return answer
}

/**
 * A small form's field props: a control registered under its name, with its id and its error
 * described (the <Field> around it takes the same id and error).
 */
export function fieldsOf<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'register' | 'formState'>,
  formId: string,
) {
  const fieldId = (name: Path<V>) => `${formId}-${name}`
  const error = (name: Path<V>) =>
    (get(form.formState.errors, name) as FieldError | undefined)?.message
  const control = (name: Path<V>, hint = false, options?: RegisterOptions<V, Path<V>>) => ({
    ...describedBy(fieldId(name), error(name), hint),
    ...form.register(name, options),
  })
  return { fieldId, error, control }
}
