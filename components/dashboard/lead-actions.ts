'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { failure } from '@/lib/action-result'
import { staffAction, staffFormPost } from '@/lib/auth/staff-action'
import type { Staff } from '@/lib/staff/types'
import {
  addNote,
  logContact,
  mayWorkLead,
  mergeLead,
  reassignLeads,
  setNextAction,
  takeLead,
  viewerOf,
  type Viewer,
} from '@/lib/data/desk'
import { releaseSuspectedSpam, retryDeadDelivery, setLeadStatus } from '@/lib/data/staff-leads'
import type { Db } from '@/lib/db/types'
import { filledTemplate } from '@/lib/leads/reach'
import { tellOwner } from '@/lib/leads/notify'
import { deliverNow, webhookConfig } from '@/lib/leads/outbox'
import { assignLead } from '@/lib/leads/receive'
import {
  contactSchema,
  dueInstant,
  mergeSchema,
  nextActionSchema,
  noteSchema,
  reachSchema,
  reassignSchema,
} from '@/lib/validation/desk'
import {
  LEAD_ID,
  leadActionSchema,
  leadStatusSchema,
  STATUS_MESSAGES,
} from '@/lib/validation/staff-leads'

const LIST = '/dashboard/leads'

/** Back to a lead's page with a notice (to the list when the id is not a lead's). */
function toLead(id: unknown, notice: string): never {
  redirect(typeof id === 'string' && LEAD_ID.test(id) ? `${LIST}/${id}?saved=${notice}` : LIST)
}

/**
 * The viewer, when the lead is one they may work (their own, their office's, the shared
 * queue; the admin: any). Another office's lead answers like one that does not exist.
 */
async function workable(db: Db, staff: Staff, leadId: string): Promise<Viewer> {
  const viewer = await viewerOf(db, staff)
  if (!(await mayWorkLead(db, viewer, leadId))) redirect(`${LIST}?saved=not-yours`)
  return viewer
}

/**
 * A counsellor moves a lead on, from its page (a plain form post); the change is recorded
 * with their e-mail and the time.
 */
export const changeLeadStatus = staffFormPost(
  {
    area: 'leads',
    input: leadStatusSchema,
    back: LIST,
    invalid: (f) => toLead(f.leadId, 'need-outcome'),
  },
  async ({ leadId, ...change }, { staff, db }) => {
    await workable(db, staff, leadId)
    const result = await setLeadStatus(db, leadId, change, staff.email)
    refresh()
    toLead(leadId, result === 'saved' ? 'status' : 'bad-step')
  },
)

/** The same change from the board, which shows the answer where the card was dropped. */
export const moveLeadAction = staffAction(
  { area: 'leads', input: leadStatusSchema, failed: STATUS_MESSAGES.failed },
  async ({ leadId, ...change }, { staff, db }) => {
    const viewer = await viewerOf(db, staff)
    if (!(await mayWorkLead(db, viewer, leadId))) return failure(STATUS_MESSAGES.notYours)
    const result = await setLeadStatus(db, leadId, change, staff.email)
    if (result === 'bad-step') return failure(STATUS_MESSAGES.subStatus)
    if (result === 'missing') return failure(STATUS_MESSAGES.notYours)
    refresh()
    return { ok: true }
  },
)

/** Sends a lead whose delivery went dead again, now. */
export const retryLeadDelivery = staffFormPost(
  { area: 'leads', input: leadActionSchema, back: LIST },
  async ({ leadId: id }, { staff, db }) => {
    await workable(db, staff, id)
    const queued = await retryDeadDelivery(db, id)
    if (queued) await deliverNow(id)
    refresh()
    toLead(id, queued ? 'retry' : 'not-dead')
  },
)

/**
 * A counsellor judged a lead held as suspected spam to be a person's: the mark goes, it is
 * sent to the spreadsheet like any lead (or waits with the undelivered ones without one), and
 * it is assigned as a new lead is.
 */
export const releaseLeadAction = staffFormPost(
  { area: 'leads', input: leadActionSchema, back: LIST },
  async ({ leadId: id }, { staff, db }) => {
    await workable(db, staff, id)
    const webhookConfigured = webhookConfig() !== null
    const released = await releaseSuspectedSpam(db, id, { webhookConfigured })
    if (released && webhookConfigured) await deliverNow(id)
    if (released) await assignLead(db, id)
    refresh()
    toLead(id, released ? (webhookConfigured ? 'released' : 'released-unsent') : 'not-spam')
  },
)

/** A plain-text note on the lead's timeline. */
export const addNoteAction = staffFormPost(
  { area: 'leads', input: noteSchema, back: LIST, invalid: (f) => toLead(f.leadId, 'need-note') },
  async ({ leadId, body }, { staff, db }) => {
    await workable(db, staff, leadId)
    await addNote(db, leadId, staff, body)
    refresh()
    toLead(leadId, 'note')
  },
)

/** A call, message, e-mail or meeting with the family, logged on the timeline. */
export const logContactAction = staffFormPost(
  {
    area: 'leads',
    input: contactSchema,
    back: LIST,
    invalid: (f) => toLead(f.leadId, 'need-channel'),
  },
  async ({ leadId, channel, body }, { staff, db }) => {
    await workable(db, staff, leadId)
    await logContact(db, leadId, staff, { channel, body: body || null })
    refresh()
    toLead(leadId, 'contact')
  },
)

/** What happens next on the lead, and when (India's clock). */
export const setNextActionAction = staffFormPost(
  {
    area: 'leads',
    input: nextActionSchema,
    back: LIST,
    invalid: (f) => toLead(f.leadId, 'need-due'),
  },
  async (next, { staff, db }) => {
    await workable(db, staff, next.leadId)
    await setNextAction(db, next.leadId, staff, { action: next.action, dueAt: dueInstant(next) })
    refresh()
    toLead(next.leadId, 'next')
  },
)

/** A counsellor takes a lead nobody owns. */
export const takeLeadAction = staffFormPost(
  { area: 'leads', input: leadActionSchema, back: LIST },
  async ({ leadId }, { staff, db }) => {
    const viewer = await workable(db, staff, leadId)
    const taken = await takeLead(db, leadId, viewer)
    refresh()
    toLead(leadId, taken ? 'taken' : 'not-free')
  },
)

/**
 * A repeat enquiry joins its family's other lead: the answer shows on the lead it joined,
 * whose timeline now holds both histories.
 */
export const mergeLeadAction = staffFormPost(
  { area: 'leads', input: mergeSchema, back: LIST },
  async ({ leadId, into }, { staff, db }) => {
    const viewer = await workable(db, staff, leadId)
    const result = await mergeLead(db, leadId, into, viewer)
    refresh()
    if (result === 'merged') toLead(into, 'merged')
    toLead(leadId, `merge-${result}`)
  },
)

/**
 * The admin gives the ticked leads (one or many) to a counsellor, who is told by e-mail, or
 * back to the shared queue.
 */
export const reassignLeadsAction = staffFormPost(
  {
    area: 'admin',
    input: reassignSchema,
    lists: ['leadIds'],
    back: `${LIST}?saved=need-leads`,
  },
  async ({ leadIds, to, back }, { staff, db }) => {
    const result = await reassignLeads(db, leadIds, to || null, staff)
    if (result) for (const id of result.changed) await tellOwner(db, id, result.assignment)
    refresh()
    const notice = result ? `reassigned-${result.changed.length}` : 'not-counsellor'
    if (leadIds.length === 1 && back === 'lead') toLead(leadIds[0], notice)
    redirect(`${LIST}?saved=${notice}`)
  },
)

/**
 * A counsellor opened a call or a WhatsApp message (a template, filled in) from the lead's
 * page: logged on the timeline as they go. The link itself does the calling.
 */
export const logReachAction = staffAction(
  { area: 'leads', input: reachSchema, failed: 'Not logged: log the contact by hand.' },
  async ({ leadId, channel, templateId }, { staff, db }) => {
    const viewer = await viewerOf(db, staff)
    if (!(await mayWorkLead(db, viewer, leadId))) return failure(STATUS_MESSAGES.notYours)
    const message = templateId ? await filledTemplate(db, leadId, templateId, staff) : null
    if (templateId && !message) return failure('That template is no longer in use.')
    await logContact(db, leadId, staff, {
      channel,
      body: message?.text ?? (channel === 'call' ? 'Dialled from the dashboard.' : null),
      template: message?.title ?? null,
    })
    refresh()
    return { ok: true }
  },
)
