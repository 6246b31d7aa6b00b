import { getComingWebinars } from '@/lib/data/webinars'
import { icsEvent } from '@/lib/calendar'
import { site } from '@/lib/site'
import { endOf, offeredWebinarNow } from '@/lib/webinars/sessions'

export const dynamic = 'force-dynamic'

/**
 * GET /webinar/calendar.ics: the session /webinar offers, as a calendar file; 404 when none
 * is offered (none scheduled, the next one cancelled or over). The file is public, so it
 * carries no join link: registrants get that from staff.
 */
export async function GET() {
  const webinar = offeredWebinarNow(await getComingWebinars())
  if (!webinar) return new Response('No webinar is scheduled.', { status: 404 })
  const body = icsEvent({
    uid: `webinar-session-${webinar.id}@${new URL(site.url).host}`,
    title: `${site.name} webinar: ${webinar.title}`,
    description: `${webinar.summary}\n\nThe joining link is sent to registered participants.`,
    start: new Date(webinar.startsAt),
    end: endOf(webinar),
    url: `${site.url}/webinar`,
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="webinar-session-${webinar.id}.ics"`,
      'Cache-Control': 'no-store',
    },
  })
}
