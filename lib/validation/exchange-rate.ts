import * as z from 'zod/mini'

import type { ActionResult } from '@/lib/action-result'

import { rateCurrencies } from '@/data/exchange-rates'

/** The dashboard's exchange-rate form: one reading of one currency. */
export const RATE_MESSAGES = {
  currency: 'Choose a currency',
  inr: 'Enter the rupees for one unit, for example 90.95',
  readOn: 'Enter the date you read the rate (not in the future)',
  source: 'Say where you read it, for example "RBI reference rate"',
  saved: 'Rate saved. The site converts with it now.',
  failed: 'The rate could not be saved. Try again.',
} as const

const today = () => new Date().toISOString().slice(0, 10)

export const exchangeRateSchema = z.object({
  currency: z.enum(rateCurrencies, RATE_MESSAGES.currency),
  inr: z.string(RATE_MESSAGES.inr).check(
    z.trim(),
    z.refine(
      (value) => /^\d{1,6}(\.\d{1,4})?$/.test(value) && Number(value) > 0,
      RATE_MESSAGES.inr,
    ),
  ),
  readOn: z
    .string(RATE_MESSAGES.readOn)
    .check(
      z.refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}$/.test(value) &&
          !Number.isNaN(Date.parse(value)) &&
          value >= '2000-01-01' &&
          value <= today(),
        RATE_MESSAGES.readOn,
      ),
    ),
  source: z
    .string(RATE_MESSAGES.source)
    .check(
      z.trim(),
      z.minLength(2, RATE_MESSAGES.source),
      z.maxLength(200, 'At most 200 characters'),
    ),
})

export type ExchangeRateValues = z.input<typeof exchangeRateSchema>

/**
 * What a rate form shows after a post: saved (when, and the values to keep: all but the rate
 * itself), or the values typed and what is wrong.
 */
/** `at`: when the answer was made, so that each answer draws the form's fields again. */
export type RateFormState = ActionResult<{
  message: string
  values: Record<string, string>
}> & { at: number }
