'use client'

import { useRef } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'

import { fieldId, useError } from '@/components/dashboard/university-form/field'
import {
  AddButton,
  ListError,
  RemoveButton,
} from '@/components/dashboard/university-form/list-controls'
import { describedBy, Input } from '@/components/ui/field'
import type { UniversityFormValues } from '@/lib/validation/university'

type ListName = 'features' | 'admissionProcess' | 'eligibility' | 'additionalExpenses'

/** A list typed one item to a row: each row an input with its error and a remove button. */
export function ValueList({
  name,
  legend,
  item,
  hint,
  required,
}: {
  name: ListName
  legend: string
  /** What one row is, for its label and buttons ("Feature" gives "Feature 2", "Add feature"). */
  item: string
  hint?: string
  required?: boolean
}) {
  const { control } = useFormContext<UniversityFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name })
  const addButton = useRef<HTMLButtonElement>(null)
  const hintId = `${fieldId(name)}-hint`
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium">
        {legend}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {fields.length > 0 ? (
        <ol className="space-y-2">
          {fields.map((field, index) => (
            <ValueRow
              key={field.id}
              name={`${name}.${index}.value`}
              label={`${item} ${index + 1}`}
              onRemove={() => {
                remove(index)
                addButton.current?.focus()
              }}
            />
          ))}
        </ol>
      ) : null}
      <ListError name={name} />
      <AddButton ref={addButton} onClick={() => append({ value: '' })}>
        Add {item.toLowerCase()}
      </AddButton>
    </fieldset>
  )
}

function ValueRow({
  name,
  label,
  onRemove,
}: {
  name: `${ListName}.${number}.value`
  label: string
  onRemove: () => void
}) {
  const { register } = useFormContext<UniversityFormValues>()
  const error = useError(name)
  const id = fieldId(name)
  return (
    <li className="flex items-start gap-2">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input {...describedBy(id, error)} {...register(name)} />
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm empty:hidden">
          {error ?? ''}
        </p>
      </div>
      <RemoveButton label={`Remove ${label.toLowerCase()}`} onClick={onRemove} />
    </li>
  )
}
