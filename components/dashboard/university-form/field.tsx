'use client'

import type { ReactNode } from 'react'
import { get, useFormContext, useFormState, type FieldError, type FieldPath } from 'react-hook-form'

import { describedBy, Field, Input, Select, Textarea } from '@/components/ui/field'
import type { UniversityFormValues } from '@/lib/validation/university'

export type Name = FieldPath<UniversityFormValues>

/** The id of a field's control; its hint and error take it with -hint and -error. */
export const fieldId = (name: string) => `university-${name.replaceAll('.', '-')}`

/** A field's error message; a list keeps its own under `root` once it has rows. */
export function useError(name: Name): string | undefined {
  const { errors } = useFormState<UniversityFormValues>({ name })
  const error = get(errors, name) as (FieldError & { root?: FieldError }) | undefined
  return error?.message ?? error?.root?.message
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-border min-w-0 space-y-4 rounded-xl border p-4 sm:p-5">
      <legend className="px-1 text-base font-bold">{title}</legend>
      {children}
    </fieldset>
  )
}

type FieldOptions = {
  name: Name
  label: string
  required?: boolean
  hint?: string
  className?: string
}

/** A labelled text input (or text area), its hint and its error. */
export function TextField({
  name,
  label,
  required,
  hint,
  className,
  type = 'text',
  area,
  placeholder,
}: FieldOptions & { type?: string; area?: boolean; placeholder?: string }) {
  const { register } = useFormContext<UniversityFormValues>()
  const error = useError(name)
  const id = fieldId(name)
  const control = { ...describedBy(id, error, Boolean(hint)), placeholder, ...register(name) }
  return (
    <Field
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      {area ? <Textarea {...control} rows={4} /> : <Input {...control} type={type} />}
    </Field>
  )
}

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  options,
}: FieldOptions & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext<UniversityFormValues>()
  const error = useError(name)
  const id = fieldId(name)
  return (
    <Field
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      <Select {...describedBy(id, error, Boolean(hint))} {...register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}

export function CheckboxField({ name, label }: { name: Name; label: string }) {
  const { register } = useFormContext<UniversityFormValues>()
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="accent-primary size-4 shrink-0" {...register(name)} />
      {label}
    </label>
  )
}
