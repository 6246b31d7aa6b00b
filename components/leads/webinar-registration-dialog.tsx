'use client'

import { useRouter } from 'next/navigation'
import { lazy, Suspense, useEffect, useState } from 'react'

import { buttonVariants } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useHydrated } from '@/components/ui/use-hydrated'

const FORM_ID = 'webinar-dialog-form'

/** The form's code; asked for when the visitor reaches for the button, so it is usually there
 * by the time the dialog opens. */
const loadForm = () => import('@/components/leads/webinar-registration')
/** Fetched again once if the first try failed; then the dialog sends the visitor to the form
 * on /webinar, which is in that page's HTML, instead of failing in place of the page. */
const WebinarRegistrationForm = lazy(() =>
  loadForm()
    .catch(() => loadForm())
    .then(
      (module) => ({ default: module.WebinarRegistrationForm }),
      () => ({ default: FormUnavailable }),
    ),
)

function FormUnavailable() {
  return (
    <p role="alert" className="text-sm">
      The form could not be loaded.{' '}
      {/* A full page load: the page's own form is in its HTML and needs no code to post. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/webinar#register" className="text-primary underline">
        Register on the webinar page
      </a>{' '}
      instead.
    </p>
  )
}

/**
 * Once the form has arrived in the open dialog, the focus goes to its first field, as it would
 * had the form been there when the dialog opened (the browser then focused the close button),
 * unless the visitor has already moved it.
 */
function FocusFirstField() {
  useEffect(() => {
    const form = document.getElementById(FORM_ID)
    const active = document.activeElement
    if (!form || (active && active !== document.body && !active.matches('dialog, dialog > button')))
      return
    form.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])')?.focus()
  }, [])
  return null
}

/**
 * The registration dialog the home and webinar pages place; success closes it and opens
 * /webinar. Its button is a link to the page's registration form (`href`), which is where it
 * goes without JavaScript, or before the page's JavaScript has taken over; from then on it
 * opens the dialog. The form's code is fetched when the dialog first opens, not with the page.
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
        onPointerDown={loadForm}
        onFocus={loadForm}
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
          <Suspense fallback={<p className="text-muted-foreground text-sm">Loading the form…</p>}>
            <WebinarRegistrationForm
              id={FORM_ID}
              webinar={webinar}
              onSuccess={() => {
                setOpen(false)
                if (goToWebinarPage) router.push('/webinar')
              }}
            />
            <FocusFirstField />
          </Suspense>
        </div>
      </Modal>
    </>
  )
}
