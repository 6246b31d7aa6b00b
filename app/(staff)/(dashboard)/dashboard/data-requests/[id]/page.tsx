import { ArrowLeft, CircleCheck, CircleDashed } from 'lucide'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { deliveryLabels } from '@/components/dashboard/lead-labels'
import {
  closeDataRequestAction,
  eraseLeadsAction,
  recordPhoneVerificationAction,
  sendNewEmailLinkAction,
} from '@/components/dashboard/privacy-actions'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { mayEnter } from '@/lib/staff/roles'
import { staffPage } from '@/lib/auth/staff-action'
import {
  getDataRequestFor,
  KEPT_AFTER_ERASURE,
  latestEmailLink,
  listErasures,
  listVerifications,
  verifiedMatchingLeads,
} from '@/lib/data/data-requests'
import { listExports } from '@/lib/data/data-export'
import { leadScope, viewerOf } from '@/lib/data/desk'
import type { LeadStatus } from '@/lib/desk/lead-states'
import { formTypeLabels, statusLabels } from '@/lib/desk/labels'
import { formatTime } from '@/lib/dates'
import { dataRequestKindLabels } from '@/lib/validation/data-request-rules'
import { PHONE_VERIFICATION_MESSAGE } from '@/lib/validation/data-request'

export const metadata: Metadata = { title: 'Data request' }

/** What the page says after an action (the action redirects here with `saved`). */
function noticeFor(saved: unknown, count: unknown): { text: string; ok: boolean } | undefined {
  switch (saved) {
    case 'erased':
      return {
        ok: true,
        text: `Erased ${typeof count === 'string' ? count : 0} lead(s). Delete their rows in the spreadsheet too (search the lead ids).`,
      }
    case 'closed':
      return { ok: true, text: 'Request closed.' }
    case 'not-open':
      return { ok: false, text: 'This request was already closed.' }
    case 'need-resolution':
      return { ok: false, text: 'Please say what was done (at least 5 characters) before closing.' }
    case 'need-note':
      return { ok: false, text: PHONE_VERIFICATION_MESSAGE }
    case 'phone-recorded':
      return { ok: true, text: 'Phone confirmation recorded.' }
    case 'phone-already':
      return { ok: false, text: 'The phone was already confirmed.' }
    case 'phone-no-phone':
      return { ok: false, text: 'This request gives no phone number.' }
    case 'link-sent':
      return { ok: true, text: 'A new link was e-mailed.' }
    case 'link-queued':
      return {
        ok: false,
        text: 'The new link could not be e-mailed: it waits for the admin to send it by hand (Data requests, under Mail waiting to be sent).',
      }
    case 'link-verified':
      return { ok: false, text: 'The e-mail is already confirmed.' }
    case 'link-no-email':
      return { ok: false, text: 'This request gives no e-mail address.' }
    case 'link-closed':
    case 'erase-closed':
      return { ok: false, text: 'This request is closed.' }
    case 'erase-not-admin':
      return { ok: false, text: 'Only the admin can erase leads.' }
    case 'erase-not-erasure':
      return { ok: false, text: 'This request does not ask for erasure.' }
    case 'erase-not-verified':
      return {
        ok: false,
        text: 'Nothing was erased: neither the e-mail nor the phone of this request is confirmed.',
      }
    case 'erase-not-matching':
      return {
        ok: false,
        text: 'Nothing was erased: the list changed since the page was shown (a lead was erased or no longer matches). Check the list below and try again.',
      }
    default:
      return undefined
  }
}

export default async function DataRequestPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { staff, db } = await staffPage('leads')
  const viewer = await viewerOf(db, staff)
  const { id } = await params
  const request = await getDataRequestFor(db, viewer, id)
  if (!request) notFound()
  const [verifications, matches, erasures, emailLink, exports] = await Promise.all([
    listVerifications(db, request.id),
    verifiedMatchingLeads(db, request.id, leadScope(viewer)),
    listErasures(db, request.id),
    latestEmailLink(db, request.id),
    listExports(db, request.id),
  ])
  const emailVerified = verifications.find((row) => row.channel === 'email')
  const phoneVerified = verifications.find((row) => row.channel === 'phone')
  const anyVerified = Boolean(emailVerified || phoneVerified)
  const { saved, count } = await searchParams
  const notice = noticeFor(saved, count)
  const open = request.status === 'open'
  const isAdmin = mayEnter(staff.role, 'admin')
  // The erase form shows while there is something to do about it: disabled, saying why,
  // until a contact is verified or for a counsellor; gone once nothing is left to erase.
  const showErase = request.kind === 'erasure' && open && (!anyVerified || matches.length > 0)
  const eraseBlocked = !anyVerified
    ? 'Erasing is possible once the e-mail or the phone is confirmed (above).'
    : !isAdmin
      ? 'Only the admin can erase leads.'
      : undefined

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        href="/dashboard/data-requests"
        className="text-primary inline-flex min-h-10 items-center gap-1.5 text-sm font-medium"
      >
        <Icon icon={ArrowLeft} className="size-4" />
        All data requests
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{dataRequestKindLabels[request.kind]}</h1>
        <p className="text-muted-foreground mt-1">
          From {request.name}, {formatTime(request.createdAt)} · {open ? 'Open' : 'Closed'}
        </p>
      </div>
      {notice ? (
        <p
          role="status"
          className={
            notice.ok
              ? 'rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900'
              : 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950'
          }
        >
          {notice.text}
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
                {request.closedAt ? formatTime(request.closedAt) : '—'} by {request.closedBy ?? '—'}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section
        className="border-border rounded-2xl border bg-white p-5"
        aria-labelledby="verification-heading"
      >
        <h2 id="verification-heading" className="text-lg font-bold">
          Is it their request?
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          Anyone can type someone else&apos;s e-mail or phone into the form. Leads are listed, and
          can be erased, only for a contact the person has proved is theirs.
        </p>
        <div className="mt-4 space-y-4 text-sm">
          <div>
            <h3 className="font-semibold">E-mail</h3>
            {!request.email ? (
              <p className="text-muted-foreground mt-1">No e-mail address given.</p>
            ) : emailVerified ? (
              <p className="mt-1 flex items-start gap-2">
                <Icon icon={CircleCheck} className="mt-0.5 size-4 shrink-0 text-green-700" />
                <span>
                  Confirmed {formatTime(emailVerified.verifiedAt)}: {emailVerified.note}.
                </span>
              </p>
            ) : (
              <>
                <p className="mt-1 flex items-start gap-2">
                  <Icon
                    icon={CircleDashed}
                    className="text-muted-foreground mt-0.5 size-4 shrink-0"
                  />
                  <span>
                    Not confirmed.{' '}
                    {emailLink
                      ? `A one-time link was made ${formatTime(emailLink.createdAt)}; ${
                          emailLink.expiresAt > new Date()
                            ? `it works until ${formatTime(emailLink.expiresAt)}.`
                            : 'it has expired.'
                        }`
                      : 'No link has been sent (too many requests for this address in a day).'}
                  </span>
                </p>
                {open ? (
                  <form action={sendNewEmailLinkAction} className="mt-2">
                    <input type="hidden" name="requestId" value={request.id} />
                    <button
                      type="submit"
                      className={buttonVariants({ size: 'sm', variant: 'outline' })}
                    >
                      Send a new link
                    </button>
                  </form>
                ) : null}
              </>
            )}
          </div>
          <div>
            <h3 className="font-semibold">Phone</h3>
            {!request.phone ? (
              <p className="text-muted-foreground mt-1">No phone number given.</p>
            ) : phoneVerified ? (
              <p className="mt-1 flex items-start gap-2">
                <Icon icon={CircleCheck} className="mt-0.5 size-4 shrink-0 text-green-700" />
                <span className="break-words">
                  Confirmed {formatTime(phoneVerified.verifiedAt)} by {phoneVerified.verifiedBy}:
                  &ldquo;{phoneVerified.note}&rdquo;
                </span>
              </p>
            ) : (
              <>
                <p className="mt-1 flex items-start gap-2">
                  <Icon
                    icon={CircleDashed}
                    className="text-muted-foreground mt-0.5 size-4 shrink-0"
                  />
                  <span>
                    Not confirmed. Call {request.phone}, ask the person to confirm the request and
                    what it is about, then record it here.
                  </span>
                </p>
                {open ? (
                  <form action={recordPhoneVerificationAction} className="mt-2 space-y-2">
                    <input type="hidden" name="requestId" value={request.id} />
                    <label className="flex flex-col gap-1">
                      How did you confirm it?
                      <textarea
                        name="note"
                        required
                        minLength={10}
                        maxLength={500}
                        rows={2}
                        placeholder="Called the number; the person confirmed the request"
                        className="border-border rounded-md border bg-white px-3 py-2"
                      />
                    </label>
                    <button type="submit" className={buttonVariants({ size: 'sm' })}>
                      Record phone confirmation
                    </button>
                  </form>
                ) : null}
              </>
            )}
          </div>
        </div>
      </section>

      <section
        className="border-border rounded-2xl border bg-white p-5"
        aria-labelledby="matches-heading"
      >
        <h2 id="matches-heading" className="text-lg font-bold">
          Leads with a confirmed e-mail or phone ({matches.length})
        </h2>
        {!anyVerified ? (
          <p className="text-muted-foreground mt-2 text-sm">
            None listed until the e-mail or the phone of this request is confirmed.
          </p>
        ) : matches.length === 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">
            No lead that is not yet erased has the confirmed{' '}
            {[emailVerified && 'e-mail', phoneVerified && 'phone'].filter(Boolean).join(' or ')}.
          </p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-muted/60">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Lead id
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Form
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Name and contact
                  </th>
                </tr>
              </thead>
              <tbody>
                {matches.map((lead) => (
                  <tr key={lead.id} className="border-border border-t align-top">
                    <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">
                      <Link
                        href={`/dashboard/leads/${lead.id}`}
                        className="text-primary underline-offset-2 hover:underline"
                      >
                        {lead.id}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      {formTypeLabels[lead.formType] ?? lead.formType}
                      <span className="text-muted-foreground block text-xs">
                        {statusLabels[lead.status as LeadStatus] ?? lead.status} ·{' '}
                        {lead.delivery ? deliveryLabels[lead.delivery] : 'no delivery'}
                      </span>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatTime(lead.createdAt)}</td>
                    <td className="px-3 py-2">
                      {lead.name}
                      {lead.email ? (
                        <span className="block wrap-anywhere">{lead.email}</span>
                      ) : null}
                      {lead.phone ? (
                        <span className="block whitespace-nowrap">{lead.phone}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {showErase ? (
          <form action={eraseLeadsAction} className="mt-4 space-y-2">
            <input type="hidden" name="requestId" value={request.id} />
            {eraseBlocked
              ? null
              : matches.map((lead) => (
                  <input key={lead.id} type="hidden" name="leadIds" value={lead.id} />
                ))}
            {matches.length > 0 ? (
              <p className="text-muted-foreground text-sm">
                Erasing takes exactly the leads listed above. It replaces the name with
                &quot;[erased]&quot; and removes the e-mail, phone, campaign tags, referrer, landing
                page and every form field except {KEPT_AFTER_ERASURE.join(', ')}. It cannot be
                undone. A lead not yet in the spreadsheet is never sent; rows already there must be
                deleted by hand.
              </p>
            ) : null}
            {eraseBlocked ? (
              <p id="erase-blocked" className="text-sm font-medium">
                {eraseBlocked}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={Boolean(eraseBlocked)}
              aria-describedby={eraseBlocked ? 'erase-blocked' : undefined}
              className={buttonVariants({
                size: 'sm',
                className: 'bg-red-700 hover:bg-red-800',
              })}
            >
              {eraseBlocked
                ? 'Erase leads'
                : `Erase these ${matches.length} lead${matches.length === 1 ? '' : 's'}`}
            </button>
          </form>
        ) : null}
      </section>

      {request.kind === 'access' ? (
        <section
          className="border-border rounded-2xl border bg-white p-5"
          aria-labelledby="copy-heading"
        >
          <h2 id="copy-heading" className="text-lg font-bold">
            A copy of their data
          </h2>
          {anyVerified ? (
            <>
              <p className="text-muted-foreground mt-2 text-sm">
                One file (JSON) of everything the site holds under the confirmed contact: each
                enquiry with what its form collected and the consent, its timeline, status changes
                and the messages about it. Send it to the confirmed e-mail; each copy taken is
                listed here.
              </p>
              <a
                href={`/dashboard/data-requests/${request.id}/export`}
                className={`${buttonVariants({ variant: 'outline' })} mt-3`}
                download
              >
                Download their data
              </a>
            </>
          ) : (
            <p className="text-muted-foreground mt-2 text-sm">
              Available once the e-mail or the phone of this request is confirmed.
            </p>
          )}
          {exports.length > 0 ? (
            <ul className="mt-3 space-y-2 text-sm">
              {exports.map((copy) => (
                <li key={copy.id}>
                  {formatTime(copy.exportedAt)} by {copy.exportedBy}: {copy.count} lead
                  {copy.count === 1 ? '' : 's'}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {erasures.length > 0 ? (
        <section
          className="border-border rounded-2xl border bg-white p-5"
          aria-labelledby="erasures-heading"
        >
          <h2 id="erasures-heading" className="text-lg font-bold">
            Erasures
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {erasures.map((erasure) => (
              <li key={erasure.id} className="border-border rounded-md border p-3">
                {formatTime(erasure.erasedAt)} by {erasure.erasedBy}: {erasure.count} lead
                {erasure.count === 1 ? '' : 's'}
                <span className="text-muted-foreground mt-1 block font-mono text-xs break-all">
                  {erasure.leadIds.join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {open ? (
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
