'use client'

import { useRef, useState } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'

import { Faq } from '@/components/dashboard/university-form/faq'
import { fieldId, Section, useError } from '@/components/dashboard/university-form/field'
import {
  AddButton,
  ListError,
  RemoveButton,
} from '@/components/dashboard/university-form/list-controls'
import { describedBy, Input } from '@/components/ui/field'
import {
  isImageUrl,
  UNIVERSITY_MESSAGES,
  type UniversityFormValues,
} from '@/lib/validation/university'

export function GalleryFaqSection() {
  return (
    <Section title="Gallery & FAQ">
      <Gallery />
      <Faq />
    </Section>
  )
}

function Gallery() {
  const { control } = useFormContext<UniversityFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'gallery' })
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const id = fieldId('gallery-url')

  // An address is checked as it is added, so a refused one never joins the list.
  const add = () => {
    if (!isImageUrl(url.trim())) {
      setError(UNIVERSITY_MESSAGES.siteImage)
      return
    }
    setError(undefined)
    append({ url: url.trim() }, { shouldFocus: false })
    setUrl('')
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Gallery image URL
      </label>
      <div className="flex gap-2">
        <Input
          ref={input}
          {...describedBy(id, error, true)}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value)
            setError(undefined)
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            add()
          }}
        />
        <AddButton onClick={add} className="h-11">
          Add
        </AddButton>
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        An image on this site, like the main image
      </p>
      <p id={`${id}-error`} role="alert" className="text-destructive text-sm empty:hidden">
        {error ?? ''}
      </p>
      <ListError name="gallery" />
      {fields.length > 0 ? (
        <ul className="space-y-2" aria-label="Gallery images">
          {fields.map((field, index) => (
            <GalleryRow
              key={field.id}
              index={index}
              onRemove={() => {
                remove(index)
                input.current?.focus()
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function GalleryRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register } = useFormContext<UniversityFormValues>()
  const name = `gallery.${index}.url` as const
  const error = useError(name)
  const id = fieldId(name)
  return (
    <li className="flex items-start gap-2">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="sr-only">
          Gallery image {index + 1}
        </label>
        <Input {...describedBy(id, error)} {...register(name)} />
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm empty:hidden">
          {error ?? ''}
        </p>
      </div>
      <RemoveButton label={`Remove gallery image ${index + 1}`} onClick={onRemove} />
    </li>
  )
}
