'use client'

import { Loader2 } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId } from 'react'

import { useStaffForm, type StaffFormErrors } from '@/components/dashboard/use-staff-form'
import { saveWebinarAction } from '@/components/dashboard/webinar-actions'
import { Button, buttonVariants } from '@/components/ui/button'
import { Field, Input, Select, Textarea } from '@/components/ui/field'
import { fieldErrorsOf } from '@/lib/validation/field-errors'
import {
  endsInFuture,
  WEBINAR_MESSAGES,
  webinarFormSchema,
  webinarInput,
  type WebinarFormValues,
} from '@/lib/validation/webinar'
import { webinarTimeZones } from '@/lib/webinars/sessions'

/** The same checks as the server action: the shared schema, then "not over already". */
function check(values: WebinarFormValues): StaffFormErrors {
  const result = webinarFormSchema.safeParse(values)
  if (!result.success) return fieldErrorsOf(result.error.issues)
  return endsInFuture(webinarInput(result.data)) ? {} : { date: WEBINAR_MESSAGES.over }
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
  const { values, errors, busy, onSubmit, fieldId, control } = useStaffForm({
    formId,
    initial,
    check,
    save: (input) => saveWebinarAction(input, id),
    onSaved: ({ setValues, reset }) => {
      reset()
      if (id === null) setValues(empty)
      else router.push('/dashboard/webinars')
    },
    failedMessage: WEBINAR_MESSAGES.saveFailed,
  })
  const zones = webinarTimeZones.some((zone) => zone.value === values.timeZone)
    ? webinarTimeZones
    : [...webinarTimeZones, { value: values.timeZone, label: values.timeZone }]

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
      <form id={formId} noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <Field id={fieldId('title')} label="Title" required error={errors.title}>
          <Input {...control('title')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={fieldId('date')} label="Date" required error={errors.date}>
            <Input {...control('date')} type="date" />
          </Field>
          <Field id={fieldId('time')} label="Start time" required error={errors.time}>
            <Input {...control('time')} type="time" />
          </Field>
          <Field id={fieldId('timeZone')} label="Time zone" required error={errors.timeZone}>
            <Select {...control('timeZone')}>
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
            error={errors.durationMinutes}
            hint="From 15 to 480"
          >
            <Input {...control('durationMinutes', true)} type="number" inputMode="numeric" />
          </Field>
          <Field
            id={fieldId('capacity')}
            label="Seats (optional)"
            error={errors.capacity}
            hint="Shown on the page; leave empty for no limit"
          >
            <Input {...control('capacity', true)} type="number" inputMode="numeric" />
          </Field>
        </div>
        <Field
          id={fieldId('joinUrl')}
          label="Join link"
          required
          error={errors.joinUrl}
          hint="https:// address of the meeting; for staff and registrants only"
        >
          <Input {...control('joinUrl', true)} type="url" inputMode="url" />
        </Field>
        <Field id={fieldId('summary')} label="Summary" required error={errors.summary}>
          <Textarea {...control('summary')} rows={3} />
        </Field>
        <Field id={fieldId('topics')} label="Topics" error={errors.topics} hint="One per line">
          <Textarea {...control('topics', true)} rows={5} />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {id === null ? 'Add session' : 'Save changes'}
          </Button>
          {id === null ? null : (
            <Link href="/dashboard/webinars" className={buttonVariants({ variant: 'outline' })}>
              Stop editing
            </Link>
          )}
        </div>
      </form>
    </section>
  )
}
