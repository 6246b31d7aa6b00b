import 'server-only'

import { after } from 'next/server'

import { assignNewLead, listUnroutedLeads } from '@/lib/data/desk'
import { getDb } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'
import { tellOwner } from '@/lib/leads/notify'
import { env } from '@/lib/env'
import { requestAttribution } from '@/lib/leads/attribution'
import { clientAddress } from '@/lib/http/client-address'
import { countRefusedLead, intakeLead, type IntakeResult } from '@/lib/leads/intake'
import { deliverNow, webhookConfig } from '@/lib/leads/outbox'

/**
 * One lead as it arrives, from POST /api/leads or from a form posted without JavaScript: the
 * same intake, with the sender's address and attribution read from the request's headers, and
 * delivery to the spreadsheet started once the answer has gone.
 */
export async function receiveLead(
  body: unknown,
  requestHeaders: Headers,
): Promise<IntakeResult | Unavailable> {
  let db: Db
  let result: IntakeResult
  try {
    db = await getDb()
    result = await intakeLead(db, body, {
      clientAddress: clientAddress(requestHeaders, env().TRUSTED_PROXY_HOPS),
      webhookConfigured: webhookConfig() !== null,
      attribution: requestAttribution(requestHeaders),
    })
  } catch (error) {
    console.error('A lead could not be stored; the sender was asked to try again.', error)
    return UNAVAILABLE
  }
  if (result.status === 201 && result.deliver) afterResponse(() => deliverNow(result.id))
  if (result.status === 201 && !result.duplicate) afterResponse(() => assignLead(db, result.id))
  return result
}

/**
 * The answer when the database cannot take a lead (down, restarting, out of disk): nothing was
 * stored, and the sender is told so plainly, with when to try again. The same idempotency key
 * sent again stores it once.
 */
export type Unavailable = { status: 503; error: string; retryAfterSeconds: number }

export const UNAVAILABLE: Unavailable = {
  status: 503,
  error: 'We could not save your details just now. Nothing was sent; please try again in a minute.',
  retryAfterSeconds: 30,
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

/**
 * Routes the leads whose assignment failed (lib/data/desk.ts, listUnroutedLeads), once the
 * database answers again: the sweeper runs it every minute. The number routed.
 */
export async function routeUnroutedLeads(db: Db): Promise<number> {
  const ids = await listUnroutedLeads(db)
  for (const id of ids) await assignLead(db, id)
  return ids.length
}

/** A post refused before the intake (too large, not JSON, a file) counts against its sender. */
export async function countRefusal(requestHeaders: Headers) {
  try {
    return await countRefusedLead(
      await getDb(),
      clientAddress(requestHeaders, env().TRUSTED_PROXY_HOPS),
    )
  } catch {
    // Without the database nothing is counted; the refusal itself still answers.
    return null
  }
}

/** `after` outside a Next request (a test calling the handler) runs the work at once instead. */
function afterResponse(work: () => Promise<void>) {
  try {
    after(work)
  } catch {
    void work()
  }
}
