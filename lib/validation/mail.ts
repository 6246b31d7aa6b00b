import * as z from 'zod/mini'

/** The two places waiting mail is listed: the desk's outbox, and the data requests' screen. */
export const MAIL_PLACES = {
  desk: '/dashboard/mail',
  'data-requests': '/dashboard/data-requests',
} as const

/** Staff sent a waiting message by hand, from one of its two places. */
export const markMailSentSchema = z.strictObject({
  mailId: z.coerce.number().check(z.int(), z.positive()),
  place: z._default(z.enum(['desk', 'data-requests']), 'desk'),
})
