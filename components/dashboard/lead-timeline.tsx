import Link from 'next/link'

import { officeName } from '@/data/offices'
import { formatTime } from '@/lib/dates'
import type { TimelineEntry } from '@/lib/data/lead-timeline'
import {
  channelLabels,
  formTypeLabels,
  nextActionLabels,
  outcomeLabels,
  statusLabels,
} from '@/lib/desk/labels'
import type { ContactChannel, NextAction } from '@/lib/desk/lead-states'

const requestKinds: Record<string, string> = {
  access: 'a copy of their data',
  correction: 'a correction',
  erasure: 'erasure',
  withdraw: 'consent withdrawn',
}

type Described = { title: string; body?: string | null; href?: string }

function describe(
  entry: TimelineEntry,
  lead: { formLabel: string; sourcePage: string | null; campaign: string },
  people: ReadonlyMap<string, string>,
): Described {
  // A colleague by the name the admin gave (by account id or address), else the address.
  const named = (...keys: unknown[]) => {
    for (const key of keys) if (typeof key === 'string' && people.has(key)) return people.get(key)!
    return String(keys.find((key) => typeof key === 'string') ?? '')
  }
  switch (entry.kind) {
    case 'arrived':
      if (entry.merged) {
        const { formType, sourcePage, id } = entry.merged
        return {
          title: `Repeat enquiry: ${formTypeLabels[formType] ?? formType}${sourcePage ? `, from ${sourcePage}` : ''} (merged into this lead)`,
          href: `/dashboard/leads/${id}`,
        }
      }
      return {
        title: `Enquiry: ${lead.formLabel}${lead.sourcePage ? `, from ${lead.sourcePage}` : ''}`,
        body: lead.campaign ? `Campaign: ${lead.campaign}` : null,
      }
    case 'status': {
      const step = entry.subStatus ? `: ${entry.subStatus}` : ''
      const outcome = entry.outcome
        ? ` (${outcomeLabels[entry.outcome]}${entry.outcomeDetail ? `: ${entry.outcomeDetail}` : ''})`
        : ''
      return {
        title: `Status: ${statusLabels[entry.status] ?? entry.status}${step}${outcome}, by ${named(entry.by)}`,
      }
    }
    case 'erased':
      return { title: 'Erased at the person’s request' }
    case 'data-request':
      return {
        title: `Data request: ${requestKinds[entry.request.kind] ?? entry.request.kind}${entry.request.closed ? ' (closed)' : ''}`,
        href: `/dashboard/data-requests/${entry.request.id}`,
      }
    case 'event': {
      const { event } = entry
      const by = event.actorEmail ? `, by ${named(event.actorId, event.actorEmail)}` : ''
      const data = event.data as Record<string, unknown>
      if (event.kind === 'note') return { title: `Note${by}`, body: event.body }
      if (event.kind === 'contact') {
        const channel = channelLabels[data.channel as ContactChannel] ?? String(data.channel)
        const template = typeof data.template === 'string' ? ` (template: ${data.template})` : ''
        return { title: `${channel} logged${template}${by}`, body: event.body }
      }
      if (event.kind === 'next_action') {
        const action = nextActionLabels[data.action as NextAction] ?? String(data.action)
        return {
          title: `Next step planned${by}: ${action}, ${formatTime(new Date(String(data.dueAt)))}`,
        }
      }
      if (event.kind === 'assigned') {
        const office = officeName(data.office as string | null)
        const to = data.ownerEmail
          ? `Assigned to ${named(data.ownerId, data.ownerEmail)}${office ? ` (${office})` : ''}`
          : office
            ? `Waiting in the ${office} queue: no counsellor there is available`
            : 'Waiting in the shared queue'
        const why = {
          rule: ': routed by the rules, in turn',
          repeat: ': they already work with this family',
          queue: data.office ? '' : ': no routing rule matched',
          manual: '',
          taken: ': taken from the queue',
        }[String(data.reason)]
        return { title: `${to}${why ?? ''}${by}` }
      }
      if (event.kind === 'repeat') {
        return {
          title: 'The same phone enquired again: the two leads are linked',
          href: `/dashboard/leads/${String(data.leadId)}`,
        }
      }
      if (event.kind === 'merged') {
        return data.into
          ? {
              title: `Merged into the family’s other lead${by}: its history shows there`,
              href: `/dashboard/leads/${String(data.into)}`,
            }
          : {
              title: `A repeat enquiry was merged into this lead${by}`,
              href: `/dashboard/leads/${String(data.from)}`,
            }
      }
      if (event.kind === 'mail') {
        const how = data.sent ? 'sent' : 'waiting in the outbox (no SMTP server took it)'
        return { title: `E-mail to ${String(data.to)}, ${how}`, body: event.body }
      }
      return { title: event.kind, body: event.body }
    }
  }
}

/** Everything that happened to a lead, oldest first; nothing in it is ever edited. */
export function LeadTimeline({
  entries,
  lead,
  people = new Map(),
}: {
  entries: readonly TimelineEntry[]
  lead: { formLabel: string; sourcePage: string | null; campaign: string }
  /** Colleagues' names by account id and by e-mail (staffNames). */
  people?: ReadonlyMap<string, string>
}) {
  return (
    <ol className="mt-3 space-y-3" aria-label="Timeline">
      {entries.map((entry) => {
        const { title, body, href } = describe(entry, lead, people)
        return (
          <li key={entry.key} className="border-primary/40 border-l-2 pl-3 text-sm">
            <p className="text-muted-foreground text-xs">{formatTime(entry.at)}</p>
            <p className="font-medium">
              {href ? (
                <Link href={href} className="text-primary underline-offset-2 hover:underline">
                  {title}
                </Link>
              ) : (
                title
              )}
            </p>
            {body ? <p className="break-words whitespace-pre-wrap">{body}</p> : null}
            {entry.merged && entry.kind !== 'arrived' ? (
              <p className="text-muted-foreground text-xs">
                On the repeat enquiry (
                {formTypeLabels[entry.merged.formType] ?? entry.merged.formType})
              </p>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
