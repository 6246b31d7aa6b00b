import type { Metadata } from 'next'
import Link from 'next/link'

import { WaitingMailList } from '@/components/dashboard/waiting-mail'
import { GRIEVANCE_ANSWER_DAYS } from '@/data/privacy'
import { formatTime } from '@/lib/dates'
import { staffPage } from '@/lib/auth/staff-action'
import {
  listDataRequests,
  verifiedChannels,
  type DataRequestRow,
  type VerifiedChannel,
} from '@/lib/data/data-requests'
import { viewerOf } from '@/lib/data/desk'
import { listWaitingMail } from '@/lib/data/mail-outbox'
import { mayEnter } from '@/lib/staff/roles'
import { dataRequestKindLabels } from '@/lib/validation/data-request-rules'

export const metadata: Metadata = { title: 'Data requests' }

const DAY_MS = 24 * 60 * 60_000

function dueDate(request: DataRequestRow): Date {
  return new Date(request.createdAt.getTime() + GRIEVANCE_ANSWER_DAYS * DAY_MS)
}

function confirmedLabel(channels: VerifiedChannel[] | undefined): string {
  if (!channels || channels.length === 0) return 'Not yet'
  return channels
    .toSorted()
    .map((channel) => (channel === 'email' ? 'E-mail' : 'Phone'))
    .join(', ')
}

function RequestTable({
  rows,
  open,
  verified,
}: {
  rows: DataRequestRow[]
  open: boolean
  verified: Map<string, VerifiedChannel[]>
}) {
  return (
    <div className="border-border mt-3 overflow-x-auto rounded-2xl border bg-white">
      <table className="w-full min-w-[48rem] text-left text-sm">
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
              Confirmed
            </th>
            <th scope="col" className="px-3 py-2">
              {open ? 'Answer by' : 'Closed'}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-border border-t">
              <td className="px-3 py-2 whitespace-nowrap">{formatTime(row.createdAt)}</td>
              <td className="px-3 py-2">
                <Link
                  href={`/dashboard/data-requests/${row.id}`}
                  className="text-primary font-medium underline-offset-2 hover:underline"
                >
                  {dataRequestKindLabels[row.kind]}
                </Link>
              </td>
              <td className="px-3 py-2">{row.name}</td>
              <td className="px-3 py-2">
                {row.email ? <span className="block wrap-anywhere">{row.email}</span> : null}
                {row.phone ? <span className="block whitespace-nowrap">{row.phone}</span> : null}
              </td>
              <td className="px-3 py-2">{confirmedLabel(verified.get(row.id))}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {open
                  ? formatTime(dueDate(row))
                  : `${row.closedAt ? formatTime(row.closedAt) : ''} by ${row.closedBy ?? '—'}`}
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
  const { staff, db } = await staffPage('leads')
  const viewer = await viewerOf(db, staff)
  const isAdmin = mayEnter(staff.role, 'admin')
  const [open, closed, waitingMail] = await Promise.all([
    listDataRequests(db, viewer, 'open'),
    listDataRequests(db, viewer, 'closed', 100),
    listWaitingMail(db, viewer, 'data-requests'),
  ])
  const verified = await verifiedChannels(
    db,
    [...open, ...closed].map((row) => row.id),
  )
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">Data requests</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          Requests sent from the public &quot;Your data&quot; page. The law gives us at most{' '}
          {GRIEVANCE_ANSWER_DAYS} days to answer each one. A request is acted on once the person has
          confirmed it is theirs: by the link e-mailed to them, or by a call staff record.
        </p>
        {isAdmin ? null : (
          <p className="text-muted-foreground mt-1 text-sm">
            Listed here: the requests about families whose every lead you may see. The others, and
            the e-mails that carry confirmation links, are the admin&apos;s.
          </p>
        )}
      </div>
      {waitingMail.length > 0 ? (
        <WaitingMailList mail={waitingMail} place="data-requests">
          The confirmation links the site could not e-mail itself (no SMTP server configured, or it
          refused them). Send each from the privacy mailbox, word for word, then mark it sent: its
          link is then no longer shown here. A link works for a limited time.
        </WaitingMailList>
      ) : null}
      <section aria-labelledby="open-heading">
        <h2 id="open-heading" className="text-lg font-bold">
          Open ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">No open requests.</p>
        ) : (
          <RequestTable rows={open} open verified={verified} />
        )}
      </section>
      <section aria-labelledby="closed-heading">
        <h2 id="closed-heading" className="text-lg font-bold">
          Closed
        </h2>
        {closed.length === 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">None yet.</p>
        ) : (
          <RequestTable rows={closed} open={false} verified={verified} />
        )}
      </section>
    </div>
  )
}
