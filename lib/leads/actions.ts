'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { failure, type FormPostState } from '@/lib/action-result'
import { countRefusal, receiveLead } from '@/lib/leads/receive'

export type LeadFormState = FormPostState

const ARRAY_FIELDS = new Set(['preferredCountries'])

/**
 * The same intake as POST /api/leads, for a form posted before its JavaScript loaded (or
 * without it): success ends on its form's /thank-you page, errors come back to the form with its values.
 */
export async function submitLeadFormAction(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  // Anyone can call an action with any arguments; only a form's own post is a lead.
  if (!(formData instanceof FormData)) return failure('Please send the form from its page.')
  // Without a prototype, a field named __proto__ is refused as unknown, not taken as one.
  const body: Record<string, unknown> = Object.create(null)
  const entries: [string, string | string[]][] = []
  for (const key of new Set(formData.keys())) {
    if (key.startsWith('$ACTION')) continue
    const parts = formData.getAll(key)
    // No lead form has a file field; a file sent as one is not stored as "[object File]".
    if (parts.some((part) => typeof part !== 'string')) {
      const limited = await countRefusal(await headers())
      return failure(limited?.error ?? 'This form does not take files. Please type your answers.')
    }
    const all = parts as string[]
    const value = ARRAY_FIELDS.has(key) ? all : (all[0] ?? '')
    if (key !== 'website') entries.push([key, value])
    if (value === '' && key !== 'website') continue
    body[key] = value
  }
  // A form sent without JavaScript names no page or campaign: the request's headers do.
  const result = await receiveLead(body, await headers())
  // Sent back to fill the form again; fromEntries keeps a key named __proto__ a plain key.
  const values: Record<string, string | string[]> = Object.fromEntries(entries)
  switch (result.status) {
    case 201:
      redirect(`/thank-you/${encodeURIComponent(String(body.formType))}`)
    case 422:
      return {
        ...failure(
          'Please correct the highlighted fields',
          Object.fromEntries(
            Object.entries(result.fieldErrors).map(([field, [first = '']]) => [field, first]),
          ),
        ),
        values,
      }
    case 400:
    case 429:
    case 503:
      return { ...failure(result.error), values }
  }
}
