import type { Metadata } from 'next'

import { DeskList } from '@/components/dashboard/desk-list'
import { UnstaffedOffices } from '@/components/dashboard/unstaffed-offices'
import { takeLeadAction } from '@/components/dashboard/lead-actions'
import { buttonVariants } from '@/components/ui/button'
import { officeName } from '@/data/offices'
import { mayEnter } from '@/lib/staff/roles'
import { staffPage } from '@/lib/auth/staff-action'
import { myDay, unstaffedOffices, viewerOf } from '@/lib/data/desk'
import { ownerNames } from '@/lib/data/staff-profiles'

export const metadata: Metadata = { title: 'My day' }

/**
 * A counsellor's day: what is overdue, what is due today, the new leads not yet called, the
 * leads with nothing planned, and the queue they may take from; oldest first. The admin sees
 * the same across every counsellor.
 */
export default async function MyDayPage() {
  const { staff, db } = await staffPage('leads')
  const viewer = await viewerOf(db, staff)
  const admin = mayEnter(viewer.role, 'admin')
  const [day, owners, unstaffed] = await Promise.all([
    myDay(db, viewer),
    admin ? ownerNames(db) : Promise.resolve(undefined),
    admin ? unstaffedOffices(db) : Promise.resolve([]),
  ])
  const take = (lead: { id: string }) => (
    <form action={takeLeadAction}>
      <input type="hidden" name="leadId" value={lead.id} />
      <button type="submit" className={buttonVariants({ size: 'sm' })}>
        Take it
      </button>
    </form>
  )
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{admin ? 'Follow-ups across the desk' : 'My day'}</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          {admin
            ? 'Every open lead that is overdue, due today, not yet called or without a next step, and those nobody owns.'
            : `Your open leads${viewer.office ? ` (${officeName(viewer.office)} office)` : ''}: overdue first, then today's, then the new ones to call. Each lead should always have a next step.`}
        </p>
      </div>
      <UnstaffedOffices offices={unstaffed} />
      <DeskList
        id="overdue"
        title="Overdue"
        tone="late"
        leads={day.overdue}
        owners={owners}
        empty="Nothing overdue."
      />
      <DeskList
        id="today"
        title="Due today"
        leads={day.dueToday}
        owners={owners}
        empty="Nothing else is due today."
      />
      <DeskList
        id="new"
        title="New, not yet contacted"
        leads={day.fresh}
        owners={owners}
        empty="No new leads waiting for a first call."
      />
      <DeskList
        id="unplanned"
        title="Contacted, no next step planned"
        leads={day.unplanned}
        owners={owners}
        empty="Every lead already contacted has a next step."
      />
      <DeskList
        id="queue"
        title={admin ? 'Nobody owns these' : 'Waiting for a counsellor'}
        leads={day.queue}
        owners={owners}
        empty="The queue is empty."
        action={admin ? undefined : take}
      />
    </div>
  )
}
