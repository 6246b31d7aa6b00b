// The comparison for `npm run bench:leads`: a bare Next 16 route handler that only reads,
// parses and validates the same JSON with the same schemas, and stores nothing.
import { parseLeadSubmission } from '../../../../../../lib/leads/parse'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    return Response.json({ success: false }, { status: 400 })
  }
  const parsed = parseLeadSubmission(body)
  if (parsed.kind !== 'ok') return Response.json({ success: false }, { status: 422 })
  return Response.json({ success: true, id: crypto.randomUUID() }, { status: 201 })
}
