import { CalendarPlus, Clock, UserRound, Users } from 'lucide'
import type { Metadata } from 'next'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { WebinarQuestionForm } from '@/components/leads/webinar-question-form'
import { WebinarRegistrationForm } from '@/components/leads/webinar-registration'
import { WebinarRegistrationDialog } from '@/components/leads/webinar-registration-dialog'
import { JsonLd } from '@/components/seo/json-ld'
import { buttonVariants } from '@/components/ui/button'
import { nextSessionInterest, presenters, webinarDefaults } from '@/data/webinars'
import { getComingWebinars } from '@/lib/data/webinars'
import { pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'
import {
  endOf,
  offeredWebinarNow,
  sessionTimes,
  sessionWhen,
  webinarLeadId,
} from '@/lib/webinars/sessions'

export const metadata: Metadata = pageMetadata({
  title: 'Free MBBS Abroad Webinar',
  description:
    'A free live webinar for students and parents on MBBS abroad: choosing a country and university, the real costs, NEET, FMGL 2021 and FMGE. Register, or ask your question in advance.',
  path: '/webinar',
})

// Regenerated at least every 5 minutes (OFFER_MARGIN_MS), and at once when staff change a
// session.
export const revalidate = 300

export default async function WebinarPage() {
  const upcoming = offeredWebinarNow(await getComingWebinars())
  const target = upcoming
    ? { id: webinarLeadId(upcoming), title: upcoming.title }
    : nextSessionInterest
  const about = upcoming ?? webinarDefaults
  const times = upcoming ? sessionTimes(upcoming) : null
  return (
    <>
      {upcoming ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: upcoming.title,
            description: upcoming.summary,
            startDate: upcoming.startsAt,
            endDate: endOf(upcoming).toISOString(),
            eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
            eventStatus: 'https://schema.org/EventScheduled',
            location: { '@type': 'VirtualLocation', url: `${site.url}/webinar` },
            organizer: { '@type': 'Organization', name: site.name, url: site.url },
            isAccessibleForFree: true,
            ...(upcoming.capacity ? { maximumAttendeeCapacity: upcoming.capacity } : {}),
            offers: {
              '@type': 'Offer',
              price: 0,
              priceCurrency: 'INR',
              url: `${site.url}/webinar`,
              availability: 'https://schema.org/InStock',
            },
          }}
        />
      ) : null}
      <section className="bg-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <p className="text-primary font-semibold">Free live webinar</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {upcoming ? upcoming.title : 'MBBS abroad: the next free webinar'}
          </h1>
          {upcoming && times ? (
            <>
              <div className="mt-4 flex items-start gap-2 text-lg">
                <Icon icon={Clock} className="text-primary mt-1 size-5 shrink-0" />
                <p>
                  <time dateTime={upcoming.startsAt}>{times.local}</time>
                  {times.ist ? <span className="block">({times.ist})</span> : null}
                  <span className="text-muted-foreground block text-base">
                    {upcoming.durationMinutes} minutes, online
                  </span>
                </p>
              </div>
              {upcoming.capacity ? (
                <p className="mt-2 flex items-center gap-2">
                  <Icon icon={Users} className="text-primary size-5 shrink-0" />
                  {upcoming.capacity} seats
                </p>
              ) : null}
              <div className="mt-6 flex flex-wrap gap-3">
                <WebinarRegistrationDialog
                  webinar={target}
                  when={sessionWhen(upcoming)}
                  href="#register"
                  triggerLabel="Join Webinar Now"
                  goToWebinarPage={false}
                />
                <a
                  href="/webinar/calendar.ics"
                  className={buttonVariants({ size: 'lg', variant: 'outline' })}
                >
                  <Icon icon={CalendarPlus} /> Add to calendar
                </a>
              </div>
              <p className="text-muted-foreground mt-3 text-sm">
                The joining link is sent to registered participants by e-mail.
              </p>
            </>
          ) : (
            <div className="border-border mt-6 max-w-2xl rounded-lg border bg-white p-4">
              <p className="font-semibold">The next session has not been scheduled yet.</p>
              <p className="text-muted-foreground mt-1">
                Register below and we will invite you, or{' '}
                <Link href="/contact" className="text-primary underline">
                  request a callback
                </Link>{' '}
                to talk to a counsellor now.
              </p>
            </div>
          )}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="space-y-10">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-bold">
              About the webinar
            </h2>
            <p className="text-muted-foreground mt-3">{about.summary}</p>
            {about.topics.length > 0 ? (
              <ul className="mt-4 list-disc space-y-1 pl-5">
                {about.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            ) : null}
          </section>
          <section aria-labelledby="presenters-heading">
            <h2 id="presenters-heading" className="text-2xl font-bold">
              Presenters
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {presenters.map((presenter) => (
                <li key={presenter.role} className="border-border flex gap-3 rounded-lg border p-4">
                  <Icon icon={UserRound} className="text-primary size-8 shrink-0" />
                  <div>
                    <h3 className="font-semibold">{presenter.role}</h3>
                    <p className="text-muted-foreground mt-1 text-sm">{presenter.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="question-heading">
            <h2 id="question-heading" className="text-2xl font-bold">
              Ask a question in advance
            </h2>
            <p className="text-muted-foreground mt-1 mb-4">
              The presenters answer the most common questions live.
            </p>
            <WebinarQuestionForm webinarId={target.id} />
          </section>
        </div>
        <aside
          id="register"
          aria-labelledby="register-heading"
          className="border-border h-fit rounded-2xl border bg-white p-6 shadow-sm"
        >
          <h2 id="register-heading" className="text-xl font-bold">
            {upcoming ? 'Register for this session' : 'Get invited to the next session'}
          </h2>
          <div className="mt-4">
            <WebinarRegistrationForm webinar={target} />
          </div>
        </aside>
      </div>
    </>
  )
}
