import 'server-only'

import { and, asc, desc, eq, sql } from 'drizzle-orm'

import { CACHE_TAGS } from '@/lib/cache/tags'
import { taggedReadOr } from '@/lib/data/tagged-read'
import { webinarSessions, type WebinarStatus } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { WebinarInput } from '@/lib/validation/webinar'
import type { PublicWebinar } from '@/lib/webinars/sessions'

type Row = typeof webinarSessions.$inferSelect

/** A session as the dashboard shows it: everything, the join link included. */
export type StaffWebinar = WebinarInput & {
  id: number
  status: WebinarStatus
  updatedAt: Date
}

function staffWebinar(row: Row): StaffWebinar {
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt,
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    joinUrl: row.joinUrl,
    capacity: row.capacity,
    summary: row.summary,
    topics: row.topics,
    status: row.status,
    updatedAt: row.updatedAt,
  }
}

/** Every session, the latest start first: the dashboard's list (never cached). */
export async function listWebinarSessions(db: Db): Promise<StaffWebinar[]> {
  const rows = await db
    .select()
    .from(webinarSessions)
    .orderBy(desc(webinarSessions.startsAt), desc(webinarSessions.id))
  return rows.map(staffWebinar)
}

export async function findWebinarSession(db: Db, id: number): Promise<StaffWebinar | undefined> {
  const [row] = await db.select().from(webinarSessions).where(eq(webinarSessions.id, id))
  return row ? staffWebinar(row) : undefined
}

export async function createWebinarSession(db: Db, input: WebinarInput): Promise<number> {
  const [row] = await db
    .insert(webinarSessions)
    .values({ ...input, status: 'scheduled' })
    .returning({ id: webinarSessions.id })
  return row!.id
}

/** Changes a session's details (not its status); false when there is no such session. */
export async function updateWebinarSession(
  db: Db,
  id: number,
  input: WebinarInput,
): Promise<boolean> {
  const rows = await db
    .update(webinarSessions)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(webinarSessions.id, id))
    .returning({ id: webinarSessions.id })
  return rows.length > 0
}

/** Cancels a session (it stays listed as cancelled) or schedules it again. */
export async function setWebinarStatus(
  db: Db,
  id: number,
  status: WebinarStatus,
): Promise<boolean> {
  const rows = await db
    .update(webinarSessions)
    .set({ status, updatedAt: new Date() })
    .where(eq(webinarSessions.id, id))
    .returning({ id: webinarSessions.id })
  return rows.length > 0
}

/**
 * The scheduled sessions that have not ended at `now`, earliest first, without their join
 * links: what the public pages choose from.
 */
export async function selectComingWebinars(db: Db, now: Date): Promise<PublicWebinar[]> {
  const rows = await db
    .select()
    .from(webinarSessions)
    .where(
      and(
        eq(webinarSessions.status, 'scheduled'),
        sql`${webinarSessions.startsAt} + ${webinarSessions.durationMinutes} * interval '1 minute' > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(webinarSessions.startsAt), asc(webinarSessions.id))
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    summary: row.summary,
    topics: row.topics,
    status: row.status,
  }))
}

/**
 * The sessions the public pages may offer: cached for 5 minutes and invalidated by a staff
 * change; the caller picks with `offeredWebinar` at its own moment, so one that ended since
 * the read is never offered. None while the site is built (the database is not opened then)
 * or when the database cannot be read: the pages then invite visitors to the next session.
 */
export const getComingWebinars = taggedReadOr(
  'webinar-sessions-v1',
  CACHE_TAGS.webinars,
  (db) => selectComingWebinars(db, new Date()),
  (): PublicWebinar[] => [],
  'Reading the webinar sessions failed; offering none',
)
