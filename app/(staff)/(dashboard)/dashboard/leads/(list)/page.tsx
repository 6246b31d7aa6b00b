import { Download } from 'lucide'
import type { Metadata } from 'next'
import Link from 'next/link'

import { DeskNotice } from '@/components/dashboard/desk-notice'
import { nextActionText } from '@/components/dashboard/desk-list'
import { HydratedForm } from '@/components/dashboard/hydrated-form'
import { reassignLeadsAction } from '@/components/dashboard/lead-actions'
import { deliveryLabels } from '@/components/dashboard/lead-labels'
import { formatPhone } from '@/lib/validation/phone'
import { OwnerOptions } from '@/components/dashboard/lead-sections'
import { formatTime } from '@/lib/dates'
import { mayEnter } from '@/lib/staff/roles'
import { formTypeLabels, ownerLabel, statusLabels } from '@/lib/desk/labels'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { staffPage } from '@/lib/auth/staff-action'
import { officeName, offices } from '@/data/offices'
import { viewerOf } from '@/lib/data/desk'
import { countLeads, listLeads, type LeadListRow } from '@/lib/data/staff-leads'
import { listCounsellors, ownerNames, staffLabel } from '@/lib/data/staff-profiles'
import { leadStatuses } from '@/lib/desk/lead-states'
import { erasedLabel } from '@/lib/leads/csv'
import { deliveryStates, filtersQuery, parseLeadFilters } from '@/lib/validation/lead-filters'
import { leadFormTypes } from '@/lib/validation/leads'

export const metadata: Metadata = { title: 'Leads' }

const PAGE_LIMIT = 200
const control = 'border-border h-10 rounded-md border bg-white px-2 text-sm'

export default async function LeadsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { staff, db } = await staffPage('leads')
  const viewer = await viewerOf(db, staff)
  const params = await searchParams
  const filters = parseLeadFilters(params)
  const [rows, total, counsellors, owners] = await Promise.all([
    listLeads(db, viewer, filters, PAGE_LIMIT),
    countLeads(db, viewer, filters),
    listCounsellors(db),
    ownerNames(db),
  ])
  const admin = mayEnter(viewer.role, 'admin')
  const saved = typeof params.saved === 'string' ? params.saved : undefined
  const table = <LeadTable rows={rows} owners={owners} selectable={admin} />

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        <a
          href={`/dashboard/leads/export${filtersQuery(filters)}`}
          className={buttonVariants({ variant: 'outline' })}
        >
          <Icon icon={Download} />
          Export CSV
        </a>
      </div>

      <DeskNotice notice={saved ? listNotice(saved) : undefined} />

      <HydratedForm
        role="search"
        aria-label="Filter leads"
        action="/dashboard/leads"
        className="mt-6 flex flex-wrap items-end gap-3 text-sm"
      >
        <label className="flex flex-col gap-1">
          Search
          <input
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name, e-mail or phone"
            className={`${control} w-56`}
          />
        </label>
        <label className="flex flex-col gap-1">
          Form
          <select name="formType" defaultValue={filters.formType ?? ''} className={control}>
            <option value="">All forms</option>
            {leadFormTypes.map((type) => (
              <option key={type} value={type}>
                {formTypeLabels[type] ?? type}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Status
          <select name="status" defaultValue={filters.status ?? ''} className={control}>
            <option value="">All statuses</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Delivery
          <select name="delivery" defaultValue={filters.delivery ?? ''} className={control}>
            <option value="">Any</option>
            {deliveryStates.map((state) => (
              <option key={state} value={state}>
                {deliveryLabels[state]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Suspected spam
          <select name="spam" defaultValue={filters.spam ?? ''} className={control}>
            <option value="">Shown</option>
            <option value="only">Only these</option>
            <option value="hide">Hidden</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Owner
          <select name="owner" defaultValue={filters.owner ?? ''} className={control}>
            <option value="">Anyone</option>
            <option value="me">Mine</option>
            <option value="none">Nobody (a queue)</option>
            {admin
              ? counsellors.map((counsellor) => (
                  <option key={counsellor.accountId} value={counsellor.accountId}>
                    {staffLabel(counsellor)}
                  </option>
                ))
              : null}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Office
          <select name="office" defaultValue={filters.office ?? ''} className={control}>
            <option value="">Any</option>
            {offices.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Follow-up
          <select name="followUp" defaultValue={filters.followUp ?? ''} className={control}>
            <option value="">Any</option>
            <option value="overdue">Overdue</option>
            <option value="none">No next step</option>
          </select>
        </label>
        {/* The two dates wrap to the next line together. */}
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1">
            From
            <input name="from" type="date" defaultValue={filters.from} className={control} />
          </label>
          <label className="flex flex-col gap-1">
            To
            <input name="to" type="date" defaultValue={filters.to} className={control} />
          </label>
        </div>
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          Apply filters
        </button>
        <Link href="/dashboard/leads" className={buttonVariants({ size: 'sm', variant: 'ghost' })}>
          Clear
        </Link>
      </HydratedForm>

      <p className="text-muted-foreground mt-6 text-sm" aria-live="polite">
        {total === 1 ? '1 lead' : `${total} leads`}
        {total > rows.length ? `; the newest ${rows.length} are shown, the CSV has them all` : ''}
      </p>

      {rows.length === 0 ? (
        <p className="border-border mt-4 rounded-2xl border border-dashed bg-white p-10 text-center">
          No leads match these filters.
        </p>
      ) : admin ? (
        <form action={reassignLeadsAction} className="mt-4">
          <div className="flex flex-wrap items-end gap-3 text-sm">
            <label className="flex flex-col gap-1">
              Give the ticked leads to
              <select name="to" defaultValue="" className={control}>
                <OwnerOptions counsellors={counsellors} />
              </select>
            </label>
            <button type="submit" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              Reassign
            </button>
          </div>
          {table}
        </form>
      ) : (
        table
      )}
    </div>
  )
}

function listNotice(saved: string): string | undefined {
  const moved = /^reassigned-(\d+)$/.exec(saved)
  if (moved) return moved[1] === '1' ? '1 lead reassigned.' : `${moved[1]} leads reassigned.`
  return {
    'not-yours': 'That lead is not one you work on.',
    'need-leads': 'Tick at least one lead to reassign.',
    'not-counsellor': 'Leads can go only to an active counsellor.',
  }[saved]
}

const cell = 'px-3 py-3'

/** The inbox as a table (ticked boxes name the leads to reassign, for the admin). */
function LeadTable({
  rows,
  owners,
  selectable,
}: {
  rows: LeadListRow[]
  owners: ReadonlyMap<string, string>
  selectable: boolean
}) {
  const headings = [
    ...(selectable ? ['Select'] : []),
    'Received',
    'Form',
    'Name',
    'Contact',
    'Owner',
    'Next step',
    'Page',
    'UTM source',
    'Status',
    'Delivery',
  ]
  return (
    <div className="border-border relative mt-4 overflow-x-auto rounded-2xl border bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {heading === 'Select' ? <span className="sr-only">Select</span> : heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((lead) => (
            <tr key={lead.id} className="border-border border-t align-top">
              {selectable ? (
                <td className={cell}>
                  <input
                    type="checkbox"
                    name="leadIds"
                    value={lead.id}
                    className="size-4"
                    aria-label={`Select ${lead.name}`}
                  />
                </td>
              ) : null}
              <td className={`${cell} whitespace-nowrap`}>{formatTime(lead.createdAt)}</td>
              <td className={cell}>{formTypeLabels[lead.formType] ?? lead.formType}</td>
              <td className={`${cell} font-medium`}>
                <Link
                  href={`/dashboard/leads/${lead.id}`}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  {lead.name}
                </Link>
                {lead.suspectedSpam ? (
                  <span className="mt-1 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950">
                    Suspected spam
                  </span>
                ) : null}
                {lead.mergedInto ? (
                  <span className="text-muted-foreground block text-xs">
                    Repeat, merged into the family&apos;s lead
                  </span>
                ) : lead.repeatOf ? (
                  <span className="text-muted-foreground block text-xs">Repeat</span>
                ) : null}
                {lead.erasedAt ? (
                  <span className="text-muted-foreground block text-xs">
                    {erasedLabel(lead.erasedAt)}
                  </span>
                ) : null}
              </td>
              <td className={cell}>
                {lead.phone ? (
                  <a href={`tel:${lead.phone}`} className="block whitespace-nowrap">
                    {formatPhone(lead.phone)}
                  </a>
                ) : null}
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} className="block break-all">
                    {lead.email}
                  </a>
                ) : null}
              </td>
              <td className={`${cell} min-w-40`}>
                <span className="block break-all">{ownerLabel(owners, lead.ownerId)}</span>
                {lead.office ? (
                  <span className="text-muted-foreground block text-xs">
                    {officeName(lead.office)}
                  </span>
                ) : null}
              </td>
              <td className={cell}>{nextActionText(lead)}</td>
              <td className={`${cell} break-words`}>{lead.sourcePage ?? ''}</td>
              <td className={cell}>{lead.utm?.source ?? ''}</td>
              <td className={cell}>
                {statusLabels[lead.status as keyof typeof statusLabels] ?? lead.status}
              </td>
              <td className={cell}>{lead.delivery ? deliveryLabels[lead.delivery] : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
