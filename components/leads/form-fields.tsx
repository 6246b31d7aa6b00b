'use client'

import type { FieldValues, Path } from 'react-hook-form'

import { describedBy, Field, Input, Select, Textarea } from '@/components/ui/field'
import type { LeadFormHandle } from '@/components/leads/use-lead-form'
import type { LeadFormState } from '@/lib/leads/actions'

type Common<T extends FieldValues> = {
  form: LeadFormHandle<T>
  name: Path<T>
  label: string
  formId: string
  server: LeadFormState
  required?: boolean
  className?: string
}

/** The error to show: the browser's validation first, else what a no-JavaScript post returned. */
function errorOf<T extends FieldValues>(
  form: LeadFormHandle<T>,
  name: Path<T>,
  server: LeadFormState,
) {
  const own = form.formState.errors[name]?.message
  return typeof own === 'string' ? own : server?.fieldErrors?.[name]
}

function serverValue(server: LeadFormState, name: string) {
  const value = server?.values?.[name]
  return typeof value === 'string' ? value : undefined
}

/** The id, error and control props every field computes the same way. */
function wiring<T extends FieldValues>(
  form: LeadFormHandle<T>,
  name: Path<T>,
  formId: string,
  server: LeadFormState,
) {
  const id = `${formId}-${name}`
  const error = errorOf(form, name, server)
  return {
    id,
    error,
    control: {
      ...describedBy(id, error),
      defaultValue: serverValue(server, name),
      ...form.register(name),
    },
  }
}

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  formId,
  server,
  required,
  className,
  ...input
}: Common<T> & Omit<React.ComponentProps<'input'>, 'name' | 'form'>) {
  const { id, error, control } = wiring(form, name, formId, server)
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <Input aria-required={required || undefined} {...control} {...input} />
    </Field>
  )
}

export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  formId,
  server,
  required,
  className,
  ...input
}: Common<T> & Omit<React.ComponentProps<'textarea'>, 'name' | 'form'>) {
  const { id, error, control } = wiring(form, name, formId, server)
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <Textarea rows={3} {...input} {...control} />
    </Field>
  )
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  formId,
  server,
  required,
  className,
  options,
  placeholder,
}: Common<T> & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  const { id, error, control } = wiring(form, name, formId, server)
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <Select {...control}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}

type Preset<T extends FieldValues> = Omit<Common<T>, 'label'> & { label?: string } & Omit<
    React.ComponentProps<'input'>,
    'name' | 'form'
  >

/** The contact fields every lead form asks for, with their labels and autofill hints. */
export function NameField<T extends FieldValues>(props: Preset<T>) {
  return <TextField label="Full name" required autoComplete="name" {...props} />
}

export function PhoneField<T extends FieldValues>(props: Preset<T>) {
  return (
    <TextField
      label="Phone number"
      required
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      {...props}
    />
  )
}

export function EmailField<T extends FieldValues>(props: Preset<T>) {
  return <TextField label="E-mail" required type="email" autoComplete="email" {...props} />
}

/**
 * Where the family lives; optional, it brings the nearest office's counsellor. Its limit is
 * LIMITS.district, written out: the schemas load only when the form is used (use-lead-form).
 */
export function DistrictField<T extends FieldValues>(props: Preset<T>) {
  return (
    <TextField
      label="District or PIN code (optional)"
      autoComplete="postal-code"
      maxLength={60}
      {...props}
    />
  )
}
