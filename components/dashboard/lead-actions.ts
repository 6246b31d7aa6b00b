'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { staffFormPost } from '@/lib/auth/staff-action'
import { releaseSuspectedSpam, retryDeadDelivery, setLeadStatus } from '@/lib/data/staff-leads'
import { deliverNow, webhookConfig } from '@/lib/leads/outbox'
import { leadActionSchema, leadStatusSchema } from '@/lib/validation/staff-leads'

const back = '/dashboard/leads'

/** A counsellor moves a lead on; the change is recorded with their e-mail and the time. */
export const changeLeadStatus = staffFormPost(
  { input: leadStatusSchema, back },
  async ({ leadId: id, status }, { staff, db }) => {
    const found = await setLeadStatus(db, id, status, staff.email)
    refresh()
    redirect(found ? `/dashboard/leads/${id}?saved=status` : back)
  },
)

/** Sends a lead whose delivery went dead again, now. */
export const retryLeadDelivery = staffFormPost(
  { input: leadActionSchema, back },
  async ({ leadId: id }, { db }) => {
    const queued = await retryDeadDelivery(db, id)
    if (queued) await deliverNow(id)
    refresh()
    redirect(`/dashboard/leads/${id}?saved=${queued ? 'retry' : 'not-dead'}`)
  },
)

/**
 * A counsellor judged a lead held as suspected spam to be a person's: the mark goes, and it
 * is sent to the spreadsheet like any lead (or waits with the undelivered ones without one).
 */
export const releaseLeadAction = staffFormPost(
  { input: leadActionSchema, back },
  async ({ leadId: id }, { db }) => {
    const webhookConfigured = webhookConfig() !== null
    const released = await releaseSuspectedSpam(db, id, { webhookConfigured })
    if (released && webhookConfigured) await deliverNow(id)
    refresh()
    const saved = released ? (webhookConfigured ? 'released' : 'released-unsent') : 'not-spam'
    redirect(`/dashboard/leads/${id}?saved=${saved}`)
  },
)
