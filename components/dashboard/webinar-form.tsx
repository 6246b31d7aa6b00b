'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2 } from 'lucide'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import { HydratedForm } from '@/components/dashboard/hydrated-form'
import { answerSave, fieldsOf, STAFF_FORM_MODE } from '@/components/dashboard/staff-form'
import { saveWebinarAction } from '@/components/dashboard/webinar-actions'
import { Button, buttonVariants } from '@/components/ui/button'
import { Field, Input, Select, Textarea } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import {
  endsInFuture,
  WEBINAR_MESSAGES,
  webinarFormSchema,
  type WebinarFormData,
  type WebinarFormValues,
} from '@/lib/validation/webinar'
import { instantOf, webinarTimeZones } from '@/lib/webinars/sessions'

const schemaResolver = zodResolver(webinarFormSchema)
const when = ['date', 'time', 'timeZone', 'durationMinutes'] as const

/**
 * The schema's checks, then the action's own: a session must not be over already. That one
 * is said under the date as soon as the date, time, zone and length are valid.
 */
const resolver: Resolver<WebinarFormValues, unknown, WebinarFormData> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options)
  if (when.some((name) => name in result.errors)) return result
  const startsAt = instantOf(values.date.trim(), values.time.trim(), values.timeZone)
  const durationMinutes = Number(values.durationMinutes.trim())
  if (!startsAt || endsInFuture({ startsAt, durationMinutes })) return result
  return {
    values: {},
    errors: { ...result.errors, date: { type: 'over', message: WEBINAR_MESSAGES.over } },
  }
}

/**
 * Add or edit a webinar session: checked on submit, then again on every change; saved
 * through the server action, which checks the staff session and the same schema.
 */
export function WebinarForm({
  id,
  initial,
  empty,
}: {
  id: number | null
  initial: WebinarFormValues
  empty: WebinarFormValues
}) {
  const formId = useId()
  const router = useRouter()
  const form = useForm<WebinarFormValues, unknown, WebinarFormData>({
    resolver,
    defaultValues: initial,
    ...STAFF_FORM_MODE,
  })
  const { fieldId, error, control } = fieldsOf(form, formId)
  const busy = form.formState.isSubmitting
  const timeZone = useWatch({ control: form.control, name: 'timeZone' })
  const zones = webinarTimeZones.some((zone) => zone.value === timeZone)
    ? webinarTimeZones
    : [...webinarTimeZones, { value: timeZone, label: timeZone }]

  const save = async (data: WebinarFormData) => {
    const saved = await answerSave(form, saveWebinarAction(data, id), {
      failed: WEBINAR_MESSAGES.saveFailed,
    })
    if (!saved) return
    if (id === null) form.reset(empty)
    else router.push('/dashboard/webinars')
  }

  return (
    <section
      aria-labelledby={`${formId}-heading`}
      className="border-border rounded-2xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${formId}-heading`} className="text-xl font-bold">
        {id === null ? 'Add a session' : 'Edit session'}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        Fields marked <span className="text-destructive">*</span> are required. The join link is
        never shown on the site: send it to the people who register.
      </p>
      <HydratedForm noValidate onSubmit={form.handleSubmit(save)} className="mt-6 space-y-4">
        <Field id={fieldId('title')} label="Title" required error={error('title')}>
          <Input {...control('title')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={fieldId('date')} label="Date" required error={error('date')}>
            <Input {...control('date')} type="date" />
          </Field>
          <Field id={fieldId('time')} label="Start time" required error={error('time')}>
            <Input {...control('time', false, { deps: 'date' })} type="time" />
          </Field>
          <Field id={fieldId('timeZone')} label="Time zone" required error={error('timeZone')}>
            <Select {...control('timeZone', false, { deps: 'date' })}>
              {zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldId('durationMinutes')}
            label="Duration (minutes)"
            required
            error={error('durationMinutes')}
            hint="From 15 to 480"
          >
            <Input
              {...control('durationMinutes', true, { deps: 'date' })}
              type="number"
              inputMode="numeric"
            />
          </Field>
          <Field
            id={fieldId('capacity')}
            label="Seats (optional)"
            error={error('capacity')}
            hint="Shown on the page; leave empty for no limit"
          >
            <Input {...control('capacity', true)} type="number" inputMode="numeric" />
          </Field>
        </div>
        <Field
          id={fieldId('joinUrl')}
          label="Join link"
          required
          error={error('joinUrl')}
          hint="https:// address of the meeting; for staff and registrants only"
        >
          <Input {...control('joinUrl', true)} type="url" inputMode="url" />
        </Field>
        <Field id={fieldId('summary')} label="Summary" required error={error('summary')}>
          <Textarea {...control('summary')} rows={3} />
        </Field>
        <Field id={fieldId('topics')} label="Topics" error={error('topics')} hint="One per line">
          <Textarea {...control('topics', true)} rows={5} />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? <Icon icon={Loader2} className="animate-spin" /> : null}
            {id === null ? 'Add session' : 'Save changes'}
          </Button>
          {id === null ? null : (
            <Link href="/dashboard/webinars" className={buttonVariants({ variant: 'outline' })}>
              Stop editing
            </Link>
          )}
        </div>
      </HydratedForm>
    </section>
  )
}
