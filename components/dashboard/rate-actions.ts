'use server'

import { revalidatePath, updateTag } from 'next/cache'

import { staffAction } from '@/lib/auth/staff-action'
import { RATES_TAG, recordRate } from '@/lib/data/exchange-rates'
import { downloads } from '@/lib/guides/downloads'
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
  { input: exchangeRateSchema, failed: RATE_MESSAGES.failed },
  async (rate, { staff, db }): Promise<RateFormState> => {
    await recordRate(db, { ...rate, inr: Number(rate.inr) }, staff.email)
    updateTag(RATES_TAG)
    revalidatePath('/', 'layout')
    // The cost worksheets state rupees at the rate; route handlers are revalidated by path.
    for (const { file } of downloads) revalidatePath(`/resources/downloads/${file}`)
    const values = { currency: rate.currency, inr: '', readOn: rate.readOn, source: rate.source }
    return { ok: true, message: RATE_MESSAGES.saved, savedAt: Date.now(), values }
  },
)

/** The rate form's action (useActionState), a plain form post without JavaScript. */
export async function saveExchangeRate(
  _previous: RateFormState | null,
  formData: FormData,
): Promise<RateFormState> {
  return record(formData)
}
