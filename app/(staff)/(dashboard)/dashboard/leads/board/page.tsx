import type { Metadata } from 'next'
import Link from 'next/link'

import { nextActionText } from '@/components/dashboard/desk-list'
import { LeadBoard, type BoardCard } from '@/components/dashboard/lead-board'
import { buttonVariants } from '@/components/ui/button'
import { officeName, offices } from '@/data/offices'
import { formatTime } from '@/lib/dates'
import { mayEnter } from '@/lib/staff/roles'
import { staffPage } from '@/lib/auth/staff-action'
import { isOverdue, viewerOf } from '@/lib/data/desk'
import { listSubStatuses } from '@/lib/data/desk-settings'
import { listLeads } from '@/lib/data/staff-leads'
import { ownerNames } from '@/lib/data/staff-profiles'
import { leadStatuses } from '@/lib/desk/lead-states'
import { formTypeLabels, ownerLabel, statusLabels } from '@/lib/desk/labels'
import { filtersQuery, parseLeadFilters } from '@/lib/validation/lead-filters'

export const metadata: Metadata = { title: 'Pipeline board' }

const PER_COLUMN = 100
const control = 'border-border h-10 rounded-md border bg-white px-2 text-sm'

/**
 * The leads the viewer may see, as a board of statuses (the newest 100 of each), filtered like
 * the table. Moving a card changes the lead's status, as its page does.
 */
export default async function BoardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { staff, db } = await staffPage('leads')
  const viewer = await viewerOf(db, staff)
  const filters = { ...parseLeadFilters(await searchParams), status: undefined }
  const [columns, steps, owners] = await Promise.all([
    Promise.all(
      leadStatuses.map((status) => listLeads(db, viewer, { ...filters, status }, PER_COLUMN)),
    ),
    listSubStatuses(db, { retired: true }),
    ownerNames(db),
  ])
  const admin = mayEnter(viewer.role, 'admin')
  const now = new Date()
  const cards: BoardCard[] = columns.flat().map((lead) => {
    const step = steps.find((s) => s.id === lead.subStatusId)
    return {
      id: lead.id,
      name: lead.name,
      status: lead.status as BoardCard['status'],
      detail: [
        step?.label,
        formTypeLabels[lead.formType] ?? lead.formType,
        formatTime(lead.createdAt),
      ]
        .filter(Boolean)
        .join(' · '),
      next: nextActionText(lead),
      late: isOverdue(lead, now),
      owner: admin
        ? `${ownerLabel(owners, lead.ownerId)}${lead.office ? `, ${officeName(lead.office)}` : ''}`
        : null,
    }
  })
  return (
    <div className="mx-auto max-w-[100rem] px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Pipeline</h1>
        <Link
          href={`/dashboard/leads${filtersQuery(filters)}`}
          className={buttonVariants({ variant: 'outline' })}
        >
          As a table
        </Link>
      </div>
      <form
        role="search"
        aria-label="Filter the board"
        action="/dashboard/leads/board"
        className="mt-4 flex flex-wrap items-end gap-3 text-sm"
      >
        <label className="flex flex-col gap-1">
          Owner
          <select name="owner" defaultValue={filters.owner ?? ''} className={control}>
            <option value="">Anyone</option>
            <option value="me">Mine</option>
            <option value="none">Nobody (a queue)</option>
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
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          Apply filters
        </button>
      </form>
      <p className="text-muted-foreground mt-3 text-sm">
        Drag a card by its handle to another status, with a mouse, a finger or the keyboard (Space,
        then Left or Right, then Space), or use its Move to list. Converted asks where they were
        admitted; Closed asks why.
      </p>
      <LeadBoard
        columns={leadStatuses.map((status) => ({ status, label: statusLabels[status] }))}
        initialCards={cards}
      />
    </div>
  )
}
