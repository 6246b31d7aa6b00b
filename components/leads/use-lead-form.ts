'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type {
  createFormControl,
  DefaultValues,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegisterReturn,
} from 'react-hook-form'
import type * as z from 'zod/mini'

import type { leadSchemas } from '@/lib/validation/leads'

import { GUARDIAN_DEFAULTS, type GuardianInput } from '@/components/leads/guardian-input'

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
  /** The record kept in local storage (`saveLocalCopy`); without it, the values as they are. */
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
 * What the fields see of a form: react-hook-form's `register` and errors once its engine has
 * loaded; before that, plain named inputs that the browser can post on its own.
 */
export type LeadFormHandle<T extends FieldValues> = {
  register: (name: Path<T>) => Partial<UseFormRegisterReturn<Path<T>>> & { name: Path<T> }
  formState: { errors: FieldErrors<T> }
}

/** The props LeadFormFrame puts on its <form>. */
export type LeadFormFrameProps = {
  /** The form's handle, for the fields every form shares (the under-18 question). */
  form: LeadFormHandle<GuardianInput>
  setForm: (form: HTMLFormElement | null) => void
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  onInteract: () => void
  submitting: boolean
}

type Engine<Input extends FieldValues, Output> = ReturnType<
  typeof createFormControl<Input, unknown, Output>
>

/** The form's current values under the names of `defaults`: what a visitor typed before. */
function valuesOf<Input extends FieldValues>(
  form: HTMLFormElement | null,
  defaults: DefaultValues<Input>,
): DefaultValues<Input> {
  if (!form) return defaults
  const data = new FormData(form)
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => [
      name,
      Array.isArray(fallback) ? data.getAll(name) : (data.get(name) ?? fallback),
    ]),
  ) as DefaultValues<Input>
}

/**
 * Puts the focus on the first of `names` in the form, in document order, and scrolls it to
 * the middle of the screen: after a failed submit the visitor starts at the top of what is
 * wrong, not at whichever field the form engine registered first.
 */
export function focusFirstInvalid(form: HTMLFormElement, names: readonly string[]): void {
  const wanted = new Set(names)
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ))
      continue
    if (!wanted.has(element.name) || element.type === 'hidden') continue
    // Not the anti-spam field, nor the guardian's fields while they are folded away.
    if (element.closest('[inert]') || element.checkVisibility?.() === false) continue
    element.focus({ preventScroll: true })
    element.scrollIntoView({ block: 'center' })
    return
  }
}

/** How long a submit waits for the form engine before the form is posted natively. */
const ENGINE_WAIT_MS = 8000

/**
 * How long a submit must still wait: a person who fills a form in under 3 s (autofill) waits
 * the rest, rather than being taken for a bot and silently dropped.
 */
function untilHumanMs(shownAt: number): number {
  return shownAt + MIN_FILL_MS + 200 - Date.now()
}

/**
 * One lead form's state: validation with the shared schema, a repeat submit ignored while one
 * is in flight, the POST (with retries under one idempotency key), the success and failure
 * toasts, the local copy, and the server's field errors shown under their fields.
 *
 * react-hook-form, the resolver and the schema are not in the page's first load: they load
 * when the visitor first focuses or presses inside the form (not on idle: most visitors of a
 * page never touch its form, and a cheap phone would spend its first seconds on them), and
 * take over the fields the server rendered with what was typed in them. A submit before
 * that waits for them; without JavaScript the browser posts the form to the server action.
 */
export function useLeadForm<T extends LeadFormType>(formOptions: LeadFormOptions<T>) {
  type Input = z.input<Schemas[T]>
  type Output = z.output<Schemas[T]>
  // Every form also asks the under-18 question (components/leads/guardian-fields.tsx).
  const options = {
    ...formOptions,
    defaultValues: { ...GUARDIAN_DEFAULTS, ...formOptions.defaultValues },
  } as LeadFormOptions<T>
  const [formElement, setForm] = useState<HTMLFormElement | null>(null)
  const [engine, setEngine] = useState<Engine<Input, Output> | null>(null)
  const [errors, setErrors] = useState<FieldErrors<Input>>({})
  const loading = useRef<Promise<Engine<Input, Output>> | null>(null)
  // Set when the engine could not be fetched: the form then posts as it would without
  // JavaScript, to the server action.
  const native = useRef(false)
  // One key for every native post of this form: a second click stores nothing new.
  const nativeKey = useRef<string | null>(null)
  const waitingForEngine = useRef(false)
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  const shownAt = useRef(0)
  const inFlight = useRef(false)
  const [submitting, setSubmitting] = useState(false)

  const load = useCallback(() => {
    if (loading.current) return loading.current
    const attempt = Promise.all([
      import('react-hook-form'),
      import('@hookform/resolvers/zod'),
      import('@/lib/validation/leads'),
    ]).then(([{ createFormControl }, { zodResolver }, { leadSchemas }]) => {
      const { formType, defaultValues } = optionsRef.current
      const schema = leadSchemas[formType] as unknown as z.ZodMiniType<Output, Input>
      const created = createFormControl<Input, unknown, Output>({
        resolver: zodResolver(schema),
        defaultValues: valuesOf(formElement, defaultValues),
        mode: 'onTouched',
        // The engine would focus the field it registered first; focusFirstInvalid goes by
        // the page's order.
        shouldFocusError: false,
      })
      created.subscribe({
        formState: { errors: true },
        callback: (state) => setErrors({ ...state.errors } as FieldErrors<Input>),
      })
      setEngine(created)
      return created
    })
    // A failed fetch (a bad connection) is tried again on the next interaction.
    attempt.catch(() => {
      if (loading.current === attempt) loading.current = null
    })
    loading.current = attempt
    return attempt
  }, [formElement])

  useEffect(() => {
    shownAt.current = Date.now()
  }, [])

  const form: LeadFormHandle<Input> = {
    register: (name) => (engine ? engine.register(name) : { name }),
    formState: { errors },
  }

  /** What /api/leads receives: the fields plus the envelope. */
  const leadBody = (element: HTMLFormElement, values: object, idempotencyKey: string) => ({
    ...values,
    ...options.extra,
    formType: options.formType,
    formStartedAt: shownAt.current,
    website: (element.elements.namedItem('website') as HTMLInputElement | null)?.value || undefined,
    idempotencyKey,
    sourcePage: location.pathname,
    utm: readAttribution(),
  })

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget
    if (native.current) {
      const wait = untilHumanMs(shownAt.current)
      if (wait > 0) {
        event.preventDefault()
        setTimeout(() => element.requestSubmit(), wait)
        return
      }
      postNatively(element)
      return
    }
    if (!engine) {
      // Typed before the engine arrived: wait for it, then submit through it. If it cannot
      // be fetched (or the fetch hangs, as a chunk load on a bad connection can), post the
      // form natively instead: the visitor's submit must go somewhere.
      event.preventDefault()
      if (waitingForEngine.current) return
      waitingForEngine.current = true
      setSubmitting(true)
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('The form engine did not load')), ENGINE_WAIT_MS),
      )
      void Promise.race([load(), timeout])
        .then(
          () => requestAnimationFrame(() => element.requestSubmit()),
          () => {
            native.current = true
            element.requestSubmit()
          },
        )
        .finally(() => {
          waitingForEngine.current = false
          setSubmitting(false)
        })
      return
    }
    void engine.handleSubmit(
      async (values) => {
        if (inFlight.current) return
        inFlight.current = true
        setSubmitting(true)
        try {
          const wait = untilHumanMs(shownAt.current)
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
          const body = leadBody(element, values, newIdempotencyKey())
          const [result, { toast }] = await Promise.all([postLead(body), import('sonner')])
          if (result.ok) {
            if (options.localKey) {
              saveLocalCopy(options.localKey, options.localRecord?.(values) ?? { ...values })
            }
            toast.success(options.success.title, { description: options.success.description })
            // The fields are uncontrolled: empty them in the page and in the engine.
            element.reset()
            engine.reset(options.defaultValues)
            options.onSuccess?.(result.id)
            return
          }
          if (result.fieldErrors) {
            for (const [field, messages] of Object.entries(result.fieldErrors)) {
              engine.setError(field as Path<Input>, { type: 'server', message: messages[0] })
            }
            focusFirstInvalid(element, Object.keys(result.fieldErrors))
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
      (invalid) => {
        focusFirstInvalid(element, Object.keys(invalid))
        options.onInvalid?.(invalid as Partial<Record<string, { message?: string }>>)
      },
    )(event)
  }

  /**
   * Lets the browser's post go to the server action, with an idempotency key, and keeps a
   * copy under the same key on the device: if the connection is gone, the copy is sent when
   * it returns; if the post arrives, the copy is answered as a duplicate and stores nothing.
   */
  const postNatively = (element: HTMLFormElement) => {
    const idempotencyKey = (nativeKey.current ??= newIdempotencyKey())
    queuePendingLead(leadBody(element, valuesOf(element, options.defaultValues), idempotencyKey))
    // Added after the copy above was read: building FormData fires this event.
    element.addEventListener(
      'formdata',
      (event) => event.formData.set('idempotencyKey', idempotencyKey),
      { once: true },
    )
  }

  const frame: LeadFormFrameProps = {
    form: form as unknown as LeadFormHandle<GuardianInput>,
    setForm,
    onSubmit,
    onInteract: () => void load().catch(() => undefined),
    submitting,
  }
  return { form, frame, submitting }
}
