'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2 } from 'lucide'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { saveClaimAction } from '@/components/dashboard/claim-actions'
import { HydratedForm } from '@/components/dashboard/hydrated-form'
import { answerSave, fieldsOf, STAFF_FORM_MODE } from '@/components/dashboard/staff-form'
import { Button } from '@/components/ui/button'
import { Field, Input, Textarea } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import {
  CLAIM_MESSAGES,
  claimFormSchema,
  type ClaimFormData,
  type ClaimFormValues,
} from '@/lib/validation/claim'

/**
 * One of the site's claims: its figure, label, evidence note and as-of date. Saved through
 * the server action, which checks the admin's session and the same schema.
 */
export function ClaimForm({ initial }: { initial: ClaimFormValues }) {
  const formId = useId()
  const form = useForm<ClaimFormValues, unknown, ClaimFormData>({
    resolver: zodResolver(claimFormSchema),
    defaultValues: initial,
    ...STAFF_FORM_MODE,
  })
  const { fieldId, error, control } = fieldsOf(form, formId)
  const busy = form.formState.isSubmitting
  const [evidence, asOf] = useWatch({ control: form.control, name: ['evidence', 'asOf'] })
  const shown = evidence.trim() !== '' && asOf.trim() !== ''

  return (
    <section
      aria-labelledby={`${formId}-heading`}
      className="border-border rounded-2xl border bg-white p-5 shadow-sm"
    >
      <h2 id={`${formId}-heading`} className="text-lg font-bold">
        {initial.label}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm" aria-live="polite">
        {shown
          ? 'Shown on the home page with its evidence and date once saved.'
          : 'Not shown on the site: it needs an evidence note and an as-of date.'}
      </p>
      <HydratedForm
        noValidate
        onSubmit={form.handleSubmit((data) =>
          answerSave(form, saveClaimAction(data), {
            failed: CLAIM_MESSAGES.saveFailed,
            description: initial.label,
          }),
        )}
        className="mt-4 space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId('value')} label="Figure" required error={error('value')}>
            <Input {...control('value')} />
          </Field>
          <Field id={fieldId('label')} label="Label" required error={error('label')}>
            <Input {...control('label')} />
          </Field>
        </div>
        <Field
          id={fieldId('evidence')}
          label="Evidence"
          error={error('evidence')}
          hint="What backs the figure, as visitors will read it (e.g. the records it was counted from). Leave empty to hide the claim."
        >
          <Textarea {...control('evidence', true)} rows={2} />
        </Field>
        <Field id={fieldId('asOf')} label="As of" error={error('asOf')}>
          <Input {...control('asOf')} type="date" />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? <Icon icon={Loader2} className="animate-spin" /> : null}
          Save {initial.label.toLowerCase()}
        </Button>
      </HydratedForm>
    </section>
  )
}
