'use client'

import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { describedBy } from '@/components/ui/field'
import type { ActionResult } from '@/lib/action-result'

export type StaffFormErrors = Record<string, string>

/**
 * The staff forms' one flow: check on submit with the same schema the action uses, then on
 * every change; on errors, focus the first invalid field; otherwise save, and answer with a
 * toast (the action's field errors shown beside their fields).
 */
export function useStaffForm<V>({
  formId,
  initial,
  check,
  save,
  onSaved,
  failedMessage,
  successDescription,
}: {
  formId: string
  initial: V
  check: (values: V) => StaffFormErrors
  save: (values: V) => Promise<ActionResult<{ title: string }>>
  /** After a successful save; `reset` clears the submitted state and errors. */
  onSaved?: (helpers: { setValues: (values: V) => void; reset: () => void }) => void
  failedMessage: string
  successDescription?: string
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<StaffFormErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)

  const update = (next: V) => {
    setValues(next)
    if (submitted) setErrors(check(next))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const found = check(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)
          ?.focus(),
      )
      return
    }
    setBusy(true)
    try {
      const answer = await save(values)
      if (answer.ok) {
        toast.success(answer.title, successDescription ? { description: successDescription } : {})
        onSaved?.({
          setValues,
          reset: () => {
            setSubmitted(false)
            setErrors({})
          },
        })
      } else {
        setErrors(answer.fieldErrors ?? {})
        toast.error('Error', { description: answer.message })
      }
    } catch {
      toast.error('Error', { description: failedMessage })
    }
    setBusy(false)
  }

  /** A field's id in this form, as its <Field> and control share it. */
  const fieldId = (name: string) => `${formId}-${name}`
  /** The props of a text control bound to one field: value, change, error description. */
  const control = (name: keyof V & string, hint = false) => ({
    ...describedBy(fieldId(name), errors[name], hint),
    name,
    value: String(values[name] ?? ''),
    onChange: (event: { target: { value: string } }) =>
      update({ ...values, [name]: event.target.value }),
  })

  return { values, update, errors, busy, onSubmit, fieldId, control }
}
