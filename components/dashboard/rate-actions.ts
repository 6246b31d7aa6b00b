'use server'

import { revalidatePath, updateTag } from 'next/cache'

import { requireStaff } from '@/lib/auth/session'
import { RATES_TAG, recordRate } from '@/lib/data/exchange-rates'
import { getDb } from '@/lib/db/client'
import { downloads } from '@/lib/guides/downloads'
import {
  exchangeRateSchema,
  type ExchangeRateValues,
  type RateFormState,
} from '@/lib/validation/exchange-rate'

/**
 * Records a rupee rate. Checks the session itself (an action is a public POST endpoint),
 * validates with the form's schema, keeps every earlier reading as history, and makes the
 * public pages convert with the new rate at once.
 */
export async function saveExchangeRate(
  _previous: RateFormState,
  formData: FormData,
): Promise<RateFormState> {
  const staff = await requireStaff()
  const values: ExchangeRateValues = {
    currency: String(formData.get('currency') ?? '') as ExchangeRateValues['currency'],
    inr: String(formData.get('inr') ?? ''),
    readOn: String(formData.get('readOn') ?? ''),
    source: String(formData.get('source') ?? ''),
  }
  const parsed = exchangeRateSchema.safeParse(values)
  if (!parsed.success) {
    const fieldErrors: RateFormState['fieldErrors'] = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof ExchangeRateValues
      fieldErrors[key] ??= issue.message
    }
    return { status: 'invalid', values, fieldErrors }
  }
  try {
    await recordRate(await getDb(), { ...parsed.data, inr: Number(parsed.data.inr) }, staff.email)
  } catch (error) {
    console.error(error)
    return { status: 'failed', values, fieldErrors: {} }
  }
  updateTag(RATES_TAG)
  revalidatePath('/', 'layout')
  // The cost worksheets state rupees at the rate; route handlers are revalidated by path.
  for (const { file } of downloads) revalidatePath(`/resources/downloads/${file}`)
  return { status: 'saved', values: { ...values, inr: '', source: values.source }, fieldErrors: {} }
}
