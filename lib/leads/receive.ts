import 'server-only'

import { after } from 'next/server'

import { assignNewLead } from '@/lib/data/desk'
import { getDb } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'
import { tellOwner } from '@/lib/desk/notify'
import { env } from '@/lib/env'
import { requestAttribution } from '@/lib/leads/attribution'
import { clientAddress } from '@/lib/leads/client-address'
import { countRefusedLead, intakeLead, type IntakeResult } from '@/lib/leads/intake'
import { deliverNow, webhookConfig } from '@/lib/leads/outbox'

/**
 * One lead as it arrives, from POST /api/leads or from a form posted without JavaScript: the
 * same intake, with the sender's address and attribution read from the request's headers, and
 * delivery to the spreadsheet started once the answer has gone.
 */
export async function receiveLead(body: unknown, requestHeaders: Headers): Promise<IntakeResult> {
  const db = await getDb()
  const result = await intakeLead(db, body, {
    clientAddress: clientAddress(requestHeaders, env().TRUSTED_PROXY_HOPS),
    webhookConfigured: webhookConfig() !== null,
    attribution: requestAttribution(requestHeaders),
  })
  if (result.status === 201 && result.deliver) afterResponse(() => deliverNow(result.id))
  if (result.status === 201 && !result.duplicate) afterResponse(() => assignLead(db, result.id))
  return result
}

/**
 * Gives a stored lead to a counsellor and tells them (lib/data/desk.ts). A failure is logged
 * and leaves the lead where it is: stored, acknowledged, and waiting in the shared queue.
 */
export async function assignLead(db: Db, leadId: string): Promise<void> {
  try {
    await tellOwner(db, leadId, await assignNewLead(db, leadId))
  } catch (error) {
    console.error(`Lead ${leadId} could not be assigned; it waits in the shared queue.`, error)
  }
}

/** A post refused before the intake (too large, not JSON, a file) counts against its sender. */
export async function countRefusal(requestHeaders: Headers) {
  return countRefusedLead(await getDb(), clientAddress(requestHeaders, env().TRUSTED_PROXY_HOPS))
}

/** `after` outside a Next request (a test calling the handler) runs the work at once instead. */
function afterResponse(work: () => Promise<void>) {
  try {
    after(work)
  } catch {
    void work()
  }
}
