'use client'

import { useState } from 'react'

import { EmailField } from '@/components/leads/form-fields'
import { LeadFormFrame } from '@/components/leads/lead-form-frame'
import { useLeadForm } from '@/components/leads/use-lead-form'
import { describedBy } from '@/components/ui/field'

/**
 * The blog's newsletter box: an e-mail and an explicit yes, stored and delivered through the
 * lead pipeline as the form type 'newsletter'. Without JavaScript it posts and ends on
 * /thank-you like every lead form.
 */
export function NewsletterForm({ id = 'newsletter-form' }: { id?: string }) {
  const [done, setDone] = useState<string | null>(null)
  const { form, frame } = useLeadForm({
    formType: 'newsletter',
    defaultValues: { email: '', newsletterConsent: false },
    success: {
      title: 'Subscribed',
      description:
        'We will send the newsletter to this address. Every issue has a link to stop it.',
    },
    failure: {
      title: 'Subscription failed',
      description: 'Something went wrong. Please try again.',
    },
    onSuccess: () => setDone('You are subscribed. Every newsletter has a link to stop it.'),
  })
  return (
    <LeadFormFrame formType="newsletter" id={id} frame={frame} submitLabel="Subscribe">
      {(server) => {
        const consentId = `${id}-newsletterConsent`
        const own = form.formState.errors.newsletterConsent?.message
        const error = typeof own === 'string' ? own : server?.fieldErrors?.newsletterConsent
        return (
          <div className="grid gap-4">
            <EmailField form={form} formId={id} server={server} name="email" />
            <div className="space-y-1">
              <label htmlFor={consentId} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  value="yes"
                  className="accent-primary mt-0.5 size-5 shrink-0"
                  {...describedBy(consentId, error)}
                  {...form.register('newsletterConsent')}
                />
                Yes, send me the newsletter by e-mail: new articles, exam dates and rule changes,
                about once a month.
              </label>
              <p
                id={`${consentId}-error`}
                role="alert"
                className="text-destructive text-sm empty:hidden"
              >
                {error ?? ''}
              </p>
            </div>
            <p role="status" className="text-primary text-sm font-semibold empty:hidden">
              {done ?? ''}
            </p>
          </div>
        )
      }}
    </LeadFormFrame>
  )
}
