import { Download } from 'lucide'
import type { Metadata } from 'next'

import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { staffPage } from '@/lib/auth/staff-action'
import { deskReport } from '@/lib/data/reports'
import { formatMinutes, reportTables } from '@/lib/desk/report'
import { parseReportRange } from '@/lib/validation/report-range'

export const metadata: Metadata = { title: 'Reports' }

const control = 'border-border h-10 rounded-md border bg-white px-2 text-sm'

/**
 * The admin's reports of the leads that arrived in a range of days (in India): where they came
 * from, which form, country, office and counsellor, how far they got, how soon they were first
 * reached, and the follow-ups overdue now. Each table downloads as CSV.
 */
export default async function ReportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { db } = await staffPage('admin')
  const range = parseReportRange(await searchParams)
  const report = await deskReport(db, range)
  const query = `from=${range.from}&to=${range.to}`
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Reports</h1>
      <form
        role="search"
        aria-label="Date range"
        action="/dashboard/reports"
        className="mt-4 flex flex-wrap items-end gap-3 text-sm"
      >
        <label className="flex flex-col gap-1">
          From
          <input type="date" name="from" defaultValue={range.from} className={control} />
        </label>
        <label className="flex flex-col gap-1">
          To
          <input type="date" name="to" defaultValue={range.to} className={control} />
        </label>
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          Show
        </button>
      </form>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <div className="border-border rounded-2xl border bg-white p-4">
          <dt className="text-muted-foreground text-sm">Leads that arrived</dt>
          <dd className="text-2xl font-bold" data-testid="report-total">
            {report.total}
          </dd>
        </div>
        <div className="border-border rounded-2xl border bg-white p-4">
          <dt className="text-muted-foreground text-sm">Median first response</dt>
          <dd className="text-2xl font-bold">
            {report.medianFirstResponse === null
              ? 'No contact logged'
              : report.medianFirstResponse < 1
                ? 'Under a minute'
                : formatMinutes(report.medianFirstResponse)}
          </dd>
        </div>
      </dl>
      <p className="text-muted-foreground mt-2 text-sm">
        Leads held as suspected spam, and erased ones, are not counted. Overdue follow-ups are
        counted as of now, whatever the range.
      </p>
      {reportTables(report).map((table) => (
        <section
          key={table.id}
          aria-labelledby={`report-${table.id}`}
          className="border-border mt-6 rounded-2xl border bg-white p-4 sm:p-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`report-${table.id}`} className="text-lg font-bold">
              {table.title}
            </h2>
            <a
              href={`/dashboard/reports/export?table=${table.id}&${query}`}
              className={buttonVariants({ size: 'sm', variant: 'outline' })}
              aria-label={`Download ${table.title.toLowerCase()} as CSV`}
            >
              <Icon icon={Download} />
              CSV
            </a>
          </div>
          {table.rows.length === 0 ? (
            <p className="text-muted-foreground mt-2 text-sm">
              {table.id === 'overdue' ? 'Nothing is overdue now.' : 'Nothing in this range.'}
            </p>
          ) : (
            <div className="relative mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    {table.headings.map((heading) => (
                      <th key={heading} scope="col" className="px-2 py-2 font-semibold">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.cells[0]} className="border-border border-t">
                      {row.cells.map((cell, index) => (
                        <td key={index} className="px-2 py-2 align-top">
                          {cell}
                          {index === 0 ? (
                            <span
                              aria-hidden="true"
                              className="bg-primary/70 mt-1 block h-1.5 rounded-full"
                              style={{ width: `${Math.max(2, Math.round(row.bar * 100))}%` }}
                            />
                          ) : null}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  )
}
