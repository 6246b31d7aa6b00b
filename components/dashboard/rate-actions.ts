'use server'

import { updateTag } from 'next/cache'

import { staffAction } from '@/lib/auth/staff-action'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { recordRate } from '@/lib/data/exchange-rates'
import {
  exchangeRateSchema,
  RATE_MESSAGES,
  type RateFormState,
} from '@/lib/validation/exchange-rate'

/**
 * Records a rupee rate, keeping every earlier reading as history, and makes the public pages
 * convert with the new rate at once.
 */
const record = staffAction(
  { area: 'content', input: exchangeRateSchema, failed: RATE_MESSAGES.failed },
  async (rate, { staff, db }) => {
    await recordRate(db, { ...rate, inr: Number(rate.inr) }, staff.email)
    updateTag(CACHE_TAGS.rates)
    const values = { currency: rate.currency, inr: '', readOn: rate.readOn, source: rate.source }
    return { ok: true as const, message: RATE_MESSAGES.saved, values }
  },
)

/** The rate form's action (useActionState), a plain form post without JavaScript. */
export async function saveExchangeRate(
  _previous: RateFormState | null,
  formData: FormData,
): Promise<RateFormState> {
  return { ...(await record(formData)), at: Date.now() }
}
