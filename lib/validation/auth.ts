import * as z from 'zod/mini'

import { emailField } from '@/lib/validation/email'

/** Staff sign-in and sign-up: one schema for the browser and the server. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  reserved: 'Registration not allowed: This email is reserved for administrative use.',
} as const

export const credentialsSchema = z.object({
  email: emailField(AUTH_MESSAGES.email),
  password: z
    .string(AUTH_MESSAGES.password)
    .check(z.minLength(6, AUTH_MESSAGES.password), z.maxLength(200, AUTH_MESSAGES.passwordTooLong)),
})

export type Credentials = z.infer<typeof credentialsSchema>

/** The admin approves, disables or re-enables a staff account. */
export const accountStatusSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(100)),
  status: z.enum(['active', 'disabled']),
})
