import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { changeLeadStatus, retryLeadDelivery } from '@/components/dashboard/lead-actions'
import {
  deliveryLabels,
  formatLeadTime,
  formTypeLabels,
  statusLabels,
} from '@/components/dashboard/lead-labels'
import { buttonVariants } from '@/components/ui/button'
import { requireStaff } from '@/lib/auth/session'
import { getLeadDetail } from '@/lib/data/staff-leads'
import { getDb } from '@/lib/db/client'
import { leadStatuses } from '@/lib/db/schema'
import { erasedLabel } from '@/lib/leads/csv'

export const metadata: Metadata = { title: 'Lead' }

const HIDDEN_FIELDS = new Set(['formStartedAt', 'website'])

const notices: Record<string, string> = {
  status: 'Status saved.',
  retry: 'Sent again to the spreadsheet.',
  'not-dead': 'This lead is not waiting for a retry.',
}

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await requireStaff()
  const { id } = await params
  const detail = await getLeadDetail(await getDb(), id)
  if (!detail) notFound()
  const { lead, history, repeats } = detail
  const saved = (await searchParams).saved
  const notice = typeof saved === 'string' ? notices[saved] : undefined
  const fields = Object.entries(lead.data).filter(
    ([key, value]) =>
      !HIDDEN_FIELDS.has(key) && value !== '' && value !== null && value !== undefined,
  )

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        href="/dashboard/leads"
        className="text-primary inline-flex min-h-10 items-center gap-1.5 text-sm font-medium"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All leads
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{lead.name}</h1>
        <p className="text-muted-foreground mt-1">
          {formTypeLabels[lead.formType] ?? lead.formType} · {formatLeadTime(lead.createdAt)}
        </p>
      </div>
      {lead.erasedAt ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {erasedLabel(lead.erasedAt).replace(/^e/, 'E')} at the person&apos;s request: the name,
          e-mail, phone, campaign details and form fields are gone, and it is never sent to the
          spreadsheet again.
        </p>
      ) : null}
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
        aria-labelledby="contact-heading"
      >
        <h2 id="contact-heading" className="text-lg font-bold">
          Details
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-muted-foreground">Phone</dt>
          <dd>{lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : '—'}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="break-all">
            {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}
          </dd>
          {fields.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{key}</dt>
              <dd className="break-words whitespace-pre-wrap">
                {Array.isArray(value) ? value.join(', ') : String(value)}
              </dd>
            </div>
          ))}
          <dt className="text-muted-foreground">Page</dt>
          <dd className="break-all">{lead.sourcePage ?? '—'}</dd>
          <dt className="text-muted-foreground">Landing page</dt>
          <dd className="break-all">{lead.landingPage ?? '—'}</dd>
          <dt className="text-muted-foreground">Referrer</dt>
          <dd className="break-all">{lead.referrer ?? '—'}</dd>
          <dt className="text-muted-foreground">UTM</dt>
          <dd>
            {lead.utm && Object.keys(lead.utm).length > 0
              ? Object.entries(lead.utm)
                  .map(([key, value]) => `${key}: ${value}`)
                  .join(', ')
              : '—'}
          </dd>
          <dt className="text-muted-foreground">Consent text</dt>
          <dd>{lead.consentVersion ?? '—'}</dd>
        </dl>
      </section>

      <section
        className="border-border rounded-2xl border bg-white p-5"
        aria-labelledby="status-heading"
      >
        <h2 id="status-heading" className="text-lg font-bold">
          Status
        </h2>
        <form action={changeLeadStatus} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="leadId" value={lead.id} />
          <label className="flex flex-col gap-1 text-sm">
            Status
            <select
              name="status"
              defaultValue={lead.status}
              className="border-border h-10 rounded-md border bg-white px-2"
            >
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonVariants({ size: 'sm' })}>
            Save status
          </button>
        </form>
        {history.length > 0 ? (
          <ol className="mt-4 space-y-1 text-sm" aria-label="Status history">
            {history.map((change) => (
              <li key={change.id}>
                {statusLabels[change.status]} by {change.changedBy},{' '}
                {formatLeadTime(change.changedAt)}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted-foreground mt-3 text-sm">No changes yet.</p>
        )}
      </section>

      <section
        className="border-border rounded-2xl border bg-white p-5"
        aria-labelledby="delivery-heading"
      >
        <h2 id="delivery-heading" className="text-lg font-bold">
          Spreadsheet delivery
        </h2>
        <p className="mt-2 text-sm">
          {lead.delivery ? deliveryLabels[lead.delivery] : 'Unknown'}
          {lead.attempts ? `, ${lead.attempts} attempt${lead.attempts === 1 ? '' : 's'}` : ''}
        </p>
        {lead.lastError ? (
          <p className="text-muted-foreground mt-1 text-sm break-words">
            Last error: {lead.lastError}
          </p>
        ) : null}
        {lead.delivery === 'dead' && !lead.erasedAt ? (
          <form action={retryLeadDelivery} className="mt-3">
            <input type="hidden" name="leadId" value={lead.id} />
            <button type="submit" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              Retry delivery
            </button>
          </form>
        ) : null}
      </section>

      <section
        className="border-border rounded-2xl border bg-white p-5"
        aria-labelledby="repeats-heading"
      >
        <h2 id="repeats-heading" className="text-lg font-bold">
          Other leads from this phone
        </h2>
        {repeats.length === 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">None.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {repeats.map((repeat) => (
              <li key={repeat.id}>
                <Link
                  href={`/dashboard/leads/${repeat.id}`}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  {formTypeLabels[repeat.formType] ?? repeat.formType},{' '}
                  {formatLeadTime(repeat.createdAt)}
                </Link>{' '}
                ({statusLabels[repeat.status as keyof typeof statusLabels] ?? repeat.status})
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
