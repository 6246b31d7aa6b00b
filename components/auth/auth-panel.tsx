'use client'

import { Loader2 } from 'lucide'
import { useActionState, useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import {
  signIn,
  signInFormAction,
  signUp,
  signUpFormAction,
  type AuthAnswer,
} from '@/components/auth/actions'
import { Button } from '@/components/ui/button'
import { describedBy, Field, Input } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { Tabs } from '@/components/ui/tabs'
import { useHydrated } from '@/components/ui/use-hydrated'
import { failure } from '@/lib/action-result'
import { credentialsSchema } from '@/lib/validation/auth'
import { fieldErrorsOf } from '@/lib/validation/field-errors'

/**
 * How long a signed-in page waits on /auth for Next's own redirect before it reloads into the
 * dashboard: longer than the success toast shows (4 s), which the reload would take with it.
 */
const FALLBACK_DELAY_MS = 5000

type Mode = 'sign-in' | 'sign-up'

/**
 * A POST form bound to a server action, so it works before its JavaScript has loaded and
 * without it: the credentials go in the body, never in the address. With JavaScript the
 * fields are checked first and the answer shows as a toast.
 */
function CredentialsForm({ mode }: { mode: Mode }) {
  const id = useId()
  // The answer to a post made without JavaScript, rendered by the server.
  const [state, action] = useActionState(
    mode === 'sign-in' ? signInFormAction : signUpFormAction,
    null,
  )
  const [errors, setErrors] = useState<Record<string, string>>(
    state && !state.ok ? (state.fieldErrors ?? {}) : {},
  )
  const [busy, setBusy] = useState(false)
  const failedTitle = mode === 'sign-in' ? 'Sign in failed' : 'Sign up failed'
  // False in the server's HTML (and so in a page rendered after a post without JavaScript).
  const hydrated = useHydrated()

  // With JavaScript the same checks run through their own actions (signIn, signUp), whose
  // answer shows as a toast before the dashboard opens.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const formData = new FormData(form)
    const parsed = credentialsSchema.safeParse(Object.fromEntries(formData))
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues))
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setErrors({})
    setBusy(true)
    let answer: AuthAnswer
    try {
      answer = await (mode === 'sign-in' ? signIn(parsed.data) : signUp(parsed.data))
    } catch {
      answer = failure('Network error. Please try again later.')
    }
    if (!answer.ok) {
      setBusy(false)
      setErrors(answer.fieldErrors ?? {})
      toast.error(failedTitle, { description: answer.message })
      return
    }
    toast.success(answer.title, { description: answer.message })
    if (mode === 'sign-in') {
      // The new session cookie makes Next re-render /auth, which sends a signed-in visitor to
      // /dashboard by itself; this is the fallback. It must not fire once the dashboard is
      // open, or it would undo the staff member's first click there (seen in e2e), and it
      // waits until the toast has been read: its full reload takes the toast with it.
      setTimeout(() => {
        if (window.location.pathname === '/auth') window.location.replace('/dashboard')
      }, FALLBACK_DELAY_MS)
    } else {
      setBusy(false)
      form.reset()
    }
  }

  const email = `${id}-email`
  const password = `${id}-password`
  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      // Tests wait for it: a press before hydration is the post without JavaScript.
      data-hydrated={hydrated || undefined}
    >
      {/* Without JavaScript there are no toasts: the answer shows here. */}
      {state && !hydrated ? (
        <p
          role={state.ok ? 'status' : 'alert'}
          className={
            state.ok
              ? 'rounded-md border border-green-300 bg-green-50 p-3 text-sm'
              : 'border-destructive text-destructive rounded-md border bg-red-50 p-3 text-sm'
          }
        >
          <strong>{state.ok ? state.title : failedTitle}.</strong> {state.message}
        </p>
      ) : null}
      <Field id={email} label="Email" required error={errors.email}>
        <Input
          {...describedBy(email, errors.email)}
          name="email"
          type="email"
          autoComplete={mode === 'sign-in' ? 'username' : 'email'}
          defaultValue={state?.email}
          required
        />
      </Field>
      <Field
        id={password}
        label="Password"
        required
        error={errors.password}
        hint={mode === 'sign-up' ? 'At least 6 characters; a long passphrase is best.' : undefined}
      >
        <Input
          {...describedBy(password, errors.password, mode === 'sign-up')}
          name="password"
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          required
        />
      </Field>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? <Icon icon={Loader2} className="animate-spin" /> : null}
        {mode === 'sign-in' ? 'Sign In' : 'Sign Up'}
      </Button>
    </form>
  )
}

/** /auth: the Sign In and Sign Up tabs. */
export function AuthPanel({ demo }: { demo?: { email: string; password?: string } }) {
  return (
    <Tabs
      label="Staff account"
      tabs={[
        {
          id: 'sign-in',
          label: 'Sign In',
          content: (
            <div className="space-y-4">
              {demo ? (
                <div className="bg-primary-soft/60 rounded-md p-3 text-sm">
                  <p className="font-semibold">Demo admin account</p>
                  <p>Email: {demo.email}</p>
                  <p>
                    Password: {demo.password ?? 'the one printed in the server log at first start'}
                  </p>
                </div>
              ) : null}
              <CredentialsForm mode="sign-in" />
            </div>
          ),
        },
        {
          id: 'sign-up',
          label: 'Sign Up',
          content: (
            <div className="space-y-4">
              <p className="text-muted-foreground rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
                New accounts cannot sign in until an administrator approves them.
              </p>
              <CredentialsForm mode="sign-up" />
            </div>
          ),
        },
      ]}
    />
  )
}
