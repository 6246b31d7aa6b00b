import Link from 'next/link'

import { nextActionText } from '@/components/dashboard/desk-list'
import {
  changeLeadStatus,
  logContactAction,
  mergeLeadAction,
  reassignLeadsAction,
  retryLeadDelivery,
  setNextActionAction,
  takeLeadAction,
} from '@/components/dashboard/lead-actions'
import { deliveryLabels, type LeadField } from '@/components/dashboard/lead-labels'
import { formatPhone } from '@/lib/validation/phone'
import { ReachLinks, type ReachLink } from '@/components/dashboard/reach-links'
import { buttonVariants } from '@/components/ui/button'
import { officeName } from '@/data/offices'
import type { SubStatus } from '@/lib/data/desk-settings'
import type { LeadDetail } from '@/lib/data/staff-leads'
import { staffLabel, type StaffProfile } from '@/lib/data/staff-profiles'
import { contactChannels, leadStatuses, nextActions } from '@/lib/desk/lead-states'
import {
  channelLabels,
  closingOutcomes,
  formTypeLabels,
  nextActionLabels,
  outcomeLabels,
  statusLabels,
} from '@/lib/desk/labels'
import { dayInIndia, formatTime } from '@/lib/dates'

/** The sections of a lead's page (app/(staff)/(dashboard)/dashboard/leads/[id]/page.tsx). */

type Lead = LeadDetail['lead']

const term = 'text-muted-foreground'
// On a phone each label sits above its value, with room before the next label.
const group =
  'mt-3 grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-y-2 [&_dd]:mb-2 sm:[&_dd]:mb-0'
export const link = 'text-primary underline-offset-2 hover:underline'
const control = 'border-border h-10 rounded-md border bg-white px-2'
export const area = 'border-border rounded-md border bg-white px-2 py-1.5'

/** Whom the admin can give leads to: the shared queue, or an active counsellor. */
export function OwnerOptions({ counsellors }: { counsellors: readonly StaffProfile[] }) {
  return (
    <>
      <option value="">The shared queue</option>
      {counsellors.map((counsellor) => (
        <option key={counsellor.accountId} value={counsellor.accountId}>
          {staffLabel(counsellor)}
          {counsellor.office ? `, ${officeName(counsellor.office)}` : ''}
        </option>
      ))}
    </>
  )
}

/**
 * What happens next: the next step and its due time, the links that reach the family, the
 * contact log, and (the admin) the owner or (a counsellor, for a lead nobody owns) taking it.
 */
export function LeadWork({
  lead,
  reach,
  admin,
  counsellors,
}: {
  lead: Lead
  reach: readonly ReachLink[]
  admin: boolean
  counsellors: readonly StaffProfile[]
}) {
  const late = lead.nextActionAt && lead.nextActionAt < new Date()
  return (
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
                  <OwnerOptions counsellors={counsellors} />
                </select>
              </label>
              <button type="submit" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
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
  )
}

/** The contact details, the form's own fields and where the enquiry came from. */
export function LeadDetails({
  lead,
  fields,
  campaign,
}: {
  lead: Lead
  fields: readonly LeadField[]
  campaign: string
}) {
  return (
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
  )
}

/** The status with its step and outcome, and the form that changes them. */
export function LeadStatus({ lead, steps }: { lead: Lead; steps: readonly SubStatus[] }) {
  const currentStep = steps.find((step) => step.id === lead.subStatusId)
  return (
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
        {lead.outcome && lead.outcomeDetail ? `: ${lead.outcomeDetail})` : lead.outcome ? ')' : ''}
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
  )
}

/** How the lead fared on its way to the counsellors' spreadsheet. */
export function LeadDelivery({ lead }: { lead: Lead }) {
  return (
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
  )
}

/** The family's other leads (same phone), each of which this one can be merged into. */
export function LeadFamily({ lead, repeats }: { lead: Lead; repeats: LeadDetail['repeats'] }) {
  return (
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
                {formTypeLabels[repeat.formType] ?? repeat.formType}, {formatTime(repeat.createdAt)}
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
                    aria-label={`Merge this lead into the ${formTypeLabels[repeat.formType] ?? repeat.formType} lead of ${formatTime(repeat.createdAt)}`}
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
  )
}
