import { getDatabaseStatus } from '@/lib/data/health'
import { grievanceOfficerPlaceholdersInEffect } from '@/lib/grievance-officer'
import { contactPlaceholdersInEffect } from '@/lib/site'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health: 200 when the server and its database answer, 503 otherwise. It also names
 * the contact and Grievance Officer variables left unset, whose placeholders the pages show
 * (names only).
 */
export async function GET() {
  const database = await getDatabaseStatus()
  const placeholders = contactPlaceholdersInEffect().map((item) => item.variable)
  const officer = grievanceOfficerPlaceholdersInEffect().map((item) => item.variable)
  return Response.json(
    {
      ok: database.ok,
      database,
      contactPlaceholders: placeholders,
      grievanceOfficerPlaceholders: officer,
    },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
