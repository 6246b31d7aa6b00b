import * as z from 'zod/mini'

import { personKinds } from '@/lib/db/schema'
import { todayInIndia } from '@/lib/dates'

/**
 * The dashboard's person form: a team member, a testimonial or an alumni story, published
 * only with the person's recorded consent (CCPA coaching-advertising guidelines 2024).
 */
export const PERSON_MESSAGES = {
  name: 'Enter the name (2 to 80 characters)',
  role: 'Enter the role, who they are, or the university (2 to 120 characters)',
  year: 'Enter a year such as 2025, or leave it empty',
  words: 'Enter their words or blurb (10 to 800 characters)',
  photo: 'Give the path of an uploaded image (/uploads/...) or /images/..., or leave it empty',
  consentOn: 'Enter the date the consent was recorded (not in the future)',
  consentNote:
    'Say how the consent was recorded (at least 5 characters), e.g. signed form, file 2026/14',
  saveFailed: 'The record could not be saved. Please try again.',
  deleteFailed: 'The record could not be removed. Please try again.',
  notFound: 'No such record.',
} as const

/** A record named by the dashboard (to remove it). */
export const personIdSchema = z.number(PERSON_MESSAGES.notFound).check(z.int(), z.positive())

const text = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message))

export const personFormSchema = z.object({
  id: z.optional(z.number().check(z.int(), z.positive())),
  kind: z.enum(personKinds),
  name: text(2, 80, PERSON_MESSAGES.name),
  role: text(2, 120, PERSON_MESSAGES.role),
  year: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^(19|20)\d{2}$/.test(value), PERSON_MESSAGES.year),
  ),
  words: text(10, 800, PERSON_MESSAGES.words),
  photo: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || /^\/(uploads|images)\/[\w./-]+$/.test(value),
      PERSON_MESSAGES.photo,
    ),
  ),
  consentOn: z.string().check(
    z.trim(),
    z.refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(value)) &&
        value <= todayInIndia(),
      PERSON_MESSAGES.consentOn,
    ),
  ),
  consentNote: text(5, 300, PERSON_MESSAGES.consentNote),
})

export type PersonFormValues = Omit<z.input<typeof personFormSchema>, 'id'> & { id?: number }
export type PersonFormData = z.output<typeof personFormSchema>

export const emptyPerson: PersonFormValues = {
  kind: 'testimonial',
  name: '',
  role: '',
  year: '',
  words: '',
  photo: '',
  consentOn: '',
  consentNote: '',
}
