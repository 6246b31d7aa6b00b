import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { builtInClaims } from '@/data/claims'
import { listClaims, publishable, saveClaim, selectClaims } from '@/lib/data/claims'
import {
  createWebinarSession,
  findWebinarSession,
  listWebinarSessions,
  selectComingWebinars,
  setWebinarStatus,
  updateWebinarSession,
} from '@/lib/data/webinars'
import type { DatabaseHandle } from '@/lib/db/client'
import { siteClaims, webinarSessions } from '@/lib/db/schema'
import { webinarFormSchema, webinarInput, type WebinarInput } from '@/lib/validation/webinar'
import { offeredWebinar } from '@/lib/webinars/sessions'

import { testBackends } from '../support/backends'

const now = new Date('2026-11-20T10:00:00Z')
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000)

const session = (title: string, startsAt: Date, extra: Partial<WebinarInput> = {}) => ({
  title,
  startsAt,
  timeZone: 'Asia/Kolkata',
  durationMinutes: 90,
  joinUrl: 'https://meet.example.com/secret-room',
  capacity: null,
  summary: 'A live session for students and parents.',
  topics: ['Fees', 'FMGL 2021'],
  ...extra,
})

describe.each(testBackends())('staff-managed content on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }

  beforeAll(async () => {
    handle = await open()
  })
  afterAll(async () => {
    await handle.close()
    await handle.drop?.()
  })

  it('a session round-trips from the form through the row and back, zone and all', async () => {
    const input = webinarInput(
      webinarFormSchema.parse({
        title: 'MBBS in Russia: the 2027 intake',
        date: '2099-02-01',
        time: '17:00',
        timeZone: 'Europe/Moscow',
        durationMinutes: '75',
        joinUrl: 'https://meet.example.com/ru-2027',
        capacity: '120',
        summary: 'Fees, hostels and the language of clinical years.',
        topics: 'Fees\nHostels',
      }),
    )
    const id = await createWebinarSession(handle.db, input)
    const stored = await findWebinarSession(handle.db, id)
    expect(stored).toMatchObject({ ...input, id, status: 'scheduled' })
    expect(stored?.startsAt.toISOString()).toBe('2099-02-01T14:00:00.000Z')
    const [row] = await handle.db.select().from(webinarSessions).where(eq(webinarSessions.id, id))
    expect(row).toMatchObject({ timeZone: 'Europe/Moscow', capacity: 120, durationMinutes: 75 })

    expect(
      await updateWebinarSession(handle.db, id, { ...input, title: 'Renamed', capacity: null }),
    ).toBe(true)
    expect(await findWebinarSession(handle.db, id)).toMatchObject({
      title: 'Renamed',
      capacity: null,
      status: 'scheduled',
    })
    expect(await updateWebinarSession(handle.db, 999_999, input)).toBe(false)
    await handle.db.delete(webinarSessions)
  })

  it('offers the next scheduled session: never a past, ended or cancelled one', async () => {
    const past = await createWebinarSession(handle.db, session('Past', hours(-48)))
    const underWay = await createWebinarSession(handle.db, session('Under way', hours(-1)))
    const cancelled = await createWebinarSession(handle.db, session('Cancelled', hours(2)))
    const next = await createWebinarSession(handle.db, session('Next', hours(24)))
    await setWebinarStatus(handle.db, cancelled, 'cancelled')

    const coming = await selectComingWebinars(handle.db, now)
    expect(coming.map((s) => s.title)).toEqual(['Under way', 'Next'])
    // What the public pages get has no join link.
    expect(Object.keys(coming[0]!)).not.toContain('joinUrl')
    expect(JSON.stringify(coming)).not.toContain('secret-room')
    expect(offeredWebinar(coming, now)?.id).toBe(underWay)
    // Two hours on, the one under way has ended; the cancelled one is still not offered.
    const later = hours(2)
    expect(offeredWebinar(await selectComingWebinars(handle.db, later), later)?.id).toBe(next)

    // Cancelled stays listed as cancelled; reinstated, it is offered again.
    const listed = await listWebinarSessions(handle.db)
    expect(listed.map((s) => [s.title, s.status])).toEqual([
      ['Next', 'scheduled'],
      ['Cancelled', 'cancelled'],
      ['Under way', 'scheduled'],
      ['Past', 'scheduled'],
    ])
    expect(await setWebinarStatus(handle.db, cancelled, 'scheduled')).toBe(true)
    expect(offeredWebinar(await selectComingWebinars(handle.db, later), later)?.id).toBe(cancelled)
    expect(await setWebinarStatus(handle.db, 999_999, 'cancelled')).toBe(false)
    expect(past).toBeGreaterThan(0)
    await handle.db.delete(webinarSessions)
  })

  it('the table refuses a duration outside 15-480 minutes', async () => {
    await expect(
      createWebinarSession(handle.db, session('Too long', hours(24), { durationMinutes: 481 })),
    ).rejects.toThrow()
  })

  it('claims: built-in until recorded, shown only with evidence and date, hidden once cleared', async () => {
    const defaults = await listClaims(handle.db)
    expect(defaults.map((c) => c.key)).toEqual(builtInClaims.map((c) => c.key))
    expect(defaults.every((c) => c.evidence === '' && c.updatedBy === null)).toBe(true)
    expect(publishable(await selectClaims(handle.db))).toEqual([])

    const claim = {
      key: 'yearsInBusiness' as const,
      value: '12',
      label: 'Years helping students',
      evidence: 'Registered as a firm in Davanagere in 2014',
      asOf: '2026-11-01',
    }
    await saveClaim(handle.db, claim, 'admin@clinic.example')
    expect(publishable(await selectClaims(handle.db))).toEqual([
      {
        key: 'yearsInBusiness',
        value: '12',
        label: 'Years helping students',
        evidence: { note: 'Registered as a firm in Davanagere in 2014', asOf: '2026-11-01' },
      },
    ])

    // Saved again without evidence: one row, stored as null, and nothing to show.
    await saveClaim(handle.db, { ...claim, evidence: '' }, 'admin@clinic.example')
    const rows = await handle.db.select().from(siteClaims)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ key: 'yearsInBusiness', evidence: null, asOf: '2026-11-01' })
    expect(publishable(await selectClaims(handle.db))).toEqual([])
    expect((await listClaims(handle.db)).find((c) => c.key === 'yearsInBusiness')).toMatchObject({
      value: '12',
      evidence: '',
      updatedBy: 'admin@clinic.example',
    })
  })
})
