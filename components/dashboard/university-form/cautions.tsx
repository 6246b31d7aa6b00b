'use client'

import { useRef } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'

import { Section, TextField } from '@/components/dashboard/university-form/field'
import {
  AddButton,
  ListError,
  RemoveRowButton,
} from '@/components/dashboard/university-form/list-controls'
import type { UniversityFormValues } from '@/lib/validation/university'

/** Dated warnings, each with its source: shown at the top of the page and on the card. */
export function CautionsSection() {
  const { control } = useFormContext<UniversityFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'cautions' })
  const addButton = useRef<HTMLButtonElement>(null)
  return (
    <Section title="Cautions">
      <p className="text-muted-foreground text-sm">
        What families must know before they choose this university, with the date and the source:
        shown at the top of its page and on its card.
      </p>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="border-border min-w-0 rounded-lg border p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold">Caution {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
            <TextField name={`cautions.${index}.date`} label="Date" type="date" required />
            <TextField name={`cautions.${index}.source`} label="Source" required />
            <TextField
              name={`cautions.${index}.text`}
              label="What families should know"
              area
              required
              className="sm:col-span-2"
            />
            <TextField
              name={`cautions.${index}.url`}
              label="Link"
              type="url"
              hint="The source's web address, if it has one"
              className="sm:col-span-2"
            />
          </div>
          <RemoveRowButton
            label={`Remove caution ${index + 1}`}
            onRemove={() => remove(index)}
            focusAfter={addButton}
            className="mt-3 flex justify-end"
          />
        </fieldset>
      ))}
      <ListError name="cautions" />
      <AddButton
        ref={addButton}
        onClick={() => append({ date: '', text: '', source: '', url: '' })}
      >
        Add caution
      </AddButton>
    </Section>
  )
}
