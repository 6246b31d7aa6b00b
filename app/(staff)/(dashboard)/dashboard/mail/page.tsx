import type { Metadata } from 'next'

import { WaitingMailList } from '@/components/dashboard/waiting-mail'
import { mayEnter } from '@/lib/staff/roles'
import { staffPage } from '@/lib/auth/staff-action'
import { viewerOf } from '@/lib/data/desk'
import { listWaitingMail } from '@/lib/data/mail-outbox'

export const metadata: Metadata = { title: 'Mail waiting' }

/**
 * The desk's mail that SMTP did not take (lead notices, morning digests): each counsellor sees
 * the notices about leads they may see and their own digests; the admin sees all of it.
 */
export default async function MailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { staff, db } = await staffPage('leads')
  const mail = await listWaitingMail(db, await viewerOf(db, staff), 'desk')
  const { sent } = await searchParams
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Mail waiting</h1>
      {sent === '1' ? (
        <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm">
          Marked as sent.
        </p>
      ) : null}
      <WaitingMailList mail={mail} place="desk">
        Notices of new leads and morning digests the site could not send itself (no SMTP server
        configured, or it refused them).{' '}
        {mayEnter(staff.role, 'admin')
          ? 'You see every one; each counsellor sees those about leads they may see.'
          : 'You see those about leads you may see, and your own digests.'}{' '}
        Forward each as it is, or act on it here, then mark it sent.
      </WaitingMailList>
    </div>
  )
}
