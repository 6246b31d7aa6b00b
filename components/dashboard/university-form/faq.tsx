'use client'

import { useRef } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'

import { TextField } from '@/components/dashboard/university-form/field'
import {
  AddButton,
  ListError,
  RemoveRowButton,
} from '@/components/dashboard/university-form/list-controls'
import type { UniversityFormValues } from '@/lib/validation/university'

/** The university's own questions; the pages add its country's after them. */
export function Faq() {
  const { control } = useFormContext<UniversityFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'faq' })
  const addButton = useRef<HTMLButtonElement>(null)
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-medium">FAQ</h3>
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="border-border min-w-0 space-y-3 rounded-lg border p-3 sm:p-4"
        >
          <legend className="px-1 text-sm font-semibold">Question {index + 1}</legend>
          <TextField name={`faq.${index}.question`} label="Question" required />
          <TextField name={`faq.${index}.answer`} label="Answer" area required />
          <RemoveRowButton
            label={`Remove question ${index + 1}`}
            onRemove={() => remove(index)}
            focusAfter={addButton}
          />
        </fieldset>
      ))}
      <ListError name="faq" />
      <AddButton ref={addButton} onClick={() => append({ question: '', answer: '' })}>
        Add question
      </AddButton>
    </div>
  )
}
