import { describe, expect, it } from 'vitest'

import {
  instantOf,
  offeredWebinar,
  offeredWebinarNow,
  OFFER_MARGIN_MS,
  sessionTimes,
  sessionWhen,
  type PublicWebinar,
} from '@/lib/webinars/sessions'

const now = new Date('2026-11-20T10:00:00Z')
const minutes = (n: number) => n * 60_000

function session(id: number, startsAt: Date, extra: Partial<PublicWebinar> = {}): PublicWebinar {
  return {
    id,
    title: `Session ${id}`,
    startsAt: startsAt.toISOString(),
    timeZone: 'Asia/Kolkata',
    durationMinutes: 90,
    capacity: null,
    summary: 'A live session for students and parents.',
    topics: [],
    status: 'scheduled',
    ...extra,
  }
}

const at = (offsetMinutes: number) => new Date(now.getTime() + minutes(offsetMinutes))

describe('the session offered for registration', () => {
  it('is the earliest scheduled session that has not ended', () => {
    const later = session(1, at(60 * 48))
    const sooner = session(2, at(60 * 24))
    expect(offeredWebinar([later, sooner], now)?.id).toBe(2)
  })

  it('is never a past session', () => {
    expect(offeredWebinar([session(1, at(-60 * 24))], now)).toBeUndefined()
  })

  it('is never a cancelled session, even the soonest', () => {
    const cancelled = session(1, at(60), { status: 'cancelled' })
    const next = session(2, at(60 * 24))
    expect(offeredWebinar([cancelled, next], now)?.id).toBe(2)
    expect(offeredWebinar([cancelled], now)).toBeUndefined()
  })

  it('is still a session under way, and not one that has started and ended', () => {
    expect(offeredWebinar([session(1, at(-30))], now)?.id).toBe(1) // 30 of 90 minutes in
    expect(offeredWebinar([session(1, at(-90))], now)).toBeUndefined() // ends right now
    expect(offeredWebinar([session(1, at(-91))], now)).toBeUndefined()
  })

  it('on cached pages, stops before a copy could outlive the session', () => {
    // Ends 3 minutes from now: a page cached for 5 minutes must not offer it.
    const ending = session(1, at(-87))
    expect(offeredWebinar([ending], now)?.id).toBe(1)
    expect(offeredWebinarNow([ending], now)).toBeUndefined()
    expect(OFFER_MARGIN_MS).toBe(minutes(5))
    // The next one takes its place.
    expect(offeredWebinarNow([ending, session(2, at(60))], now)?.id).toBe(2)
  })

  it('compares instants, whatever zone each session was planned in', () => {
    // 18:00 in Moscow (15:00 UTC) starts after 19:00 in India (13:30 UTC).
    const moscow = session(1, instantOf('2026-12-07', '18:00', 'Europe/Moscow')!, {
      timeZone: 'Europe/Moscow',
    })
    const india = session(2, instantOf('2026-12-07', '19:00', 'Asia/Kolkata')!)
    expect(offeredWebinar([moscow, india], now)?.id).toBe(2)
  })
})

describe('session times', () => {
  it('turns a wall time in a zone into the instant', () => {
    expect(instantOf('2026-12-07', '18:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-12-07T12:30:00.000Z',
    )
    // London keeps summer time in July (UTC+1) but not in December.
    expect(instantOf('2027-07-01', '12:00', 'Europe/London')?.toISOString()).toBe(
      '2027-07-01T11:00:00.000Z',
    )
    expect(instantOf('2026-12-01', '12:00', 'Europe/London')?.toISOString()).toBe(
      '2026-12-01T12:00:00.000Z',
    )
  })

  it('knows an hour skipped when the clocks go forward does not exist', () => {
    expect(instantOf('2027-03-14', '02:30', 'America/New_York')).toBeNull()
    expect(instantOf('2027-03-14', '03:30', 'America/New_York')?.toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    )
  })

  it('shows the session zone, and IST beside it only when the clocks differ', () => {
    const startsAt = '2026-12-07T12:30:00.000Z'
    expect(sessionTimes({ startsAt, timeZone: 'Asia/Kolkata' })).toEqual({
      local: 'Monday, 7 Dec 2026, 6:00 pm IST',
      ist: null,
    })
    expect(sessionTimes({ startsAt, timeZone: 'Europe/Moscow' })).toEqual({
      local: 'Monday, 7 Dec 2026, 3:30 pm Moscow time',
      ist: 'Monday, 7 Dec 2026, 6:00 pm IST',
    })
    // Colombo keeps India's clock: no second time.
    expect(sessionTimes({ startsAt, timeZone: 'Asia/Colombo' }).ist).toBeNull()
    expect(sessionWhen({ startsAt, timeZone: 'Asia/Tbilisi', durationMinutes: 60 })).toBe(
      'Monday, 7 Dec 2026, 4:30 pm Tbilisi time (Monday, 7 Dec 2026, 6:00 pm IST), 60 minutes',
    )
  })
})
