import { readBodyWithLimit } from '@/lib/http/read-body'
import { MAX_BODY_BYTES } from '@/lib/leads/intake'
import { countRefusal, receiveLead } from '@/lib/leads/receive'

export const dynamic = 'force-dynamic'

const json = (status: number, body: unknown, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * POST /api/leads: stores one lead of any form (docs/architecture.md, "Leads: stored first,
 * delivered after"). Answers 201 only once the lead and its outbox row are committed; delivery
 * to the spreadsheet runs after the answer.
 */
export async function POST(request: Request) {
  const refuse = async (status: number, error: string) => {
    const limited = await countRefusal(request.headers)
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

  const result = await receiveLead(body, request.headers)
  switch (result.status) {
    case 201:
      return json(201, { success: true, id: result.id })
    case 400:
      return json(400, { success: false, error: result.error })
    case 422:
      return json(422, { success: false, error: result.error, fieldErrors: result.fieldErrors })
    case 429:
      return tooMany(result)
    case 503:
      return json(
        503,
        { success: false, error: result.error },
        { 'Retry-After': String(result.retryAfterSeconds) },
      )
  }
}

function tooMany({ error, retryAfterSeconds }: { error: string; retryAfterSeconds: number }) {
  return json(429, { success: false, error }, { 'Retry-After': String(retryAfterSeconds) })
}
