import { Video } from 'lucide'

import { WebinarRegistrationDialog } from '@/components/leads/webinar-registration-dialog'
import { Icon } from '@/components/ui/icon'
import { nextSessionInterest } from '@/data/webinars'
import { sessionWhen, webinarLeadId, type PublicWebinar } from '@/lib/webinars/sessions'

/**
 * The home page's webinar promotion: registration in a dialog, then on to /webinar (without
 * JavaScript, its button leads to the registration form there). It shows
 * the session /webinar offers; without one, the dialog asks for an invitation to the next.
 */
export function HomeWebinar({ upcoming }: { upcoming: PublicWebinar | undefined }) {
  const session = upcoming
    ? { id: webinarLeadId(upcoming), title: upcoming.title }
    : nextSessionInterest
  const when = upcoming
    ? `${sessionWhen(upcoming)}.`
    : 'The next date will be announced soon: register and we will invite you.'
  return (
    <section id="webinar" aria-labelledby="webinar-heading" className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Icon icon={Video} className="size-10 shrink-0 text-teal-300" />
          <div>
            <h2 id="webinar-heading" className="text-2xl font-bold">
              Free webinar: {session.title}
            </h2>
            <p className="mt-2 text-slate-300">{when}</p>
          </div>
        </div>
        <WebinarRegistrationDialog webinar={session} when={when} href="/webinar#register" />
      </div>
    </section>
  )
}
