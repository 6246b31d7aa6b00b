'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2 } from 'lucide'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { HydratedForm } from '@/components/dashboard/hydrated-form'
import { PhotoUpload } from '@/components/dashboard/photo-upload'
import { deletePersonAction, savePersonAction } from '@/components/dashboard/person-actions'
import { answerSave, fieldsOf, STAFF_FORM_MODE } from '@/components/dashboard/staff-form'
import { Button } from '@/components/ui/button'
import { Field, Input, Select, Textarea } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import {
  emptyPerson,
  PERSON_MESSAGES,
  personFormSchema,
  type PersonFormData,
  type PersonFormValues,
} from '@/lib/validation/person'

const roleLabel = {
  team: 'Role',
  testimonial: 'Who they are (e.g. Parent of a first-year student in Georgia)',
  story: 'University',
} as const

/** Adds or edits one person record; saved through the server action (admin, same schema). */
export function PersonForm({ initial }: { initial: PersonFormValues }) {
  const formId = useId()
  const router = useRouter()
  const form = useForm<PersonFormValues, unknown, PersonFormData>({
    resolver: zodResolver(personFormSchema),
    defaultValues: initial,
    ...STAFF_FORM_MODE,
  })
  const { fieldId, error, control } = fieldsOf(form, formId)
  const busy = form.formState.isSubmitting
  const kind = useWatch({ control: form.control, name: 'kind' })

  const save = async (data: PersonFormData) => {
    const saved = await answerSave(form, savePersonAction(data), {
      failed: PERSON_MESSAGES.saveFailed,
    })
    if (!saved) return
    if (!initial.id) form.reset(emptyPerson)
    router.refresh()
  }
  return (
    <section
      aria-labelledby={`${formId}-heading`}
      className="border-border rounded-2xl border bg-white p-5 shadow-sm"
    >
      <h2 id={`${formId}-heading`} className="text-lg font-bold">
        {initial.id ? `Edit ${initial.name}` : 'Add a person'}
      </h2>
      <HydratedForm noValidate onSubmit={form.handleSubmit(save)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId('kind')} label="Shown as" required>
            <Select {...control('kind')}>
              <option value="team">Team member (About us)</option>
              <option value="testimonial">Testimonial (Our services)</option>
              <option value="story">Alumni story (Success stories)</option>
            </Select>
          </Field>
          <Field id={fieldId('name')} label="Name" required error={error('name')}>
            <Input {...control('name')} />
          </Field>
          <Field id={fieldId('role')} label={roleLabel[kind]} required error={error('role')}>
            <Input {...control('role')} />
          </Field>
          {kind === 'story' ? (
            <Field id={fieldId('year')} label="Year" error={error('year')}>
              <Input {...control('year')} inputMode="numeric" />
            </Field>
          ) : null}
        </div>
        <Field
          id={fieldId('words')}
          label={kind === 'team' ? 'Short blurb' : 'Their words, as they gave them'}
          required
          error={error('words')}
        >
          <Textarea {...control('words')} rows={3} />
        </Field>
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <Field
            id={fieldId('photo')}
            label="Photo (optional)"
            error={error('photo')}
            hint="Upload one here; it is not added to the gallery."
          >
            <Input {...control('photo', true)} />
          </Field>
          <PhotoUpload
            id={`${formId}-photoFile`}
            purpose="person"
            onUploaded={(path) =>
              form.setValue('photo', path, { shouldValidate: form.formState.isSubmitted })
            }
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldId('consentOn')}
            label="Consent recorded on"
            required
            error={error('consentOn')}
          >
            <Input {...control('consentOn')} type="date" />
          </Field>
          <Field
            id={fieldId('consentNote')}
            label="How the consent was recorded"
            required
            error={error('consentNote')}
          >
            <Input {...control('consentNote')} />
          </Field>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? <Icon icon={Loader2} className="animate-spin" /> : null}
          {initial.id ? 'Save changes' : 'Add'}
        </Button>
      </HydratedForm>
    </section>
  )
}

/** Removes a record after a confirmation; the public pages drop it at once. */
export function RemovePersonButton({ id, name }: { id: number; name: string }) {
  const router = useRouter()
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={`Remove ${name}`}
      onClick={async () => {
        if (!window.confirm(`Remove ${name} from the site?`)) return
        const answer = await deletePersonAction(id)
        if (answer.ok) toast.success(answer.title)
        else toast.error('Error', { description: answer.message })
        router.refresh()
      }}
    >
      Remove
    </Button>
  )
}
