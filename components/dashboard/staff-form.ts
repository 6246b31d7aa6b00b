'use client'

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { toast } from 'sonner'

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
