import type { Metadata } from 'next'
import Link from 'next/link'

import { formatLeadTime } from '@/components/dashboard/lead-labels'
import { GRIEVANCE_ANSWER_DAYS } from '@/data/privacy'
import { requireStaff } from '@/lib/auth/session'
import { listDataRequests, type DataRequestRow } from '@/lib/data/data-requests'
import { getDb } from '@/lib/db/client'
import { dataRequestKindLabels } from '@/lib/validation/data-request-rules'

export const metadata: Metadata = { title: 'Data requests' }

const DAY_MS = 24 * 60 * 60_000

function dueDate(request: DataRequestRow): Date {
  return new Date(request.createdAt.getTime() + GRIEVANCE_ANSWER_DAYS * DAY_MS)
}

function RequestTable({ rows, open }: { rows: DataRequestRow[]; open: boolean }) {
  return (
    <div className="border-border mt-3 overflow-x-auto rounded-2xl border bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2">
              Received
            </th>
            <th scope="col" className="px-3 py-2">
              Request
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              E-mail / phone
            </th>
            <th scope="col" className="px-3 py-2">
              {open ? 'Answer by' : 'Closed'}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-border border-t">
              <td className="px-3 py-2 whitespace-nowrap">{formatLeadTime(row.createdAt)}</td>
              <td className="px-3 py-2">
                <Link
                  href={`/dashboard/data-requests/${row.id}`}
                  className="text-primary font-medium underline-offset-2 hover:underline"
                >
                  {dataRequestKindLabels[row.kind]}
                </Link>
              </td>
              <td className="px-3 py-2">{row.name}</td>
              <td className="px-3 py-2 break-all">
                {[row.email, row.phone].filter(Boolean).join(', ')}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {open
                  ? formatLeadTime(dueDate(row))
                  : `${row.closedAt ? formatLeadTime(row.closedAt) : ''} by ${row.closedBy ?? '—'}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** People's requests about their data: open ones first, oldest first (the 90-day clock). */
export default async function DataRequestsPage() {
  await requireStaff()
  const db = await getDb()
  const [open, closed] = await Promise.all([
    listDataRequests(db, 'open'),
    listDataRequests(db, 'closed', 100),
  ])
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">Data requests</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          Requests sent from the public &quot;Your data&quot; page. The law gives us at most{' '}
          {GRIEVANCE_ANSWER_DAYS} days to answer each one.
        </p>
      </div>
      <section aria-labelledby="open-heading">
        <h2 id="open-heading" className="text-lg font-bold">
          Open ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">No open requests.</p>
        ) : (
          <RequestTable rows={open} open />
        )}
      </section>
      <section aria-labelledby="closed-heading">
        <h2 id="closed-heading" className="text-lg font-bold">
          Closed
        </h2>
        {closed.length === 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">None yet.</p>
        ) : (
          <RequestTable rows={closed} open={false} />
        )}
      </section>
    </div>
  )
}
