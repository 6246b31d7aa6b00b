import { ArrowLeft } from 'lucide'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { addNoteAction, releaseLeadAction } from '@/components/dashboard/lead-actions'
import { leadFields, spamReasonLabels } from '@/components/dashboard/lead-labels'
import { formatPhone } from '@/lib/validation/phone'
import {
  area,
  LeadDelivery,
  LeadDetails,
  LeadFamily,
  LeadStatus,
  LeadWork,
  link,
} from '@/components/dashboard/lead-sections'
import { LeadTimeline } from '@/components/dashboard/lead-timeline'
import type { ReachLink } from '@/components/dashboard/reach-links'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { officeName } from '@/data/offices'
import { mayEnter } from '@/lib/staff/roles'
import { staffPage } from '@/lib/auth/staff-action'
import { viewerOf } from '@/lib/data/desk'
import { listSubStatuses, listTemplates } from '@/lib/data/desk-settings'
import { leadTimeline } from '@/lib/data/lead-timeline'
import { getLeadDetail } from '@/lib/data/staff-leads'
import { listCounsellors, profileOf, staffLabel, staffNames } from '@/lib/data/staff-profiles'
import { getUniversity } from '@/lib/data/universities'
import { formTypeLabels } from '@/lib/desk/labels'
import { templateValues } from '@/lib/leads/reach'
import { fillTemplate, missingValues, whatsappLink } from '@/lib/desk/templates'
import { erasedLabel } from '@/lib/leads/csv'
import { formatTime } from '@/lib/dates'

export const metadata: Metadata = { title: 'Lead' }

const notices: Record<string, string> = {
  status: 'Status saved.',
  retry: 'Sent again to the spreadsheet.',
  'not-dead': 'This lead is not waiting for a retry.',
  released: 'Marked as not spam and sent to the spreadsheet.',
  'released-unsent':
    'Marked as not spam. No spreadsheet is configured, so it waits with the undelivered leads.',
  'not-spam': 'This lead is not marked as suspected spam.',
  note: 'Note added.',
  contact: 'Contact logged.',
  next: 'Next step saved.',
  taken: 'The lead is yours now.',
  'not-free': 'Someone else owns this lead already.',
  'need-note': 'Write the note first (up to 2,000 characters).',
  'need-channel': 'Choose how you reached the family.',
  'need-due': 'Choose the next step and enter the date and the time (hours and minutes) it is due.',
  'need-outcome':
    'Closing needs the reason it closed, and converting needs the university they were admitted to.',
  'bad-step': 'That step belongs to another status: choose one of the status you chose.',
  'reassigned-1': 'Lead reassigned.',
  'reassigned-0': 'It was already theirs.',
  'not-counsellor': 'Leads can go only to an active counsellor.',
  merged: 'The repeat enquiry is merged into this lead: its history is on this timeline.',
  'merge-missing': 'That lead is not one you may work.',
  'merge-not-same-phone': 'Only leads from the same phone can be merged.',
  'merge-already-merged': 'One of the two is already merged into another lead.',
  'merge-decided':
    'That lead is closed or converted: reopen it first, or merge the other way round.',
}

/** "2 h 5 min": the time between the enquiry and the first contact logged. */
function duration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (minutes === 0) return 'under a minute'
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', `${minutes % 60} min`]
  return parts.filter(Boolean).join(' ')
}

/** The name of the university an application was for, when the lead names one. */
async function universityNames(data: Record<string, unknown>): Promise<Record<string, string>> {
  const id = data.universityId
  if (typeof id !== 'string' || !/^\d{1,9}$/.test(id)) return {}
  const { university } = await getUniversity(Number(id))
  return university ? { [id]: university.name } : {}
}

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { staff, db } = await staffPage('leads')
  const viewer = await viewerOf(db, staff)
  const { id } = await params
  const detail = await getLeadDetail(db, viewer, id)
  if (!detail) notFound()
  const { lead, repeats } = detail
  const admin = mayEnter(viewer.role, 'admin')
  const [timeline, owner, counsellors, steps, templates, values, people] = await Promise.all([
    leadTimeline(db, lead),
    lead.ownerId ? profileOf(db, lead.ownerId) : Promise.resolve(undefined),
    admin ? listCounsellors(db) : Promise.resolve([]),
    listSubStatuses(db, { retired: true }),
    listTemplates(db),
    templateValues(db, lead, staff),
    staffNames(db),
  ])
  const reach: ReachLink[] = lead.phone
    ? [
        {
          key: 'call',
          label: `Call ${formatPhone(lead.phone)}`,
          href: `tel:${lead.phone}`,
          channel: 'call',
        },
        { key: 'whatsapp', label: 'WhatsApp', href: whatsappLink(lead.phone), channel: 'whatsapp' },
        ...templates.map((template) => ({
          key: `template-${template.id}`,
          label: `WhatsApp: ${template.title}`,
          href: whatsappLink(lead.phone!, fillTemplate(template.body, values)),
          channel: 'whatsapp' as const,
          templateId: template.id,
          missing: missingValues(template.body, values),
        })),
      ]
    : []
  const formLabel = formTypeLabels[lead.formType] ?? lead.formType
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
        <Icon icon={ArrowLeft} className="size-4" />
        All leads
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{lead.name}</h1>
        <p className="text-muted-foreground mt-1">
          {formLabel} · {formatTime(lead.createdAt)}
        </p>
        <p className="mt-2 text-sm">
          <span className="font-semibold">Owner:</span>{' '}
          {lead.ownerId
            ? `${owner ? staffLabel(owner) : 'a former account'}${lead.office ? ` (${officeName(lead.office)})` : ''}`
            : lead.office
              ? `nobody yet, in the ${officeName(lead.office)} queue`
              : 'nobody yet, in the shared queue'}
          {' · '}
          <span className="font-semibold">First response:</span>{' '}
          {lead.firstContactAt
            ? duration(lead.firstContactAt.getTime() - lead.createdAt.getTime())
            : 'no contact logged yet'}
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
      {lead.mergedInto ? (
        <p className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
          This repeat enquiry is merged into{' '}
          <Link href={`/dashboard/leads/${lead.mergedInto}`} className={link}>
            the family&apos;s lead
          </Link>
          : work it there, where its history shows too.
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

      <LeadWork lead={lead} reach={reach} admin={admin} counsellors={counsellors} />

      <section
        className="border-border rounded-2xl border bg-white p-5"
        aria-labelledby="timeline-heading"
      >
        <h2 id="timeline-heading" className="text-lg font-bold">
          Timeline
        </h2>
        <LeadTimeline
          entries={timeline}
          lead={{ formLabel, sourcePage: lead.sourcePage, campaign }}
          people={people}
        />
        {lead.erasedAt ? null : (
          <form action={addNoteAction} className="mt-4 flex flex-col gap-2">
            <input type="hidden" name="leadId" value={lead.id} />
            <label className="flex flex-col gap-1 text-sm">
              Add a note
              <textarea name="body" rows={3} required maxLength={2000} className={area} />
            </label>
            <button type="submit" className={`${buttonVariants({ size: 'sm' })} w-fit`}>
              Add the note
            </button>
          </form>
        )}
      </section>

      <LeadDetails lead={lead} fields={fields} campaign={campaign} />
      <LeadStatus lead={lead} steps={steps} />
      <LeadDelivery lead={lead} />
      <LeadFamily lead={lead} repeats={repeats} />
    </div>
  )
}
