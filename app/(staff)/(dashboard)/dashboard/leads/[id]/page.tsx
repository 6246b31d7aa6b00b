import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { nextActionText } from '@/components/dashboard/desk-list'
import {
  addNoteAction,
  changeLeadStatus,
  logContactAction,
  mergeLeadAction,
  reassignLeadsAction,
  releaseLeadAction,
  retryLeadDelivery,
  setNextActionAction,
  takeLeadAction,
} from '@/components/dashboard/lead-actions'
import { LeadTimeline } from '@/components/dashboard/lead-timeline'
import { ReachLinks, type ReachLink } from '@/components/dashboard/reach-links'
import {
  deliveryLabels,
  formatPhone,
  leadFields,
  spamReasonLabels,
} from '@/components/dashboard/lead-labels'
import { mayEnter } from '@/lib/auth/roles'
import { formTypeLabels, statusLabels } from '@/lib/desk/labels'
import { buttonVariants } from '@/components/ui/button'
import { staffPage } from '@/lib/auth/staff-action'
import { officeName } from '@/data/offices'
import { viewerOf } from '@/lib/data/desk'
import { listSubStatuses, listTemplates } from '@/lib/data/desk-settings'
import { leadTimeline } from '@/lib/data/lead-timeline'
import { getLeadDetail } from '@/lib/data/staff-leads'
import { listCounsellors, profileOf } from '@/lib/data/staff-profiles'
import { getUniversity } from '@/lib/data/universities'
import { contactChannels, leadStatuses, nextActions } from '@/lib/db/schema'
import { channelLabels, closingOutcomes, nextActionLabels, outcomeLabels } from '@/lib/desk/labels'
import { templateValues } from '@/lib/desk/reach'
import { fillTemplate, whatsappLink } from '@/lib/desk/templates'
import { dayInIndia, formatLeadTime } from '@/lib/long-date'
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

const term = 'text-muted-foreground'
// On a phone each label sits above its value, with room before the next label.
const group =
  'mt-3 grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-y-2 [&_dd]:mb-2 sm:[&_dd]:mb-0'
const link = 'text-primary underline-offset-2 hover:underline'
const control = 'border-border h-10 rounded-md border bg-white px-2'
const area = 'border-border rounded-md border bg-white px-2 py-1.5'

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
  const [timeline, owner, counsellors, steps, templates, values] = await Promise.all([
    leadTimeline(db, lead),
    lead.ownerId ? profileOf(db, lead.ownerId) : Promise.resolve(undefined),
    admin ? listCounsellors(db) : Promise.resolve([]),
    listSubStatuses(db, { retired: true }),
    listTemplates(db),
    templateValues(db, lead, staff),
  ])
  const currentStep = steps.find((step) => step.id === lead.subStatusId)
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
        })),
      ]
    : []
  const formLabel = formTypeLabels[lead.formType] ?? lead.formType
  const late = lead.nextActionAt && lead.nextActionAt < new Date()
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
          {formLabel} · {formatLeadTime(lead.createdAt)}
        </p>
        <p className="mt-2 text-sm">
          <span className="font-semibold">Owner:</span>{' '}
          {lead.ownerId
            ? `${owner?.email ?? 'a former account'}${lead.office ? ` (${officeName(lead.office)})` : ''}`
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

      <section
        className="border-border rounded-2xl border bg-white p-5"
        aria-labelledby="work-heading"
      >
        <h2 id="work-heading" className="text-lg font-bold">
          Next step
        </h2>
        <p className={late ? 'mt-1 text-sm font-medium text-red-800' : 'mt-1 text-sm'}>
          {late ? 'Overdue: ' : ''}
          {nextActionText(lead)}
        </p>
        {lead.erasedAt || lead.mergedInto ? null : (
          <>
            <form action={setNextActionAction} className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="leadId" value={lead.id} />
              <label className="flex flex-col gap-1 text-sm">
                What
                <select name="action" defaultValue={lead.nextAction ?? 'call'} className={control}>
                  {nextActions.map((action) => (
                    <option key={action} value={action}>
                      {nextActionLabels[action]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm">
                Date
                <input
                  type="date"
                  name="date"
                  required
                  defaultValue={dayInIndia(new Date())}
                  className={control}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm">
                Time (IST)
                <input type="time" name="time" required className={control} />
              </label>
              <button type="submit" className={buttonVariants({ size: 'sm' })}>
                Save next step
              </button>
            </form>
            <h3 className="mt-5 text-sm font-semibold">Reach the family</h3>
            {reach.length > 0 ? <ReachLinks leadId={lead.id} links={reach} /> : null}
            <form action={logContactAction} className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]">
              <input type="hidden" name="leadId" value={lead.id} />
              <label className="flex flex-col gap-1 text-sm">
                How
                <select name="channel" defaultValue="call" className={control}>
                  {contactChannels.map((channel) => (
                    <option key={channel} value={channel}>
                      {channelLabels[channel]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm">
                What was said (optional)
                <textarea name="body" rows={2} maxLength={2000} className={area} />
              </label>
              <button
                type="submit"
                className={`${buttonVariants({ size: 'sm' })} w-fit sm:col-start-2`}
              >
                Log the contact
              </button>
            </form>
          </>
        )}
        {admin || !lead.ownerId ? (
          <div className="border-border mt-5 flex flex-wrap items-end gap-3 border-t pt-4">
            {admin ? (
              <form action={reassignLeadsAction} className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="leadIds" value={lead.id} />
                <input type="hidden" name="back" value="lead" />
                <label className="flex flex-col gap-1 text-sm">
                  Owner
                  <select name="to" defaultValue={lead.ownerId ?? ''} className={control}>
                    <option value="">The shared queue</option>
                    {counsellors.map((counsellor) => (
                      <option key={counsellor.accountId} value={counsellor.accountId}>
                        {counsellor.email}
                        {counsellor.office ? ` (${officeName(counsellor.office)})` : ''}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="submit"
                  className={buttonVariants({ size: 'sm', variant: 'outline' })}
                >
                  Reassign
                </button>
              </form>
            ) : !lead.ownerId ? (
              <form action={takeLeadAction}>
                <input type="hidden" name="leadId" value={lead.id} />
                <button type="submit" className={buttonVariants({ size: 'sm' })}>
                  Take this lead
                </button>
              </form>
            ) : null}
          </div>
        ) : null}
      </section>

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
        <p className="mt-1 text-sm">
          {statusLabels[lead.status as keyof typeof statusLabels] ?? lead.status}
          {currentStep ? `: ${currentStep.label}` : ''}
          {lead.outcome ? ` (${outcomeLabels[lead.outcome]}` : ''}
          {lead.outcome && lead.outcomeDetail
            ? `: ${lead.outcomeDetail})`
            : lead.outcome
              ? ')'
              : ''}
        </p>
        <form action={changeLeadStatus} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="leadId" value={lead.id} />
          <label className="flex flex-col gap-1 text-sm">
            Status
            <select name="status" defaultValue={lead.status} className={control}>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Step within it
            <select name="subStatusId" defaultValue={lead.subStatusId ?? ''} className={control}>
              <option value="">None</option>
              {leadStatuses.map((status) => {
                const here = steps.filter(
                  (step) => step.status === status && (step.active || step.id === lead.subStatusId),
                )
                return here.length > 0 ? (
                  <optgroup key={status} label={statusLabels[status]}>
                    {here.map((step) => (
                      <option key={step.id} value={step.id}>
                        {step.label}
                      </option>
                    ))}
                  </optgroup>
                ) : null
              })}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Why it closed (when closing)
            <select
              name="outcome"
              defaultValue={lead.status === 'closed' ? (lead.outcome ?? '') : ''}
              className={control}
            >
              <option value="">Choose when closing</option>
              {closingOutcomes.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {outcomeLabels[outcome]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Admitted where, or a detail
            <input
              name="outcomeDetail"
              defaultValue={lead.outcomeDetail ?? ''}
              maxLength={300}
              className={`${control} w-64`}
            />
          </label>
          <button type="submit" className={buttonVariants({ size: 'sm' })}>
            Save status
          </button>
        </form>
        <p className="text-muted-foreground mt-2 text-sm">
          Each change is on the timeline, with who made it.
        </p>
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
                ({statusLabels[repeat.status as keyof typeof statusLabels] ?? repeat.status}
                {repeat.mergedInto === lead.id
                  ? ', merged into this one'
                  : repeat.mergedInto
                    ? ', merged'
                    : ''}
                )
                {!lead.mergedInto && !repeat.mergedInto && !lead.erasedAt ? (
                  <form action={mergeLeadAction} className="mt-1 mb-2">
                    <input type="hidden" name="leadId" value={lead.id} />
                    <input type="hidden" name="into" value={repeat.id} />
                    <button
                      type="submit"
                      aria-label={`Merge this lead into the ${formTypeLabels[repeat.formType] ?? repeat.formType} lead of ${formatLeadTime(repeat.createdAt)}`}
                      className={buttonVariants({ size: 'sm', variant: 'outline' })}
                    >
                      Merge this lead into it
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
