'use client'

import { useRouter } from 'next/navigation'

import { LeadFormFrame } from '@/components/leads/lead-form-frame'
import {
  DistrictField,
  EmailField,
  NameField,
  PhoneField,
  TextAreaField,
  TextField,
} from '@/components/leads/form-fields'
import { useLeadForm } from '@/components/leads/use-lead-form'
import { inquiryCountries } from '@/data/lead-options'

/**
 * The inquiry side card: on success it runs the caller's callback, or goes to /thank-you.
 */
export function InquiryForm({
  id = 'inquiry-form',
  universityName,
  onSuccess,
}: {
  id?: string
  universityName?: string
  onSuccess?: () => void
}) {
  const router = useRouter()
  const { form, frame } = useLeadForm({
    formType: 'inquiry',
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      lastAttendedCollege: '',
      district: '',
      preferredCountries: [],
      message: '',
    },
    extra: universityName ? { universityName } : undefined,
    localKey: 'inquiries',
    localRecord: (values) => ({ ...values, submittedAt: new Date().toISOString(), status: 'new' }),
    success: {
      title: 'Inquiry Submitted!',
      description: 'A counsellor will contact you within 24 hours on business days.',
    },
    failure: { title: 'Error', description: 'Something went wrong. Please try again.' },
    onSuccess: () => (onSuccess ? onSuccess() : router.push('/thank-you/inquiry')),
  })
  const common = { form, formId: id }
  const countriesError = form.formState.errors.preferredCountries?.message
  return (
    <LeadFormFrame
      formType="inquiry"
      id={id}
      frame={frame}
      submitLabel="Send Inquiry"
      extraHidden={{ universityName }}
    >
      {(server) => {
        const error =
          typeof countriesError === 'string'
            ? countriesError
            : server?.fieldErrors?.preferredCountries
        return (
          <div className="grid gap-4">
            <NameField {...common} server={server} name="name" />
            <PhoneField {...common} server={server} name="phone" />
            <EmailField {...common} server={server} name="email" />
            <TextField
              {...common}
              server={server}
              name="lastAttendedCollege"
              label="Last attended college/school"
              required
            />
            <DistrictField {...common} server={server} name="district" />
            <fieldset
              aria-describedby={error ? `${id}-countries-error` : undefined}
              aria-invalid={error ? true : undefined}
            >
              <legend className="text-sm font-medium">
                Preferred countries
                <span className="text-destructive" aria-hidden="true">
                  {' '}
                  *
                </span>
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {inquiryCountries.map((country) => (
                  <label key={country} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      value={country}
                      className="accent-primary size-5"
                      {...form.register('preferredCountries')}
                    />
                    {country}
                  </label>
                ))}
              </div>
              <p
                id={`${id}-countries-error`}
                role="alert"
                className="text-destructive mt-1 text-sm empty:hidden"
              >
                {error ?? ''}
              </p>
            </fieldset>
            <TextAreaField {...common} server={server} name="message" label="Message (optional)" />
          </div>
        )
      }}
    </LeadFormFrame>
  )
}
