import * as z from 'zod/mini'

import { officeIds } from '@/data/offices'
import { assignableRoles } from '@/lib/staff/roles'
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

const userId = z.string().check(z.minLength(1), z.maxLength(100))

/** The admin disables or re-enables a staff account. */
export const accountStatusSchema = z.object({
  userId,
  status: z.enum(['active', 'disabled']),
})

/** A ticked box posts "on"; an unticked one posts nothing. */
const ticked = z.pipe(
  z.optional(z.string().check(z.maxLength(10))),
  z.transform((value) => value === 'on' || value === 'true'),
)

/**
 * The admin gives an account its role, office and availability (approving it, with
 * `status`, when it waits for approval). No office: it takes no leads by routing.
 */
export const accountSettingsSchema = z.object({
  userId,
  role: z.enum(assignableRoles, 'Choose a role'),
  office: z.pipe(
    z.union([z.literal(''), z.enum(officeIds)], 'Choose an office'),
    z.transform((value) => value || null),
  ),
  available: ticked,
  /** The name families are told (templates fill it in); blank: the e-mail's first part. */
  name: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(80, 'At most 80 characters.'))),
    z.transform((value) => value || null),
  ),
  status: z.optional(z.literal('active')),
})
