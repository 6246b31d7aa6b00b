import { staffRequest } from '@/lib/auth/staff-action'
import { toCsv } from '@/lib/csv'
import { deskReport } from '@/lib/data/reports'
import { reportTableIds, reportTables, type ReportTableId } from '@/lib/desk/report'
import { parseReportRange } from '@/lib/validation/report-range'

/** One table of the admin's reports as CSV, for the same range as the page. */
export async function GET(request: Request) {
  const gate = await staffRequest('admin')
  if (gate instanceof Response) return gate
  const params = new URL(request.url).searchParams
  const id = params.get('table') as ReportTableId
  if (!reportTableIds.includes(id)) {
    return Response.json({ success: false, error: 'Unknown report table.' }, { status: 404 })
  }
  const range = parseReportRange(params)
  const table = reportTables(await deskReport(gate.db, range)).find((t) => t.id === id)!
  return new Response(
    toCsv([table.headings, ...table.rows.map((row) => row.cells)], { quoteAll: true, bom: true }),
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="report-${id}-${range.from}-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    },
  )
}
