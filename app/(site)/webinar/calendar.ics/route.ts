import { site } from '@/lib/site'
import { endOf, upcomingWebinar } from '@/data/webinars'
import { icsEvent } from '@/lib/calendar'

export const dynamic = 'force-dynamic'

/** GET /webinar/calendar.ics: the next webinar as a calendar file; 404 when none is scheduled. */
export function GET() {
  const webinar = upcomingWebinar()
  if (!webinar) return new Response('No webinar is scheduled.', { status: 404 })
  const body = icsEvent({
    uid: `${webinar.id}@${new URL(site.url).host}`,
    title: `${site.name} webinar: ${webinar.title}`,
    description: `${webinar.summary}\n\nThe joining link is sent to registered participants.`,
    start: new Date(webinar.startsAt),
    end: endOf(webinar),
    url: `${site.url}/webinar`,
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${webinar.id}.ics"`,
    },
  })
}
