'use client'

import { useRef } from 'react'

import { LeadFormFrame } from '@/components/leads/lead-form-frame'
import {
  DistrictField,
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/leads/form-fields'
import { useLeadForm } from '@/components/leads/use-lead-form'
import { applyNowUniversities } from '@/data/lead-labels'
import { applyNowCountries } from '@/data/lead-options'
import { APPLY_NOW_MESSAGES, isNeetScore } from '@/lib/validation/lead-rules'

/** The apply-now form: resets after success; NEET input ignores bad values. */
export function ApplyNowForm({ id = 'apply-now-form' }: { id?: string }) {
  // The last accepted NEET score, put back when a keystroke would make it invalid.
  const lastNeet = useRef('')
  const { form, frame } = useLeadForm({
    formType: 'apply_now',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      lastAttendedCollege: '',
      district: '',
      neetScore: '',
      country: '',
      university: '',
      message: '',
    },
    onSuccess: () => {
      lastNeet.current = ''
    },
    localKey: 'applications',
    localRecord: (values) => ({ ...values, submittedAt: new Date().toISOString(), status: 'new' }),
    success: {
      title: 'Application Submitted!',
      description: "We'll contact you shortly to discuss your MBBS abroad journey.",
    },
    failure: {
      title: 'Submission Failed',
      description: 'There was a problem with your application. Please try again.',
    },
    onInvalid: (errors) => {
      const messages = Object.values(errors).map((error) => error?.message)
      const missing = Object.values(APPLY_NOW_MESSAGES.required) as string[]
      const toastFor = messages.some((message) => message && missing.includes(message))
        ? APPLY_NOW_MESSAGES.missing
        : messages.includes(APPLY_NOW_MESSAGES.email.description)
          ? APPLY_NOW_MESSAGES.email
          : messages.includes(APPLY_NOW_MESSAGES.phone.description)
            ? APPLY_NOW_MESSAGES.phone
            : null
      if (toastFor) {
        void import('sonner').then(({ toast }) =>
          toast.error(toastFor.title, { description: toastFor.description }),
        )
      }
    },
  })
  const common = { form, formId: id }
  const neet = form.register('neetScore')
  return (
    <LeadFormFrame formType="apply_now" id={id} frame={frame} submitLabel="Submit Application">
      {(server) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField {...common} server={server} name="name" />
          <EmailField {...common} server={server} name="email" />
          <PhoneField {...common} server={server} name="phone" />
          <DistrictField {...common} server={server} name="district" />
          <TextField
            {...common}
            server={server}
            name="lastAttendedCollege"
            label="Last attended college/school"
            required
            autoComplete="organization"
          />
          <TextField
            {...common}
            server={server}
            name="neetScore"
            label="NEET score (0-1000)"
            required
            inputMode="numeric"
            onChange={(event) => {
              // Silently ignore anything that is not a whole number from 0 to 1000.
              const value = event.target.value
              if (value !== '' && !isNeetScore(value)) {
                event.target.value = lastNeet.current
                return
              }
              lastNeet.current = value
              void neet.onChange?.(event)
            }}
          />
          <SelectField
            {...common}
            server={server}
            name="country"
            label="Preferred country (optional)"
            placeholder="Select a country"
            options={applyNowCountries}
          />
          <SelectField
            {...common}
            server={server}
            name="university"
            label="Preferred university (optional)"
            placeholder="Select a university"
            options={applyNowUniversities}
            className="sm:col-span-2"
          />
          <TextAreaField
            {...common}
            server={server}
            name="message"
            label="Message (optional)"
            className="sm:col-span-2"
          />
        </div>
      )}
    </LeadFormFrame>
  )
}
