'use client'

import { describedBy } from '@/components/ui/field'
import { TextField } from '@/components/leads/form-fields'
import type { GuardianInput } from '@/components/leads/guardian-input'
import type { LeadFormHandle } from '@/components/leads/use-lead-form'
import type { LeadFormState } from '@/lib/leads/actions'

function ticked(server: LeadFormState, name: string) {
  const value = server?.values?.[name]
  return value === 'yes' || value === 'on'
}

/**
 * The under-18 question every lead form asks, and the parent's or guardian's name, phone and
 * consent it then needs (DPDP Act 2023 s.9). The guardian's fields are always in the HTML; a
 * CSS rule (app/globals.css) hides them until the box is ticked, and the server requires
 * them only then.
 */
export function GuardianFields({
  form,
  formId,
  server,
}: {
  form: LeadFormHandle<GuardianInput>
  formId: string
  server: LeadFormState
}) {
  const under18Id = `${formId}-studentUnder18`
  const consentId = `${formId}-guardianConsent`
  const consentError =
    form.formState.errors.guardianConsent?.message ?? server?.fieldErrors?.guardianConsent
  const common = { form, formId, server }
  return (
    <div className="mt-4 space-y-3">
      <label htmlFor={under18Id} className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          id={under18Id}
          type="checkbox"
          value="yes"
          data-under18=""
          aria-controls={`${formId}-guardian`}
          defaultChecked={ticked(server, 'studentUnder18')}
          className="accent-primary size-5 shrink-0"
          {...form.register('studentUnder18')}
        />
        The student is under 18
      </label>
      <fieldset
        id={`${formId}-guardian`}
        data-guardian-fields=""
        className="border-border space-y-3 rounded-md border p-3"
      >
        <legend className="px-1 text-sm font-medium">
          Parent or guardian (only if the student is under 18)
        </legend>
        <TextField
          {...common}
          name="guardianName"
          label="Parent's or guardian's name"
          autoComplete="off"
        />
        <TextField
          {...common}
          name="guardianPhone"
          label="Parent's or guardian's phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <div className="space-y-1">
          <label htmlFor={consentId} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              value="yes"
              defaultChecked={ticked(server, 'guardianConsent')}
              className="accent-primary mt-0.5 size-5 shrink-0"
              {...describedBy(consentId, consentError)}
              {...form.register('guardianConsent')}
            />
            I am the student&apos;s parent or guardian, and I consent to the use of the
            student&apos;s details and mine as the notice below describes.
          </label>
          <p
            id={`${consentId}-error`}
            role="alert"
            className="text-destructive text-sm empty:hidden"
          >
            {consentError ?? ''}
          </p>
        </div>
      </fieldset>
    </div>
  )
}
