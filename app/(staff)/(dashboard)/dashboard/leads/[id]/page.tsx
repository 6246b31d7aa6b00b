import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import {
  changeLeadStatus,
  releaseLeadAction,
  retryLeadDelivery,
} from '@/components/dashboard/lead-actions'
import {
  deliveryLabels,
  formatLeadTime,
  formatPhone,
  formTypeLabels,
  leadFields,
  spamReasonLabels,
  statusLabels,
} from '@/components/dashboard/lead-labels'
import { buttonVariants } from '@/components/ui/button'
import { staffPage } from '@/lib/auth/staff-action'
import { getLeadDetail } from '@/lib/data/staff-leads'
import { getUniversity } from '@/lib/data/universities'
import { leadStatuses } from '@/lib/db/schema'
import { erasedLabel } from '@/lib/leads/csv'

export const metadata: Metadata = { title: 'Lead' }

const notices: Record<string, string> = {
  status: 'Status saved.',
  retry: 'Sent again to the spreadsheet.',
  'not-dead': 'This lead is not waiting for a retry.',
  released: 'Marked as not spam and sent to the spreadsheet.',
  'released-unsent':
    'Marked as not spam. No spreadsheet is configured, so it waits with the undelivered leads.',
  'not-spam': 'This lead is not marked as suspected spam.',
}

/** The name of the university an application was for, when the lead names one. */
async function universityNames(data: Record<string, unknown>): Promise<Record<string, string>> {
  const id = data.universityId
  if (typeof id !== 'string' || !/^\d{1,9}$/.test(id)) return {}
  const { university } = await getUniversity(Number(id))
  return university ? { [id]: university.name } : {}
}

const term = 'text-muted-foreground'
// On a phone each label sits above its value, with room before the next label.
const group =
  'mt-3 grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-y-2 [&_dd]:mb-2 sm:[&_dd]:mb-0'
const link = 'text-primary underline-offset-2 hover:underline'

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { db } = await staffPage()
  const { id } = await params
  const detail = await getLeadDetail(db, id)
  if (!detail) notFound()
  const { lead, history, repeats } = detail
  const saved = (await searchParams).saved
  const notice = typeof saved === 'string' ? notices[saved] : undefined
  const fields = leadFields(lead.data, await universityNames(lead.data))
  const campaign = Object.entries(lead.utm ?? {})
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ')

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
      {lead.suspectedSpam ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p>
            <strong>Suspected spam:</strong> {spamReasonLabels[lead.suspectedSpam]}. It has not been
            sent to the spreadsheet. If a person sent it, send it on.
          </p>
          {lead.erasedAt ? null : (
            <form action={releaseLeadAction} className="mt-3">
              <input type="hidden" name="leadId" value={lead.id} />
              <button type="submit" className={buttonVariants({ size: 'sm' })}>
                Not spam: send to the sheet
              </button>
            </form>
          )}
        </div>
      ) : null}
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
        <h3 className="mt-4 text-sm font-semibold">Contact</h3>
        <dl className={group}>
          <dt className={term}>Phone</dt>
          <dd>
            {lead.phone ? (
              <a href={`tel:${lead.phone}`} className={link}>
                {formatPhone(lead.phone)}
              </a>
            ) : (
              '—'
            )}
          </dd>
          <dt className={term}>E-mail</dt>
          <dd className="break-all">
            {lead.email ? (
              <a href={`mailto:${lead.email}`} className={link}>
                {lead.email}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </dl>
        {fields.length > 0 ? (
          <>
            <h3 className="mt-5 text-sm font-semibold">From the form</h3>
            <dl className={group}>
              {fields.map((field) => (
                <div key={field.key} className="contents">
                  <dt className={term}>{field.label}</dt>
                  <dd className="break-words whitespace-pre-wrap">
                    {field.href ? (
                      <Link href={field.href} className={link}>
                        {field.value}
                      </Link>
                    ) : (
                      field.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        <h3 className="mt-5 text-sm font-semibold">Where they came from</h3>
        <dl className={group}>
          <dt className={term}>Page</dt>
          <dd className="break-all">{lead.sourcePage ?? '—'}</dd>
          <dt className={term}>Landing page</dt>
          <dd className="break-all">{lead.landingPage ?? '—'}</dd>
          <dt className={term}>Referrer</dt>
          <dd className="break-all">{lead.referrer ?? '—'}</dd>
          <dt className={term}>Campaign (UTM)</dt>
          <dd className="break-words">{campaign || '—'}</dd>
          <dt className={term}>Consent text</dt>
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
