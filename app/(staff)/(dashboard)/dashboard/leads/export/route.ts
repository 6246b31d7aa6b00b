import { staffRequest } from '@/lib/auth/staff-action'
import { listLeads } from '@/lib/data/staff-leads'
import { leadsCsv } from '@/lib/leads/csv'
import { parseLeadFilters } from '@/lib/validation/lead-filters'

/** CSV of the inbox's filtered list. Checks the session itself: proxy.ts is not a guard. */
export async function GET(request: Request) {
  const gate = await staffRequest()
  if (!gate) {
    return Response.json({ success: false, error: 'Sign in as staff first.' }, { status: 401 })
  }
  const filters = parseLeadFilters(new URL(request.url).searchParams)
  const rows = await listLeads(gate.db, filters, 50_000)
  const date = new Date().toISOString().slice(0, 10)
  return new Response(leadsCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
