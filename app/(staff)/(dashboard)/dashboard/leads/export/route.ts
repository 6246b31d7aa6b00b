import { officeName } from '@/data/offices'
import { staffRequest } from '@/lib/auth/staff-action'
import { viewerOf } from '@/lib/data/desk'
import { listLeads } from '@/lib/data/staff-leads'
import { ownerNames } from '@/lib/data/staff-profiles'
import { leadsCsv } from '@/lib/leads/csv'
import { todayInIndia } from '@/lib/dates'
import { parseLeadFilters } from '@/lib/validation/lead-filters'

/**
 * CSV of the inbox's filtered list: the leads this account may see (a counsellor's, their
 * office's and the shared queue; the admin's, all). Checks the session itself: proxy.ts is
 * not a guard.
 */
export async function GET(request: Request) {
  const gate = await staffRequest('leads')
  if (gate instanceof Response) return gate
  const filters = parseLeadFilters(new URL(request.url).searchParams)
  const [rows, owners] = await Promise.all([
    listLeads(gate.db, await viewerOf(gate.db, gate.staff), filters, 50_000),
    ownerNames(gate.db, { withEmail: true }),
  ])
  const date = todayInIndia()
  return new Response(
    leadsCsv(
      rows.map((row) => ({
        ...row,
        owner: row.ownerId ? (owners.get(row.ownerId) ?? row.ownerId) : '',
        office: officeName(row.office),
      })),
    ),
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    },
  )
}
