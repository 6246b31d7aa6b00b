/**
 * The vocabulary of a lead's life on the desk: its statuses, how it ends, the next actions and
 * the ways a counsellor reaches a family, why intake held it as spam and where its delivery to
 * the spreadsheet stands. Plain values, so that screens, validation and the schema share them
 * without a screen importing the database's schema.
 */

export const spamReasons = ['honeypot', 'too-fast'] as const
export type SpamReason = (typeof spamReasons)[number]

/** The statuses a counsellor moves a lead through, new to closed. */
export const leadStatuses = [
  'new',
  'contacted',
  'counselled',
  'applied',
  'converted',
  'closed',
] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** How a lead ends: admitted (converted), or closed for one of the other reasons. */
export const leadOutcomes = ['admitted', 'other_agent', 'not_eligible', 'not_interested'] as const
export type LeadOutcome = (typeof leadOutcomes)[number]

/** The next actions a counsellor plans on a lead. */
export const nextActions = ['call', 'whatsapp', 'meeting', 'documents'] as const
export type NextAction = (typeof nextActions)[number]

/** Ways a counsellor reaches a family, each logged on the lead's timeline. */
export const contactChannels = ['call', 'whatsapp', 'email', 'meeting'] as const
export type ContactChannel = (typeof contactChannels)[number]

/** 'held': a suspected-spam lead, not sent until staff release it. */
export type DeliveryState = 'pending' | 'delivered' | 'dead' | 'unconfigured' | 'held'
