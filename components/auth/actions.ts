'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { adminEmail } from '@/lib/auth/admin'
import { signInWithProvider, signUpWithProvider } from '@/lib/auth/provider'
import { endSession } from '@/lib/auth/session'
import { failure, type ActionResult } from '@/lib/action-result'
import { supabaseConfig } from '@/lib/auth/supabase'
import { env } from '@/lib/env'
import { clientAddress } from '@/lib/http/client-address'
import { AUTH_MESSAGES, credentialsSchema } from '@/lib/validation/auth'
import { fieldErrorsOf } from '@/lib/validation/field-errors'

/** A sign-in or sign-up answer: the toast's title and text, or why it failed. */
export type AuthAnswer = ActionResult<{ title: string; message: string }>

/** What a sign-in or sign-up form shows after a post: nothing yet, or the last answer. */
export type AuthFormState = (AuthAnswer & { email?: string; at: number }) | null

/** The form's fields as text; a file or a missing field is an empty string. */
function credentialsOf(formData: FormData) {
  const text = (name: string) => {
    const value = formData instanceof FormData ? formData.get(name) : null
    return typeof value === 'string' ? value : ''
  }
  return { email: text('email'), password: text('password') }
}

/**
 * The sign-in form's post before its JavaScript runs, or without it (the form's method is
 * POST, so the password never lands in an address): a successful sign-in goes straight to
 * the dashboard. With JavaScript the form calls signIn and shows its answer as a toast.
 */
export async function signInFormAction(
  _previous: AuthFormState,
  formData: FormData,
): Promise<AuthFormState> {
  const { email, password } = credentialsOf(formData)
  const answer = await signIn({ email, password })
  if (answer.ok) redirect('/dashboard')
  return { ...answer, email, at: Date.now() }
}

/** The sign-up form posts here; the password is never sent back. */
export async function signUpFormAction(
  _previous: AuthFormState,
  formData: FormData,
): Promise<AuthFormState> {
  const { email, password } = credentialsOf(formData)
  const answer = await signUp({ email, password })
  return { ...answer, email: answer.ok ? undefined : email, at: Date.now() }
}

function invalid(issues: { path: PropertyKey[]; message: string }[]): AuthAnswer {
  const fieldErrors = fieldErrorsOf(issues)
  return failure(Object.values(fieldErrors)[0] ?? '', fieldErrors)
}

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60))
  return count === 1 ? '1 minute' : `${count} minutes`
}

/** Sign In. On success the session cookie is set; the page moves on. */
export async function signIn(input: unknown): Promise<AuthAnswer> {
  const parsed = credentialsSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error.issues)
  const address = clientAddress(await headers(), env().TRUSTED_PROXY_HOPS)
  const result = await signInWithProvider({ ...parsed.data, address })
  if (!result.ok) {
    const description = {
      invalid: 'Invalid email or password.',
      limited: `Too many failed attempts. Please try again in ${minutes(result.retryAfterSeconds ?? 60)}.`,
      pending: result.message ?? 'Your account is waiting for an administrator to approve it.',
      disabled: 'This account has been disabled. Please ask an administrator.',
      unavailable: result.message ?? 'Sign-in is not available right now.',
    }[result.reason]
    return failure(description)
  }
  return {
    ok: true,
    title: 'Sign in successful',
    message: result.staff.role === 'admin' ? 'Welcome, Admin!' : 'You are now signed in',
  }
}

/** Sign Up: a new account waits for an admin's approval; the admin's e-mail is refused. */
export async function signUp(input: unknown): Promise<AuthAnswer> {
  const parsed = credentialsSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error.issues)
  const supabase = supabaseConfig()
  const address = clientAddress(await headers(), env().TRUSTED_PROXY_HOPS)
  const account = { ...parsed.data, adminEmail: adminEmail(), address }
  const result = await signUpWithProvider(account)
  if (!result.ok) {
    const description =
      result.reason === 'reserved'
        ? AUTH_MESSAGES.reserved
        : result.reason === 'limited'
          ? `Too many sign-ups from your connection. Please try again in ${minutes(result.retryAfterSeconds)}.`
          : (result.message ?? 'Please try again later.')
    return failure(description)
  }
  return {
    ok: true,
    title: 'Sign up successful',
    message: supabase
      ? 'Please check your email for the confirmation link. An administrator must then approve your account before you can sign in.'
      : 'An administrator must approve your account before you can sign in.',
  }
}

export async function signOut(): Promise<void> {
  await endSession()
  redirect('/auth?signed-out=1')
}
