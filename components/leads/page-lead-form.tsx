'use client'

import { LeadFormFrame } from '@/components/leads/lead-form-frame'
import {
  DistrictField,
  EmailField,
  NameField,
  PhoneField,
  TextAreaField,
} from '@/components/leads/form-fields'
import { useLeadForm } from '@/components/leads/use-lead-form'

type PageFormType =
  'admission' | 'admission_consultation' | 'fmge_coaching' | 'fmge_enrollment' | 'success-stories'

/** The shared lead form of the static pages (admission process, FMGE coaching, success stories). */
export function PageLeadForm({
  formType,
  id = `${formType}-form`,
  submitLabel = 'Request a Free Consultation',
  country,
}: {
  formType: PageFormType
  id?: string
  submitLabel?: string
  country?: string
}) {
  const { form, frame } = useLeadForm({
    formType,
    defaultValues: { name: '', phone: '', email: '', district: '', message: '' },
    extra: country ? { country } : undefined,
    success: {
      title: 'Thank you!',
      description: 'A counsellor will contact you within 24 hours on business days.',
    },
    failure: {
      title: 'Submission Failed',
      description: 'There was a problem with your request. Please try again.',
    },
  })
  const common = { form, formId: id }
  return (
    <LeadFormFrame
      formType={formType}
      id={id}
      frame={frame}
      submitLabel={submitLabel}
      extraHidden={{ country }}
    >
      {(server) => (
        <div className="grid gap-4">
          <NameField {...common} server={server} name="name" />
          <PhoneField {...common} server={server} name="phone" />
          <EmailField {...common} server={server} name="email" />
          <DistrictField {...common} server={server} name="district" />
          <TextAreaField {...common} server={server} name="message" label="Message (optional)" />
        </div>
      )}
    </LeadFormFrame>
  )
}
