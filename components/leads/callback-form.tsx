'use client'

import { LeadFormFrame } from '@/components/leads/lead-form-frame'
import {
  DistrictField,
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
} from '@/components/leads/form-fields'
import { useLeadForm } from '@/components/leads/use-lead-form'
import { preferredTimes } from '@/data/lead-labels'

export const CALLBACK_MESSAGES = {
  success: {
    title: 'Request Submitted!',
    description: 'One of our counselors will call you back shortly.',
  },
  failure: {
    title: 'Submission Failed',
    description: 'There was a problem with your request. Please try again.',
  },
}

export function CallbackForm({ id = 'callback-form' }: { id?: string }) {
  const { form, frame } = useLeadForm({
    formType: 'callback',
    defaultValues: { name: '', phone: '', email: '', message: '', preferredTime: '', district: '' },
    extra: { requestType: 'callback' },
    localKey: 'callbackRequests',
    localRecord: (values) => ({
      ...values,
      requestType: 'callback',
      timestamp: new Date().toISOString(),
      status: 'new',
    }),
    ...CALLBACK_MESSAGES,
  })
  const common = { form, formId: id }
  return (
    <LeadFormFrame
      formType="callback"
      id={id}
      frame={frame}
      submitLabel="Request a Callback"
      extraHidden={{ requestType: 'callback' }}
    >
      {(server) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField {...common} server={server} name="name" />
          <PhoneField {...common} server={server} name="phone" />
          <EmailField {...common} server={server} name="email" />
          <DistrictField {...common} server={server} name="district" />
          <SelectField
            {...common}
            server={server}
            name="preferredTime"
            label="Preferred time to call (optional)"
            placeholder="Any time"
            options={preferredTimes.map((time) => ({ value: time, label: time }))}
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
