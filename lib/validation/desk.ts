import * as z from 'zod/mini'

import type { ActionResult } from '@/lib/action-result'
import { countries } from '@/data/countries'
import { routingTargets } from '@/data/offices'
import { contactChannels, leadStatuses, nextActions } from '@/lib/desk/lead-states'
import { unknownPlaceholders } from '@/lib/desk/templates'
import { isCleanText, UNSUPPORTED_CHARACTERS } from '@/lib/validation/clean-text'
import { leadFormTypes } from '@/lib/validation/leads'
import { leadId } from '@/lib/validation/staff-leads'
import { isIsoDate } from '@/lib/validation/search-param-fields'
import { IST, instantOf } from '@/lib/webinars/sessions'

/** The counsellors' desk: the forms of a lead's page, the inbox and the routing rules. */

export const DESK_MESSAGES = {
  note: 'Write the note (up to 2,000 characters).',
  due: 'Enter the date and the time (hours and minutes) it is due.',
  action: 'Choose what happens next.',
  channel: 'Choose how you reached the family.',
  leads: 'Tick at least one lead.',
  owner: 'Choose a counsellor, or the shared queue.',
  rule: 'Choose the office the rule sends leads to.',
} as const

const clean = z.refine<string>(isCleanText, UNSUPPORTED_CHARACTERS)

const text = (min: number, max: number, message: string) =>
  z.string(message).check(z.trim(), clean, z.minLength(min, message), z.maxLength(max, message))

export const noteSchema = z.object({ leadId, body: text(1, 2000, DESK_MESSAGES.note) })

export const contactSchema = z.object({
  leadId,
  channel: z.enum(contactChannels, DESK_MESSAGES.channel),
  body: z.optional(text(0, 2000, DESK_MESSAGES.note)),
})

/** A next action and when it is due, on India's clock. */
export const nextActionSchema = z
  .object({
    leadId,
    action: z.enum(nextActions, DESK_MESSAGES.action),
    date: z.string(DESK_MESSAGES.due).check(z.trim(), z.refine(isIsoDate, DESK_MESSAGES.due)),
    time: z
      .string(DESK_MESSAGES.due)
      .check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, DESK_MESSAGES.due)),
  })
  .check(z.refine((value) => instantOf(value.date, value.time, IST) !== null, DESK_MESSAGES.due))

export const dueInstant = (value: { date: string; time: string }) =>
  instantOf(value.date, value.time, IST)!

/** A repeat enquiry (`leadId`) merged into the family's other lead. */
export const mergeSchema = z.object({ leadId, into: leadId })

/** The admin's reassignment: the ticked leads, to a counsellor or ('') the shared queue. */
export const reassignSchema = z.object({
  leadIds: z.array(leadId).check(z.minLength(1, DESK_MESSAGES.leads), z.maxLength(200)),
  to: z.string(DESK_MESSAGES.owner).check(z.maxLength(100, DESK_MESSAGES.owner)),
  back: z.optional(z.string().check(z.maxLength(2000))),
})

const any = (values: readonly string[]) =>
  z.pipe(
    z.union([z.literal(''), z.enum(values as [string, ...string[]])]),
    z.transform((value) => value || null),
  )

export const routingRuleSchema = z.object({
  formType: any(leadFormTypes),
  country: any(countries.map((country) => country.slug)),
  office: z.enum(routingTargets, DESK_MESSAGES.rule),
  position: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(999)),
})

export const routingRuleIdSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) })

const position = z.coerce
  .number('A position from 0 to 999.')
  .check(
    z.int('A position from 0 to 999.'),
    z.minimum(0, 'A position from 0 to 999.'),
    z.maximum(999, 'A position from 0 to 999.'),
  )

/** A step within a status, added by the admin. */
export const subStatusSchema = z.object({
  status: z.enum(leadStatuses, 'Choose the status it belongs to.'),
  label: text(2, 60, 'Name the step in 2 to 60 characters.'),
  position,
})

/** Retire a step or a template, or bring it back. */
export const activeSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  active: z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
})

export const TEMPLATE_MESSAGES = {
  failed: 'The template was not saved: see the fields marked.',
  saved: 'Template saved.',
  gone: 'That template is no longer there.',
  title: 'Give the template a title of 2 to 60 characters.',
  body: 'Write the message in 10 to 1,000 characters.',
  placeholder: 'Only {name}, {country} and {counsellor} are filled in.',
} as const

/** A WhatsApp template: a new one (no id) or a change. */
export const templateSchema = z.object({
  id: z.pipe(
    z.optional(z.string().check(z.regex(/^\d{0,9}$/))),
    z.transform((value) => (value ? Number(value) : null)),
  ),
  title: text(2, 60, TEMPLATE_MESSAGES.title),
  body: text(10, 1000, TEMPLATE_MESSAGES.body).check(
    z.refine((body) => unknownPlaceholders(body).length === 0, TEMPLATE_MESSAGES.placeholder),
  ),
  position,
})

/** A counsellor reached the family from the lead's page: a call, or a WhatsApp template. */
export const reachSchema = z.object({
  leadId,
  channel: z.enum(['call', 'whatsapp']),
  templateId: z.optional(z.coerce.number().check(z.int(), z.positive())),
})

/**
 * What the template form shows after a post: its fields as typed, and what happened; `at`
 * tells one answer from the next, so the fields are drawn again with what each one holds.
 */
export type TemplateFormState = ActionResult<{ message: string }> & { at: number }
