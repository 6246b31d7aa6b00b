import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import {
  deliveryLabels,
  formatLeadTime,
  formTypeLabels,
  statusLabels,
} from '@/components/dashboard/lead-labels'
import { closeDataRequestAction, eraseLeadsAction } from '@/components/dashboard/privacy-actions'
import { buttonVariants } from '@/components/ui/button'
import { requireStaff } from '@/lib/auth/session'
import { getDataRequest, KEPT_AFTER_ERASURE, matchingLeads } from '@/lib/data/data-requests'
import { getDb } from '@/lib/db/client'
import type { LeadStatus } from '@/lib/db/schema'
import { dataRequestKindLabels } from '@/lib/validation/data-request-rules'

export const metadata: Metadata = { title: 'Data request' }

export default async function DataRequestPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await requireStaff()
  const { id } = await params
  const db = await getDb()
  const request = await getDataRequest(db, id)
  if (!request) notFound()
  const matches = await matchingLeads(db, request)
  const { saved, count } = await searchParams
  const notice =
    saved === 'erased'
      ? `Erased ${typeof count === 'string' ? count : 0} lead(s). Delete their rows in the spreadsheet too (search the lead ids).`
      : saved === 'closed'
        ? 'Request closed.'
        : saved === 'not-open'
          ? 'This request was already closed.'
          : saved === 'need-resolution'
            ? 'Please say what was done (at least 5 characters) before closing.'
            : undefined

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        href="/dashboard/data-requests"
        className="text-primary inline-flex min-h-10 items-center gap-1.5 text-sm font-medium"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All data requests
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{dataRequestKindLabels[request.kind]}</h1>
        <p className="text-muted-foreground mt-1">
          From {request.name}, {formatLeadTime(request.createdAt)} ·{' '}
          {request.status === 'open' ? 'Open' : 'Closed'}
        </p>
      </div>
      {notice ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          {notice}
        </p>
      ) : null}

      <section
        className="border-border rounded-2xl border bg-white p-5"
        aria-labelledby="request-heading"
      >
        <h2 id="request-heading" className="text-lg font-bold">
          The request
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Name</dt>
          <dd>{request.name}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="break-all">{request.email ?? '—'}</dd>
          <dt className="text-muted-foreground">Phone</dt>
          <dd>{request.phone ?? '—'}</dd>
          <dt className="text-muted-foreground">Details</dt>
          <dd className="break-words whitespace-pre-wrap">{request.details || '—'}</dd>
          {request.status === 'closed' ? (
            <>
              <dt className="text-muted-foreground">Resolution</dt>
              <dd className="break-words whitespace-pre-wrap">{request.resolution}</dd>
              <dt className="text-muted-foreground">Closed</dt>
              <dd>
                {request.closedAt ? formatLeadTime(request.closedAt) : '—'} by{' '}
                {request.closedBy ?? '—'}
              </dd>
            </>
          ) : null}
        </dl>
        <p className="text-muted-foreground mt-3 text-sm">
          Check that the request comes from the person before acting on it (call or write to the
          contact details of their leads).
        </p>
      </section>

      <section
        className="border-border rounded-2xl border bg-white p-5"
        aria-labelledby="matches-heading"
      >
        <h2 id="matches-heading" className="text-lg font-bold">
          Leads with this e-mail or phone ({matches.length})
        </h2>
        {matches.length === 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">
            No lead that is not yet erased has this e-mail or phone.
          </p>
        ) : (
          <>
            <ul className="mt-3 space-y-2 text-sm">
              {matches.map((lead) => (
                <li key={lead.id} className="border-border rounded-md border p-3">
                  <Link
                    href={`/dashboard/leads/${lead.id}`}
                    className="text-primary font-medium underline-offset-2 hover:underline"
                  >
                    {lead.name}
                  </Link>{' '}
                  · {formTypeLabels[lead.formType] ?? lead.formType} ·{' '}
                  {formatLeadTime(lead.createdAt)}
                  <br />
                  <span className="break-all">
                    {[lead.email, lead.phone].filter(Boolean).join(', ')}
                  </span>{' '}
                  · {statusLabels[lead.status as LeadStatus] ?? lead.status} ·{' '}
                  {lead.delivery ? deliveryLabels[lead.delivery] : 'no delivery'}
                  <br />
                  <span className="text-muted-foreground">Lead id {lead.id}</span>
                </li>
              ))}
            </ul>
            {request.kind === 'erasure' ? (
              <form action={eraseLeadsAction} className="mt-4 space-y-2">
                <input type="hidden" name="requestId" value={request.id} />
                {matches.map((lead) => (
                  <input key={lead.id} type="hidden" name="leadId" value={lead.id} />
                ))}
                <p className="text-muted-foreground text-sm">
                  Erasing replaces the name with &quot;[erased]&quot; and removes the e-mail, phone,
                  campaign tags, referrer, landing page and every form field except{' '}
                  {KEPT_AFTER_ERASURE.join(', ')}. It cannot be undone. A lead not yet in the
                  spreadsheet is never sent; rows already there must be deleted by hand.
                </p>
                <button
                  type="submit"
                  className={buttonVariants({
                    size: 'sm',
                    className: 'bg-red-700 hover:bg-red-800',
                  })}
                >
                  Erase these {matches.length} lead{matches.length === 1 ? '' : 's'}
                </button>
              </form>
            ) : null}
          </>
        )}
      </section>

      {request.status === 'open' ? (
        <section
          className="border-border rounded-2xl border bg-white p-5"
          aria-labelledby="close-heading"
        >
          <h2 id="close-heading" className="text-lg font-bold">
            Close the request
          </h2>
          <form action={closeDataRequestAction} className="mt-3 space-y-3">
            <input type="hidden" name="requestId" value={request.id} />
            <label className="flex flex-col gap-1 text-sm">
              What was done (the answer the person was given)
              <textarea
                name="resolution"
                required
                minLength={5}
                maxLength={2000}
                rows={3}
                className="border-border rounded-md border bg-white px-3 py-2"
              />
            </label>
            <button type="submit" className={buttonVariants({ size: 'sm' })}>
              Close request
            </button>
          </form>
        </section>
      ) : null}
    </div>
  )
}
