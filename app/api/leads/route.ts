import { after } from 'next/server'

import { readBodyWithLimit } from '@/lib/http/read-body'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { requestAttribution } from '@/lib/leads/attribution'
import { clientAddress } from '@/lib/leads/client-address'
import { countRefusedLead, intakeLead, MAX_BODY_BYTES } from '@/lib/leads/intake'
import { deliverNow, webhookConfig } from '@/lib/leads/outbox'

export const dynamic = 'force-dynamic'

/** `after` outside a Next request (a test calling the handler) runs the work at once instead. */
function afterResponse(work: () => Promise<void>) {
  try {
    after(work)
  } catch {
    void work()
  }
}

const json = (status: number, body: unknown, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * POST /api/leads: stores one lead of any form (docs/architecture.md, "Leads: stored first,
 * delivered after"). Answers 201 only once the lead and its outbox row are committed; delivery
 * to the spreadsheet runs after the answer.
 */
export async function POST(request: Request) {
  const address = clientAddress(request.headers, env().TRUSTED_PROXY_HOPS)
  const refuse = async (status: number, error: string) => {
    const limited = await countRefusedLead(await getDb(), address)
    return limited ? tooMany(limited) : json(status, { success: false, error })
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return refuse(413, 'The submission is too large')
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return refuse(415, 'Send the lead as application/json')
  }
  const raw = await readBodyWithLimit(request, MAX_BODY_BYTES)
  if (raw === null) return refuse(413, 'The submission is too large')

  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return refuse(400, 'The body is not valid JSON')
  }

  const result = await intakeLead(await getDb(), body, {
    clientAddress: address,
    webhookConfigured: webhookConfig() !== null,
    attribution: requestAttribution(request.headers),
  })
  switch (result.status) {
    case 201:
      if (result.deliver) afterResponse(() => deliverNow(result.id))
      return json(201, { success: true, id: result.id })
    case 400:
      return json(400, { success: false, error: result.error })
    case 422:
      return json(422, { success: false, error: result.error, fieldErrors: result.fieldErrors })
    case 429:
      return tooMany(result)
  }
}

function tooMany({ error, retryAfterSeconds }: { error: string; retryAfterSeconds: number }) {
  return json(429, { success: false, error }, { 'Retry-After': String(retryAfterSeconds) })
}
