'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { failure, type FormPostState } from '@/lib/action-result'
import { env } from '@/lib/env'
import { clientAddress } from '@/lib/http/client-address'
import { confirmVisitorLink, receiveVisitorRequest } from '@/lib/privacy/visitor'
import {
  DATA_REQUEST_FIELDS,
  DATA_REQUEST_VERIFY_PATH,
  dataRequestReceivedPath,
  dataRequestSchema,
  emailLinkTokenSchema,
} from '@/lib/validation/data-request'
import { fieldErrorsOf } from '@/lib/validation/field-errors'

export type DataRequestFormState = FormPostState

/**
 * A person's request about their data (/privacy-policy/your-data), posted with or without
 * JavaScript: validated with the form's schema, limited per address, stored, a one-time link
 * mailed to the e-mail it gives, and answered on the confirmation page; errors come back to
 * the form with what was typed. The answer is the same whether or not we hold any data on
 * the contact given.
 */
export async function submitDataRequestAction(
  _previous: DataRequestFormState,
  formData: FormData,
): Promise<DataRequestFormState> {
  // Anyone can call an action with any arguments; only the form's own post is a request.
  if (!(formData instanceof FormData)) return failure('Please send the form from its page.')
  const values: Record<string, string> = {}
  const input: Record<string, string> = {}
  for (const field of DATA_REQUEST_FIELDS) {
    const value = formData.get(field)
    values[field] = typeof value === 'string' ? value : ''
    if (values[field] !== '') input[field] = values[field]
  }
  // A field people never see; a bot that fills it is answered as if it were stored.
  const honeypot = formData.get('website')
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    redirect(dataRequestReceivedPath(values.email?.trim() ? 'email' : 'phone'))
  }

  const parsed = dataRequestSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ...failure('Please correct the highlighted fields', fieldErrorsOf(parsed.error.issues)),
      values,
    }
  }
  const result = await receiveVisitorRequest(
    parsed.data,
    clientAddress(await headers(), env().TRUSTED_PROXY_HOPS),
  )
  if (!result.ok) {
    return {
      ...failure(
        `Too many requests from your connection. Please try again in ${Math.ceil(result.retryAfterSeconds / 60)} minutes, or write to us.`,
      ),
      values,
    }
  }
  redirect(dataRequestReceivedPath(parsed.data.email ? 'email' : 'phone'))
}

/**
 * The button on the page the e-mailed link opens: uses the token (once, before it expires),
 * which verifies the request's e-mail. A link that cannot be used goes back to that page,
 * which says so.
 */
export async function confirmEmailLinkAction(formData: FormData): Promise<void> {
  if (!(formData instanceof FormData)) redirect(DATA_REQUEST_VERIFY_PATH)
  const token = emailLinkTokenSchema.safeParse(formData.get('token'))
  if (!token.success) redirect(DATA_REQUEST_VERIFY_PATH)
  const confirmed = await confirmVisitorLink(token.data)
  redirect(
    confirmed.ok
      ? `${DATA_REQUEST_VERIFY_PATH}/confirmed`
      : `${DATA_REQUEST_VERIFY_PATH}?token=${encodeURIComponent(token.data)}`,
  )
}
