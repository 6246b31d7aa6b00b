'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { submitDataRequest } from '@/lib/data/data-requests'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { clientAddress } from '@/lib/leads/client-address'
import { fieldErrorsOf } from '@/lib/leads/parse'
import {
  DATA_REQUEST_FIELDS,
  DATA_REQUEST_RECEIVED_PATH,
  dataRequestSchema,
} from '@/lib/validation/data-request'

export type DataRequestFormState = {
  error?: string
  fieldErrors?: Record<string, string[]>
  values?: Record<string, string>
}

/**
 * A person's request about their data (/privacy-policy/your-data), posted with or without
 * JavaScript: validated with the form's schema, limited per address, stored, and answered
 * on the confirmation page; errors come back to the form with what was typed.
 */
export async function submitDataRequestAction(
  _previous: DataRequestFormState,
  formData: FormData,
): Promise<DataRequestFormState> {
  const values: Record<string, string> = {}
  const input: Record<string, string> = {}
  for (const field of DATA_REQUEST_FIELDS) {
    const value = formData.get(field)
    values[field] = typeof value === 'string' ? value : ''
    if (values[field] !== '') input[field] = values[field]
  }
  // A field people never see; a bot that fills it is answered as if it were stored.
  const honeypot = formData.get('website')
  if (typeof honeypot === 'string' && honeypot.trim() !== '') redirect(DATA_REQUEST_RECEIVED_PATH)

  const parsed = dataRequestSchema.safeParse(input)
  if (!parsed.success) {
    return {
      error: 'Please correct the highlighted fields',
      fieldErrors: fieldErrorsOf(parsed.error),
      values,
    }
  }
  const result = await submitDataRequest(
    await getDb(),
    parsed.data,
    clientAddress(await headers(), env().TRUSTED_PROXY_HOPS),
  )
  if (!result.ok) {
    return {
      error: `Too many requests from your connection. Please try again in ${Math.ceil(result.retryAfterSeconds / 60)} minutes, or write to us.`,
      values,
    }
  }
  redirect(DATA_REQUEST_RECEIVED_PATH)
}
