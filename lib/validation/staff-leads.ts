import * as z from 'zod/mini'

import { leadOutcomes, leadStatuses } from '@/lib/desk/lead-states'

/** A lead's id, as every staff form names it. */
export const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const leadId = z.string('Unknown lead').check(z.regex(LEAD_ID, 'Unknown lead'))

/** The staff forms on a lead's page that name only the lead (retry, release). */
export const leadActionSchema = z.object({ leadId })

export const STATUS_MESSAGES = {
  closed: 'Choose why it closed.',
  admittedWhere: 'Name the university they were admitted to.',
  subStatus: 'Choose a step of the status you chose.',
  failed: 'The lead could not be moved. Please try again.',
  notYours: 'That lead is not one you work on.',
} as const

/** A field a form may leave blank (or out): null then. */
const blankable = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.null(), schema])),
    z.transform((value) => (value === '' || value === undefined ? null : value)),
  )

/**
 * A status change, from a lead's page or the board: the status, a step within it, and (when
 * it ends) the outcome. Converted means admitted, and names where; closed names why.
 */
export const leadStatusSchema = z
  .object({
    leadId,
    status: z.enum(leadStatuses, 'Unknown status'),
    subStatusId: blankable(z.coerce.number().check(z.int(), z.positive())),
    outcome: blankable(z.enum(leadOutcomes, STATUS_MESSAGES.closed)),
    outcomeDetail: blankable(
      z.string().check(z.trim(), z.maxLength(300, 'At most 300 characters, please.')),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      const detail = value.outcomeDetail?.trim() ?? ''
      if (value.status === 'converted' && detail === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['outcomeDetail'],
          message: STATUS_MESSAGES.admittedWhere,
          input: value,
        })
      }
      if (value.status === 'closed' && (!value.outcome || value.outcome === 'admitted')) {
        ctx.addIssue({
          code: 'custom',
          path: ['outcome'],
          message: STATUS_MESSAGES.closed,
          input: value,
        })
      }
    }),
    z.overwrite((value) => ({
      ...value,
      // Only an ending keeps an outcome: converted is an admission.
      outcome:
        value.status === 'converted'
          ? 'admitted'
          : value.status === 'closed'
            ? value.outcome
            : null,
      outcomeDetail:
        value.status === 'converted' || value.status === 'closed'
          ? value.outcomeDetail?.trim() || null
          : null,
    })),
  )

export type LeadStatusChange = z.output<typeof leadStatusSchema>
