'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { leadSchemas } from '@/lib/validation/leads'

import {
  newIdempotencyKey,
  postLead,
  readAttribution,
  saveLocalCopy,
  type LocalCopyKey,
} from '@/lib/leads/browser'
import { queuePendingLead } from '@/lib/leads/pending'
import { MIN_FILL_MS } from '@/lib/leads/constants'
import type { LeadFormType } from '@/lib/validation/leads'

type Message = { title: string; description?: string }

type Schemas = typeof leadSchemas

export type LeadFormOptions<
  T extends LeadFormType,
  Input extends FieldValues = z.input<Schemas[T]>,
> = {
  formType: T
  defaultValues: DefaultValues<Input>
  localKey?: LocalCopyKey
  /** The local-storage record, under the spec's field names. */
  localRecord?: (values: z.output<Schemas[T]>) => Record<string, unknown>
  extra?: Record<string, unknown>
  success: Message
  failure: Message
  /** Runs after success; the form has already been reset. */
  onSuccess?: (id: string) => void
  /** Shown instead of the field errors' toast when client validation fails. */
  onInvalid?: (errors: Partial<Record<string, { message?: string }>>) => void
}

/**
 * One lead form's state: validation with the shared schema, a repeat submit ignored while one
 * is in flight, the POST (with retries under one idempotency key), the spec's toasts and
 * local copy, and the server's field errors shown under their fields.
 */
export function useLeadForm<T extends LeadFormType>(options: LeadFormOptions<T>) {
  type Input = z.input<Schemas[T]>
  type Output = z.output<Schemas[T]>
  const form = useForm<Input, unknown, Output>({
    // The schema (and zod) load on the first validation, not with the page.
    resolver: async (values, context, resolverOptions) => {
      const { leadSchemas } = await import('@/lib/validation/leads')
      const schema = leadSchemas[options.formType] as unknown as z.ZodMiniType<Output, Input>
      return zodResolver(schema)(values, context, resolverOptions)
    },
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  })
  const shownAt = useRef(0)
  const inFlight = useRef(false)
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    shownAt.current = Date.now()
  }, [])

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const honeypot = (event.currentTarget.elements.namedItem('website') as HTMLInputElement | null)
      ?.value
    void form.handleSubmit(
      async (values) => {
        if (inFlight.current) return
        inFlight.current = true
        setSubmitting(true)
        try {
          // A person who fills a form in under 3 s (autofill) waits the rest, rather than
          // being taken for a bot and silently dropped.
          const wait = shownAt.current + MIN_FILL_MS + 200 - Date.now()
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
          const body = {
            ...values,
            ...options.extra,
            formType: options.formType,
            formStartedAt: shownAt.current,
            website: honeypot || undefined,
            idempotencyKey: newIdempotencyKey(),
            sourcePage: location.pathname,
            utm: readAttribution(),
          }
          const [result, { toast }] = await Promise.all([postLead(body), import('sonner')])
          if (result.ok) {
            if (options.localKey) {
              saveLocalCopy(options.localKey, options.localRecord?.(values) ?? { ...values })
            }
            toast.success(options.success.title, { description: options.success.description })
            form.reset()
            options.onSuccess?.(result.id)
            return
          }
          if (result.fieldErrors) {
            for (const [field, messages] of Object.entries(result.fieldErrors)) {
              form.setError(field as Path<Input>, { type: 'server', message: messages[0] })
            }
          }
          if (result.status === 0 || result.status >= 500) {
            queuePendingLead(body)
            toast.error(options.failure.title, {
              description:
                `${options.failure.description ?? ''} Your details are saved on this device and will be sent automatically when the connection is back.`.trim(),
            })
            return
          }
          toast.error(options.failure.title, {
            description: result.status === 429 ? result.error : options.failure.description,
          })
        } finally {
          inFlight.current = false
          setSubmitting(false)
        }
      },
      (errors) => options.onInvalid?.(errors as Partial<Record<string, { message?: string }>>),
    )(event)
  }

  return { form, onSubmit, submitting }
}
