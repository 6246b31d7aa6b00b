'use client'

import { Loader2 } from 'lucide'
import { useActionState, useEffect, useState } from 'react'

import { ConsentNotice } from '@/components/leads/consent-notice'
import { GuardianFields } from '@/components/leads/guardian-fields'
import { buttonVariants } from '@/components/ui/button'
import { focusFirstInvalid, type LeadFormFrameProps } from '@/components/leads/use-lead-form'
import { Icon } from '@/components/ui/icon'
import { submitLeadFormAction, type LeadFormState } from '@/lib/leads/actions'
import type { LeadFormType } from '@/lib/validation/leads'

/**
 * The <form> of every lead form. With JavaScript, `onSubmit` (useLeadForm) prevents the
 * native post and sends JSON to /api/leads; the first focus or press inside the form loads
 * its validation engine. Without JavaScript, or before React has hydrated, the browser posts
 * the fields to a server action that runs the same intake; the state it returns (the errors
 * and values) is passed to `children`.
 */
export function LeadFormFrame({
  formType,
  id,
  frame: { form, setForm, onSubmit, onInteract, submitting },
  submitLabel,
  children,
  className,
  extraHidden,
}: {
  formType: LeadFormType
  id: string
  frame: LeadFormFrameProps
  submitLabel: string
  children: (serverState: LeadFormState) => React.ReactNode
  className?: string
  extraHidden?: Record<string, string | undefined>
}) {
  const [serverState, action] = useActionState<LeadFormState, FormData>(submitLeadFormAction, null)
  // A post sent before the page's JavaScript took over came back with errors: start at the
  // first of them, as a submit through the form engine does.
  useEffect(() => {
    const element = document.getElementById(id)
    if (element instanceof HTMLFormElement && serverState?.fieldErrors) {
      focusFirstInvalid(element, Object.keys(serverState.fieldErrors))
    }
  }, [id, serverState])
  // Rendered into the HTML, so a post made before hydration still carries a start time. After
  // a no-JavaScript post came back with errors, the first post's start time is kept: a
  // person fixing one field quickly must not be taken for a bot.
  const [renderedAt] = useState(() => Date.now())
  const startedAt =
    typeof serverState?.values?.formStartedAt === 'string'
      ? serverState.values.formStartedAt
      : renderedAt
  return (
    <form
      ref={setForm}
      id={id}
      action={action}
      onSubmit={onSubmit}
      onFocusCapture={onInteract}
      onPointerDownCapture={onInteract}
      noValidate
      className={className}
      aria-busy={submitting}
    >
      <input type="hidden" name="formType" value={formType} />
      <input type="hidden" name="formStartedAt" value={startedAt} />
      {Object.entries(extraHidden ?? {}).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {/*
        A field people never see; bots fill it in. Inert, so nothing can focus it: a dialog
        opening on this form, or a tap beside the fields, must never put what a person types
        here (a lead caught by it is only kept as suspected spam).
      */}
      <div aria-hidden="true" inert className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {serverState ? (
        <p
          role="alert"
          className="border-destructive text-destructive mb-4 rounded-md border bg-red-50 p-3 text-sm"
        >
          {serverState.message}
        </p>
      ) : null}
      {children(serverState)}
      <GuardianFields form={form} formId={id} server={serverState} />
      <div className="mt-4">
        <ConsentNotice />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className={buttonVariants({ className: 'mt-4 w-full', size: 'lg' })}
      >
        {submitting ? <Icon icon={Loader2} className="animate-spin" /> : null}
        {submitting ? 'Submitting…' : submitLabel}
      </button>
    </form>
  )
}
