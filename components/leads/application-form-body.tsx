'use client'

import { LeadFormFrame } from '@/components/leads/lead-form-frame'
import {
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/leads/form-fields'
import { useLeadForm } from '@/components/leads/use-lead-form'
import { applyNowCountries, homeApplyCountries } from '@/data/lead-options'

export type ApplicationFormProps = {
  id?: string
  countryName?: string
  universityId?: string
  withCountryChoice?: boolean
}

/** The application form itself; pages use `ApplicationForm`, which loads this on demand. */
export function ApplicationFormBody({
  id = 'application-form',
  countryName,
  universityId,
  withCountryChoice = false,
}: ApplicationFormProps) {
  const { form, frame } = useLeadForm({
    formType: 'application',
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      lastAttendedCollege: '',
      neetScore: '',
      message: '',
    },
    extra: { countryName, universityId },
    localKey: 'inquiries',
    localRecord: (values) => ({
      ...values,
      countryName,
      universityId,
      timestamp: new Date().toISOString(),
      status: 'pending',
    }),
    success: { title: "Application submitted successfully! We'll contact you soon." },
    failure: { title: 'Failed to submit application. Please try again.' },
  })
  const common = { form, formId: id }
  return (
    <LeadFormFrame
      formType="application"
      id={id}
      frame={frame}
      submitLabel="Apply for Admission"
      extraHidden={{ countryName, universityId }}
    >
      {(server) => (
        <div className="grid gap-4">
          <NameField {...common} server={server} name="fullName" />
          <EmailField {...common} server={server} name="email" />
          <PhoneField {...common} server={server} name="phone" />
          <TextField
            {...common}
            server={server}
            name="lastAttendedCollege"
            label="Last attended college"
            required
          />
          <TextField
            {...common}
            server={server}
            name="neetScore"
            label="NEET score"
            required
            inputMode="numeric"
          />
          {withCountryChoice ? (
            <SelectField
              {...common}
              server={server}
              name="preferredCountry"
              label="Preferred country (optional)"
              placeholder="Select a country"
              options={homeApplyCountries.map((value) => ({
                value,
                label: applyNowCountries.find((c) => c.value === value)?.label ?? value,
              }))}
            />
          ) : null}
          <TextAreaField {...common} server={server} name="message" label="Message (optional)" />
        </div>
      )}
    </LeadFormFrame>
  )
}
