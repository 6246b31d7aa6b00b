'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { after } from 'next/server'

import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { clientAddress } from '@/lib/leads/client-address'
import { intakeLead } from '@/lib/leads/intake'
import { deliverNow, webhookConfig } from '@/lib/leads/outbox'

export type LeadFormState = {
  error?: string
  fieldErrors?: Record<string, string[]>
  values?: Record<string, string | string[]>
}

const ARRAY_FIELDS = new Set(['preferredCountries'])

/**
 * The same intake as POST /api/leads, for a form posted before its JavaScript loaded (or
 * without it): success ends on /thank-you, errors come back to the form with its values.
 */
export async function submitLeadFormAction(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  const body: Record<string, unknown> = {}
  const values: Record<string, string | string[]> = {}
  for (const key of new Set(formData.keys())) {
    if (key.startsWith('$ACTION')) continue
    const all = formData.getAll(key).map(String)
    const value = ARRAY_FIELDS.has(key) ? all : (all[0] ?? '')
    values[key] = value
    if (value === '' && key !== 'website') continue
    body[key] = value
  }
  const requestHeaders = await headers()
  const result = await intakeLead(await getDb(), body, {
    clientAddress: clientAddress(requestHeaders, env().TRUSTED_PROXY_HOPS),
    webhookConfigured: webhookConfig() !== null,
  })
  delete values.website
  switch (result.status) {
    case 201:
      if (result.stored) after(() => deliverNow(result.id))
      redirect(`/thank-you?form=${encodeURIComponent(String(body.formType))}`)
    case 422:
      return {
        error: 'Please correct the highlighted fields',
        fieldErrors: result.fieldErrors,
        values,
      }
    case 400:
    case 429:
      return { error: result.error, values }
  }
}
