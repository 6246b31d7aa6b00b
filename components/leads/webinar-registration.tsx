'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { LeadFormFrame } from '@/components/leads/lead-form-frame'
import { EmailField, NameField, PhoneField } from '@/components/leads/form-fields'
import { useLeadForm } from '@/components/leads/use-lead-form'
import { buttonVariants } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useHydrated } from '@/components/ui/use-hydrated'

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

/**
 * The registration dialog the home and webinar pages place; success closes it and opens
 * /webinar. Its button is a link to the page's registration form (`href`), which is where it
 * goes without JavaScript, or before the page's JavaScript has taken over; from then on it
 * opens the dialog.
 */
export function WebinarRegistrationDialog({
  webinar,
  when,
  href,
  triggerLabel = 'Register for the webinar',
  goToWebinarPage = true,
}: {
  webinar: { id: string; title: string }
  when: string
  href: string
  triggerLabel?: string
  goToWebinarPage?: boolean
}) {
  const [open, setOpen] = useState(false)
  const router = useRouter()
  const hydrated = useHydrated()
  return (
    <>
      <a
        href={href}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={(event) => {
          // A new tab or window keeps the link's own meaning.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          setOpen(true)
        }}
        className={buttonVariants({ size: 'lg' })}
      >
        {triggerLabel}
      </a>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Register for the webinar"
        description={`${webinar.title}. ${when}`}
      >
        <div className="mt-5">
          <WebinarRegistrationForm
            id="webinar-dialog-form"
            webinar={webinar}
            onSuccess={() => {
              setOpen(false)
              if (goToWebinarPage) router.push('/webinar')
            }}
          />
        </div>
      </Modal>
    </>
  )
}
