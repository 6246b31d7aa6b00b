import * as z from 'zod/mini'

import { claimKeys } from '@/data/claims'
import { todayInIndia } from '@/lib/dates'

/**
 * The dashboard's claim form: a figure the consultancy states about itself. It renders on the
 * public pages only with an evidence note and the date it is true as of (CCPA coaching
 * advertising guidelines 2024).
 */
export const CLAIM_MESSAGES = {
  value: 'Enter the figure (at most 40 characters), e.g. 1,200+',
  label: 'Enter a label (at least 2 characters)',
  asOf: 'Enter a date, or leave it empty',
  future: 'The as-of date cannot be in the future',
  asOfNeeded: 'Give the date the evidence is true as of',
  saveFailed: 'The claim could not be saved. Please try again.',
} as const

const tooLong = (max: number) => `Must be at most ${max} characters`
const text = (max: number, min = 0, message = tooLong(max)) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLong(max)))

export const claimFormSchema = z
  .object({
    key: z.enum(claimKeys),
    value: text(40, 1, CLAIM_MESSAGES.value),
    label: text(80, 2, CLAIM_MESSAGES.label),
    evidence: text(500),
    asOf: z.string().check(
      z.trim(),
      z.refine(
        (value) =>
          value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
        CLAIM_MESSAGES.asOf,
      ),
      z.refine((value) => value === '' || value <= todayInIndia(), CLAIM_MESSAGES.future),
    ),
  })
  .check(
    z.refine((form) => form.evidence === '' || form.asOf !== '', {
      message: CLAIM_MESSAGES.asOfNeeded,
      path: ['asOf'],
    }),
  )

export type ClaimFormValues = z.input<typeof claimFormSchema>
export type ClaimFormData = z.output<typeof claimFormSchema>
