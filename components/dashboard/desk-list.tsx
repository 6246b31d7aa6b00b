import Link from 'next/link'

import { officeName } from '@/data/offices'
import { formatTime } from '@/lib/dates'
import type { DeskLead } from '@/lib/data/desk'
import { formTypeLabels, nextActionLabels, ownerLabel, statusLabels } from '@/lib/desk/labels'

/** What is planned for a lead, as a line: "Call, 28 Nov 2026, 3:00 pm IST" or "Nothing planned". */
/**
 * What is next for a lead. A new lead nobody has reached yet has one thing next, whatever is
 * planned: the first call (My day lists it under "New, not yet contacted", not as unplanned).
 */
export function nextActionText(
  lead: Pick<DeskLead, 'nextAction' | 'nextActionAt'> &
    Partial<Pick<DeskLead, 'status' | 'firstContactAt'>>,
): string {
  if (!lead.nextAction || !lead.nextActionAt) {
    return lead.status === 'new' && !lead.firstContactAt ? 'The first call' : 'Nothing planned'
  }
  return `${nextActionLabels[lead.nextAction]}, ${formatTime(lead.nextActionAt)}`
}

/**
 * One section of the desk: a heading with its count, then each lead as a card (name, form,
 * when it came, what is next; the owner where the viewer sees others' leads).
 */
export function DeskList({
  id,
  title,
  leads,
  empty,
  owners,
  tone = 'plain',
  action,
}: {
  id: string
  title: string
  leads: readonly DeskLead[]
  empty: string
  /** E-mail by account id, to name each lead's owner; omitted on a counsellor's own lists. */
  owners?: ReadonlyMap<string, string>
  tone?: 'plain' | 'late'
  action?: (lead: DeskLead) => React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="border-border rounded-2xl border bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold">
        {title} <span className="text-muted-foreground font-normal">({leads.length})</span>
      </h2>
      {leads.length === 0 ? (
        <p className="text-muted-foreground mt-2 text-sm">{empty}</p>
      ) : (
        <ul className="divide-border mt-2 divide-y">
          {leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link
                  href={`/dashboard/leads/${lead.id}`}
                  className="text-primary font-semibold underline-offset-2 hover:underline"
                >
                  {lead.name}
                </Link>
                <p className="text-muted-foreground text-sm">
                  {formTypeLabels[lead.formType] ?? lead.formType} ·{' '}
                  {statusLabels[lead.status as keyof typeof statusLabels] ?? lead.status} · came{' '}
                  {formatTime(lead.createdAt)}
                </p>
                <p className={tone === 'late' ? 'text-sm font-medium text-red-800' : 'text-sm'}>
                  Next: {nextActionText(lead)}
                </p>
                {owners ? (
                  <p className="text-muted-foreground text-sm">
                    {ownerLabel(owners, lead.ownerId)}
                    {lead.office ? `, ${officeName(lead.office)}` : ''}
                  </p>
                ) : null}
              </div>
              {action ? action(lead) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
