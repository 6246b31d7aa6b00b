import type { Metadata } from 'next'
import Link from 'next/link'

import { StaffTable } from '@/components/dashboard/staff-table'
import { setWebinarStatusAction } from '@/components/dashboard/webinar-actions'
import { WebinarForm } from '@/components/dashboard/webinar-form'
import { buttonVariants } from '@/components/ui/button'
import { webinarDefaults } from '@/data/webinars'
import { staffPage } from '@/lib/auth/staff-action'
import { findWebinarSession, listWebinarSessions, type StaffWebinar } from '@/lib/data/webinars'
import { emptyWebinarForm, webinarFormValues } from '@/lib/validation/webinar'
import { endOf, sessionTimes } from '@/lib/webinars/sessions'

export const metadata: Metadata = { title: 'Webinar sessions' }

function stateOf(session: StaffWebinar, now: Date): string {
  if (session.status === 'cancelled') return 'Cancelled'
  const startsAt = session.startsAt.toISOString()
  if (endOf({ startsAt, durationMinutes: session.durationMinutes }) <= now) return 'Ended'
  return session.startsAt <= now ? 'Under way' : 'Scheduled'
}

/** Staff schedule, change and cancel the live sessions /webinar offers. */
export default async function WebinarsPage({
  searchParams,
}: {
  searchParams: Promise<{ edit?: string }>
}) {
  const { db } = await staffPage('content')
  const { edit } = await searchParams
  const editId = Number(edit)
  const editing =
    Number.isSafeInteger(editId) && editId > 0 ? await findWebinarSession(db, editId) : undefined
  const sessions = await listWebinarSessions(db)
  const now = new Date()
  const empty = emptyWebinarForm(webinarDefaults)
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">Webinar sessions</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          /webinar and the home page offer the next scheduled session until it ends; a cancelled or
          past session is never offered. Changes are public at once.
        </p>
      </div>

      <WebinarForm
        key={editing ? `edit-${editing.id}-${editing.updatedAt.getTime()}` : 'new'}
        id={editing?.id ?? null}
        initial={editing ? webinarFormValues(editing) : empty}
        empty={empty}
      />

      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-xl font-bold">
          All sessions
        </h2>
        {sessions.length === 0 ? (
          <p className="text-muted-foreground mt-3">No session has been added yet.</p>
        ) : (
          <StaffTable headings={['Session', 'Starts', 'Minutes', 'Seats', 'Status', 'Actions']}>
            {sessions.map((session) => {
              const times = sessionTimes({
                startsAt: session.startsAt.toISOString(),
                timeZone: session.timeZone,
              })
              const state = stateOf(session, now)
              return (
                <tr key={session.id} className="border-border border-t align-top">
                  <td className="px-3 py-3">
                    <span className="font-semibold">{session.title}</span>
                    <span className="text-muted-foreground block text-xs break-all">
                      {session.joinUrl}
                    </span>
                  </td>
                  <td className="px-3 py-3">
                    {times.local}
                    {times.ist ? (
                      <span className="text-muted-foreground block text-xs">{times.ist}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-3">{session.durationMinutes}</td>
                  <td className="px-3 py-3">{session.capacity ?? '—'}</td>
                  <td className="px-3 py-3">{state}</td>
                  <td className="px-3 py-3">
                    {state === 'Ended' ? (
                      <span className="text-muted-foreground">History</span>
                    ) : (
                      <div className="flex flex-wrap gap-2">
                        <Link
                          href={`/dashboard/webinars?edit=${session.id}`}
                          className={buttonVariants({ size: 'sm', variant: 'outline' })}
                          aria-label={`Edit ${session.title}`}
                        >
                          Edit
                        </Link>
                        <form action={setWebinarStatusAction}>
                          <input type="hidden" name="id" value={session.id} />
                          <input
                            type="hidden"
                            name="status"
                            value={session.status === 'cancelled' ? 'scheduled' : 'cancelled'}
                          />
                          <button
                            type="submit"
                            className={buttonVariants({ size: 'sm', variant: 'outline' })}
                            aria-label={`${session.status === 'cancelled' ? 'Reinstate' : 'Cancel'} ${session.title}`}
                          >
                            {session.status === 'cancelled' ? 'Reinstate' : 'Cancel session'}
                          </button>
                        </form>
                      </div>
                    )}
                  </td>
                </tr>
              )
            })}
          </StaffTable>
        )}
      </section>
    </div>
  )
}
