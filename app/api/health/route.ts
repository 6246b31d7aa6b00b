import { backupHealth } from '@/lib/backup/schedule'
import { getDatabaseStatus } from '@/lib/data/health'
import { grievanceOfficerPlaceholdersInEffect } from '@/lib/grievance-officer'
import { contactPlaceholdersInEffect } from '@/lib/site'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health: 200 when the server and its database answer, 503 otherwise. It also names
 * the contact and Grievance Officer variables left unset, whose placeholders the pages show
 * (names only), and, with BACKUP_DIR, the age of the last good backup, with a warning past 26
 * hours or after a failure (its folder is not named: the address is public).
 */
export async function GET() {
  const [database, backups] = await Promise.all([getDatabaseStatus(), backupHealth()])
  const placeholders = contactPlaceholdersInEffect().map((item) => item.variable)
  const officer = grievanceOfficerPlaceholdersInEffect().map((item) => item.variable)
  return Response.json(
    {
      ok: database.ok,
      database,
      contactPlaceholders: placeholders,
      grievanceOfficerPlaceholders: officer,
      ...(backups && {
        backup: {
          lastGoodAt: backups.lastGoodAt,
          ageHours: backups.ageHours,
          warning: backups.warning,
        },
      }),
    },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
