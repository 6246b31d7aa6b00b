import * as z from 'zod/mini'

import type { ActionResult } from '@/lib/action-result'

import { isCleanText, UNSUPPORTED_CHARACTERS } from '@/lib/validation/clean-text'

/** The facts desk's "re-checked today" form: which fact, and the source the person opened. */
export const FACT_CHECK_MESSAGES = {
  key: 'That fact is no longer on the list. Reload the page.',
  source: 'Say what you opened: a link or the document, up to 500 characters',
  note: 'Keep the note under 500 characters',
  saved: 'Recorded as re-checked today.',
  failed: 'The check could not be recorded. Try again.',
} as const

const clean = z.refine<string>(isCleanText, UNSUPPORTED_CHARACTERS)

export const factCheckSchema = z.object({
  key: z
    .string(FACT_CHECK_MESSAGES.key)
    .check(
      z.regex(/^(fee|rate|caution|claim|fmge|source):[^\n]{1,200}$/, FACT_CHECK_MESSAGES.key),
      clean,
    ),
  source: z
    .string(FACT_CHECK_MESSAGES.source)
    .check(
      z.trim(),
      z.minLength(3, FACT_CHECK_MESSAGES.source),
      z.maxLength(500, FACT_CHECK_MESSAGES.source),
      clean,
    ),
  note: z
    .string(FACT_CHECK_MESSAGES.note)
    .check(z.trim(), z.maxLength(500, FACT_CHECK_MESSAGES.note), clean),
})

/** What the re-check form shows after a post: recorded, or what is wrong with what was typed. */
export type FactCheckState = ActionResult<{ message: string }>
