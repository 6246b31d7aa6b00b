import * as z from 'zod/mini'

import { leadStatuses } from '@/lib/db/schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const leadId = z.string('Unknown lead').check(z.regex(UUID, 'Unknown lead'))

/** The staff forms on a lead's page that name only the lead (retry, release). */
export const leadActionSchema = z.object({ leadId })

/** The status form on a lead's page. */
export const leadStatusSchema = z.object({
  leadId,
  status: z.enum(leadStatuses, 'Unknown status'),
})
