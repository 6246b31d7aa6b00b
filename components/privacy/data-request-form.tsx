'use client'

import { Loader2 } from 'lucide'
import { useActionState, useEffect, useRef, useState } from 'react'

import { buttonVariants } from '@/components/ui/button'
import { describedBy, Field, Input, Textarea } from '@/components/ui/field'
import { submitDataRequestAction, type DataRequestFormState } from '@/components/privacy/actions'
import { Icon } from '@/components/ui/icon'
import { fieldErrorsOf } from '@/lib/validation/field-errors'
import {
  DATA_REQUEST_FIELDS,
  DATA_REQUEST_KINDS,
  dataRequestKindLabels,
} from '@/lib/validation/data-request-rules'

type Schema = typeof import('@/lib/validation/data-request')

/**
 * The "your data" request form. Without JavaScript the browser posts it to the server action;
 * with it, the shared schema (loaded on the first focus, not with the page) checks it first
 * and shows its messages beside the fields.
 */
export function DataRequestForm({ id = 'data-request-form' }: { id?: string }) {
  const [state, action, pending] = useActionState<DataRequestFormState, FormData>(
    submitDataRequestAction,
    null,
  )
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const schema = useRef<Promise<Schema> | null>(null)
  const checked = useRef(false)
  const load = () => {
    schema.current ??= import('@/lib/validation/data-request')
    return schema.current
  }

  // A link such as ?kind=withdraw chooses the kind, unless the visitor already has.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const kind = new URLSearchParams(location.search).get('kind')
    const form = formRef.current
    if (!form || !kind || !(DATA_REQUEST_KINDS as readonly string[]).includes(kind)) return
    if (new FormData(form).get('kind')) return
    const radio = form.querySelector<HTMLInputElement>(`input[name="kind"][value="${kind}"]`)
    if (radio) radio.checked = true
  }, [])

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (checked.current) {
      checked.current = false
      return
    }
    event.preventDefault()
    const form = event.currentTarget
    void load()
      .then(({ dataRequestSchema }) => {
        const data = new FormData(form)
        const input = Object.fromEntries(
          DATA_REQUEST_FIELDS.map((field) => [field, String(data.get(field) ?? '')]).filter(
            ([, value]) => value !== '',
          ),
        )
        const result = dataRequestSchema.safeParse(input)
        if (!result.success) {
          const errors = fieldErrorsOf(result.error.issues)
          setClientErrors(errors)
          const first = DATA_REQUEST_FIELDS.find((field) => errors[field])
          form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
          return
        }
        // The server's answer (its errors, if any) shows from here on. The post waits for
        // that render: a submit dispatched while it is pending does not reach the action.
        setClientErrors(null)
        checked.current = true
        requestAnimationFrame(() => form.requestSubmit())
      })
      // The schema could not be fetched: the server checks the same rules.
      .catch(() => {
        checked.current = true
        form.requestSubmit()
      })
  }

  const errorOf = (field: string) =>
    clientErrors ? clientErrors[field] : state?.fieldErrors?.[field]
  const valueOf = (field: string) => {
    const value = state?.values?.[field]
    return typeof value === 'string' ? value : undefined
  }
  const fieldId = (field: string) => `${id}-${field}`
  const kindError = errorOf('kind')

  return (
    <form
      ref={formRef}
      id={id}
      action={action}
      onSubmit={onSubmit}
      onFocusCapture={() => void load().catch(() => undefined)}
      noValidate
      aria-busy={pending}
      className="space-y-5"
    >
      {/* A field people never see; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {state && !clientErrors ? (
        <p
          role="alert"
          className="border-destructive text-destructive rounded-md border bg-red-50 p-3 text-sm"
        >
          {state.message}
        </p>
      ) : null}
      <fieldset
        aria-describedby={kindError ? `${fieldId('kind')}-error` : undefined}
        aria-invalid={kindError ? true : undefined}
      >
        <legend className="text-sm font-medium">
          What would you like us to do?
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-1">
          {DATA_REQUEST_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={valueOf('kind') === kind}
                className="accent-primary size-5 shrink-0"
              />
              {dataRequestKindLabels[kind]}
            </label>
          ))}
        </div>
        <p
          id={`${fieldId('kind')}-error`}
          role="alert"
          className="text-destructive mt-1 text-sm empty:hidden"
        >
          {kindError ?? ''}
        </p>
      </fieldset>
      <Field id={fieldId('name')} label="Your name" required error={errorOf('name')}>
        <Input
          {...describedBy(fieldId('name'), errorOf('name'))}
          name="name"
          autoComplete="name"
          aria-required
          defaultValue={valueOf('name')}
        />
      </Field>
      <p className="text-muted-foreground text-sm">
        Give the e-mail address or the phone number you used in our forms (at least one), so we can
        find your details and answer you.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('email')} label="E-mail" error={errorOf('email')}>
          <Input
            {...describedBy(fieldId('email'), errorOf('email'))}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={valueOf('email')}
          />
        </Field>
        <Field id={fieldId('phone')} label="Phone number" error={errorOf('phone')}>
          <Input
            {...describedBy(fieldId('phone'), errorOf('phone'))}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={valueOf('phone')}
          />
        </Field>
      </div>
      <Field id={fieldId('details')} label="Details (optional)" error={errorOf('details')}>
        <Textarea
          {...describedBy(fieldId('details'), errorOf('details'))}
          name="details"
          rows={4}
          defaultValue={valueOf('details')}
        />
      </Field>
      <button
        type="submit"
        disabled={pending}
        className={buttonVariants({ className: 'w-full sm:w-auto', size: 'lg' })}
      >
        {pending ? <Icon icon={Loader2} className="animate-spin" /> : null}
        {pending ? 'Sending…' : 'Send request'}
      </button>
    </form>
  )
}
