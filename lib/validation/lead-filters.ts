import { officeIds } from '@/data/offices'
import { leadStatuses, type DeliveryState, type LeadStatus } from '@/lib/desk/lead-states'
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

/** Follow-ups: open leads whose next action is overdue, or that have none. */
export const followUpFilters = ['overdue', 'none'] as const
export type FollowUpFilter = (typeof followUpFilters)[number]

/** Each key: a known value or nothing; whatever else a URL says is dropped, never trusted. */
export const leadFiltersSchema = {
  formType: oneOf(leadFormTypes, undefined),
  status: oneOf(leadStatuses, undefined),
  delivery: oneOf(deliveryStates, undefined),
  /** Real dates (YYYY-MM-DD), inclusive, as days in India (the reports' days). */
  from: isoDate(),
  to: isoDate(),
  q: text(100),
  spam: oneOf(spamFilters, undefined),
  /** 'me', 'none' (nobody: a queue) or a staff account's id. */
  owner: text(100),
  office: oneOf(officeIds, undefined),
  followUp: oneOf(followUpFilters, undefined),
}

export type LeadFilters = {
  formType?: string
  status?: LeadStatus
  delivery?: DeliveryState
  from?: string
  to?: string
  q?: string
  spam?: SpamFilter
  owner?: string
  office?: string
  followUp?: FollowUpFilter
}

export function parseLeadFilters(params: SearchParamsInput): LeadFilters {
  const values = parseQuery(leadFiltersSchema, params)
  return {
    ...values,
    from: values.from ?? undefined,
    to: values.to ?? undefined,
    q: values.q || undefined,
    owner: values.owner || undefined,
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
    owner: filters.owner ?? '',
    office: filters.office as (typeof officeIds)[number] | undefined,
    followUp: filters.followUp,
  })
}
