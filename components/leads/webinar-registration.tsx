'use client'

import { LeadFormFrame } from '@/components/leads/lead-form-frame'
import { EmailField, NameField, PhoneField } from '@/components/leads/form-fields'
import { useLeadForm } from '@/components/leads/use-lead-form'

export function WebinarRegistrationForm({
  id = 'webinar-form',
  webinar,
  onSuccess,
}: {
  id?: string
  webinar: { id: string; title: string }
  onSuccess?: () => void
}) {
  const { form, frame } = useLeadForm({
    formType: 'webinar',
    defaultValues: { name: '', email: '', phone: '' },
    extra: { webinarId: webinar.id, webinarTitle: webinar.title },
    localKey: 'webinarRegistrations',
    localRecord: (values) => ({
      ...values,
      webinarId: webinar.id,
      webinarTitle: webinar.title,
      timestamp: new Date().toISOString(),
      status: 'registered',
    }),
    success: {
      title: 'Registration Successful!',
      description:
        "You've been registered for the webinar. We'll send the joining details to your email.",
    },
    failure: {
      title: 'Registration Failed',
      description: 'There was a problem registering you for the webinar. Please try again.',
    },
    onSuccess,
  })
  const common = { form, formId: id }
  return (
    <LeadFormFrame
      formType="webinar"
      id={id}
      frame={frame}
      submitLabel="Register"
      extraHidden={{ webinarId: webinar.id, webinarTitle: webinar.title }}
    >
      {(server) => (
        <div className="grid gap-4">
          <NameField {...common} server={server} name="name" />
          <EmailField {...common} server={server} name="email" />
          <PhoneField {...common} server={server} name="phone" />
        </div>
      )}
    </LeadFormFrame>
  )
}
