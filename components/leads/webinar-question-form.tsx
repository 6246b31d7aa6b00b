'use client'

import { LeadFormFrame } from '@/components/leads/lead-form-frame'
import { EmailField, NameField, TextAreaField } from '@/components/leads/form-fields'
import { useLeadForm } from '@/components/leads/use-lead-form'

export function WebinarQuestionForm({
  id = 'question-form',
  webinarId,
}: {
  id?: string
  webinarId: string
}) {
  const { form, frame } = useLeadForm({
    formType: 'webinar_question',
    defaultValues: { name: '', email: '', question: '' },
    extra: { webinarId },
    success: {
      title: 'Question Submitted!',
      description:
        'Our presenters will answer it in the webinar, or a counsellor will reply by e-mail.',
    },
    failure: {
      title: 'Submission Failed',
      description: 'There was a problem sending your question. Please try again.',
    },
  })
  const common = { form, formId: id }
  return (
    <LeadFormFrame
      formType="webinar_question"
      id={id}
      frame={frame}
      submitLabel="Submit Question"
      extraHidden={{ webinarId }}
    >
      {(server) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField {...common} server={server} name="name" label="Your name" />
          <EmailField {...common} server={server} name="email" />
          <TextAreaField
            {...common}
            server={server}
            name="question"
            label="Your question"
            required
            className="sm:col-span-2"
          />
        </div>
      )}
    </LeadFormFrame>
  )
}
