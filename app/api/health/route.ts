import { getDatabaseStatus } from '@/lib/data/health'

export const dynamic = 'force-dynamic'

/** GET /api/health: 200 when the server and its database answer, 503 otherwise. */
export async function GET() {
  const database = await getDatabaseStatus()
  return Response.json(
    { ok: database.ok, database },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
