/**
 * Webinar sessions as the public pages see them, and the rules that decide which one is
 * offered. Pure functions: the pages, the .ics route, the dashboard and the tests share them.
 */

import { formatTime, IST } from '@/lib/dates'

export { IST }

/** A session without its join link: the link goes to registrants only, never to a page. */
export type PublicWebinar = {
  id: number
  title: string
  /** The instant it starts, ISO 8601 (UTC). */
  startsAt: string
  /** The IANA zone it was planned in; times are shown in it (and in IST when different). */
  timeZone: string
  durationMinutes: number
  capacity: number | null
  summary: string
  topics: string[]
  status: 'scheduled' | 'cancelled'
}

export function endOf(session: Pick<PublicWebinar, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(new Date(session.startsAt).getTime() + session.durationMinutes * 60_000)
}

/**
 * The session offered for registration at `at`: the earliest scheduled one that has not ended
 * by then. A session under way is still offered (late joiners are welcome); a cancelled or
 * ended one never is. Pages cached for a while pass `at` = now + their cache life, so no copy
 * of the page offers a session after it has ended.
 */
export function offeredWebinar<
  T extends Pick<PublicWebinar, 'startsAt' | 'durationMinutes' | 'status'>,
>(sessions: readonly T[], at: Date): T | undefined {
  return sessions
    .filter((session) => session.status === 'scheduled' && endOf(session) > at)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0]
}

/**
 * The public pages that show a session are cached for up to 5 minutes (`revalidate = 300`);
 * they offer only a session that will not have ended by the time their copy expires, and the
 * .ics file follows the same rule so it always holds the session the page offers.
 */
export const OFFER_MARGIN_MS = 5 * 60_000

/** The session the public pages offer now (see OFFER_MARGIN_MS). */
export function offeredWebinarNow<
  T extends Pick<PublicWebinar, 'startsAt' | 'durationMinutes' | 'status'>,
>(sessions: readonly T[], now: Date = new Date()): T | undefined {
  return offeredWebinar(sessions, new Date(now.getTime() + OFFER_MARGIN_MS))
}

/** The id a registration for this session carries in its lead (`webinarId`). */
export function webinarLeadId(session: Pick<PublicWebinar, 'id'>): string {
  return `session-${session.id}`
}

const formatIn = (iso: string, timeZone: string) =>
  formatTime(new Date(iso), { timeZone, weekday: true })

/**
 * When a session starts, in words: in its own zone, and in IST too when the two clocks
 * differ at that moment (a zone with the same offset as India needs no second time).
 */
export function sessionTimes(session: Pick<PublicWebinar, 'startsAt' | 'timeZone'>): {
  local: string
  ist: string | null
} {
  const local = formatIn(session.startsAt, session.timeZone)
  const sameClock =
    session.timeZone === IST ||
    wallTimeIn(session.startsAt, session.timeZone) === wallTimeIn(session.startsAt, IST)
  return { local, ist: sameClock ? null : formatIn(session.startsAt, IST) }
}

/** One line for a page: "Monday, 7 Dec 2026, 6:00 pm IST, 90 minutes". */
export function sessionWhen(
  session: Pick<PublicWebinar, 'startsAt' | 'timeZone' | 'durationMinutes'>,
): string {
  const { local, ist } = sessionTimes(session)
  return `${local}${ist ? ` (${ist})` : ''}, ${session.durationMinutes} minutes`
}

const wallParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })

/** The wall-clock date and time of an instant in a zone, as "YYYY-MM-DDTHH:MM". */
export function wallTimeIn(iso: string | Date, timeZone: string): string {
  const parts = Object.fromEntries(
    wallParts(timeZone)
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/**
 * The instant a zone's clock shows `date` `time` ("2026-12-07", "18:00"), or null when that
 * wall time does not exist there (the hour skipped when clocks go forward).
 */
export function instantOf(date: string, time: string, timeZone: string): Date | null {
  const wanted = `${date}T${time}`
  const asUtc = Date.parse(`${wanted}:00Z`)
  if (Number.isNaN(asUtc)) return null
  // The offset at a guess, applied twice: the second pass settles a guess that crossed a
  // clock change. An ambiguous hour (clocks going back) resolves to one of its two instants.
  let instant = asUtc
  for (let pass = 0; pass < 2; pass++) {
    const shown = Date.parse(`${wallTimeIn(new Date(instant), timeZone)}:00Z`)
    instant += asUtc - shown
  }
  return wallTimeIn(new Date(instant), timeZone) === wanted ? new Date(instant) : null
}

/** Whether the runtime knows this IANA zone. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/**
 * The zones the dashboard offers: India first, then the destinations of the catalogue and
 * where families abroad often live. Canonical IANA names (Asia/Kolkata, not Asia/Calcutta).
 */
export const webinarTimeZones = [
  { value: 'Asia/Kolkata', label: 'India (Asia/Kolkata, IST)' },
  { value: 'Asia/Kathmandu', label: 'Nepal (Asia/Kathmandu)' },
  { value: 'Asia/Dhaka', label: 'Bangladesh (Asia/Dhaka)' },
  { value: 'Asia/Dubai', label: 'UAE (Asia/Dubai)' },
  { value: 'Asia/Riyadh', label: 'Saudi Arabia (Asia/Riyadh)' },
  { value: 'Asia/Qatar', label: 'Qatar (Asia/Qatar)' },
  { value: 'Asia/Tashkent', label: 'Uzbekistan (Asia/Tashkent)' },
  { value: 'Asia/Almaty', label: 'Kazakhstan (Asia/Almaty)' },
  { value: 'Asia/Bishkek', label: 'Kyrgyzstan (Asia/Bishkek)' },
  { value: 'Asia/Tbilisi', label: 'Georgia (Asia/Tbilisi)' },
  { value: 'Asia/Kuala_Lumpur', label: 'Malaysia (Asia/Kuala_Lumpur)' },
  { value: 'Asia/Manila', label: 'Philippines (Asia/Manila)' },
  { value: 'Asia/Singapore', label: 'Singapore (Asia/Singapore)' },
  { value: 'Europe/Moscow', label: 'Russia, Moscow (Europe/Moscow)' },
  { value: 'Europe/Minsk', label: 'Belarus (Europe/Minsk)' },
  { value: 'Europe/Chisinau', label: 'Moldova (Europe/Chisinau)' },
  { value: 'Europe/Sofia', label: 'Bulgaria (Europe/Sofia)' },
  { value: 'Europe/Sarajevo', label: 'Bosnia (Europe/Sarajevo)' },
  { value: 'Europe/London', label: 'United Kingdom (Europe/London)' },
  { value: 'America/New_York', label: 'US Eastern (America/New_York)' },
  { value: 'America/Los_Angeles', label: 'US Pacific (America/Los_Angeles)' },
  { value: 'Australia/Sydney', label: 'Australia, Sydney (Australia/Sydney)' },
  { value: 'UTC', label: 'UTC' },
] as const
