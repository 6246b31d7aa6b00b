import { leadStatuses, type DeliveryState, type LeadStatus } from '@/lib/db/schema'
import { leadFormTypes } from '@/lib/validation/leads'
import { isoDate } from '@/lib/validation/search-param-fields'
import {
  oneOf,
  parseQuery,
  text,
  writeQuery,
  type SearchParamsInput,
} from '@/lib/validation/search-params'

/** The filters of the staff leads inbox, in its address (the page, the CSV export, the pager). */

export const deliveryStates = [
  'pending',
  'delivered',
  'dead',
  'unconfigured',
  'held',
] as const satisfies readonly DeliveryState[]

/** Suspected spam: only those, or all but those (absent: everything). */
export const spamFilters = ['only', 'hide'] as const
export type SpamFilter = (typeof spamFilters)[number]

/** Each key: a known value or nothing; whatever else a URL says is dropped, never trusted. */
export const leadFiltersSchema = {
  formType: oneOf(leadFormTypes, undefined),
  status: oneOf(leadStatuses, undefined),
  delivery: oneOf(deliveryStates, undefined),
  /** Real dates (YYYY-MM-DD), inclusive, in UTC. */
  from: isoDate(),
  to: isoDate(),
  q: text(100),
  spam: oneOf(spamFilters, undefined),
}

export type LeadFilters = {
  formType?: string
  status?: LeadStatus
  delivery?: DeliveryState
  from?: string
  to?: string
  q?: string
  spam?: SpamFilter
}

export function parseLeadFilters(params: SearchParamsInput): LeadFilters {
  const values = parseQuery(leadFiltersSchema, params)
  return {
    ...values,
    from: values.from ?? undefined,
    to: values.to ?? undefined,
    q: values.q || undefined,
  }
}

/** The filters as a query string ('' for none). */
export function filtersQuery(filters: LeadFilters): string {
  return writeQuery(leadFiltersSchema, {
    formType: filters.formType as (typeof leadFormTypes)[number] | undefined,
    status: filters.status,
    delivery: filters.delivery,
    from: filters.from ?? null,
    to: filters.to ?? null,
    q: filters.q ?? '',
    spam: filters.spam,
  })
}
