import 'server-only'

import { sql } from 'drizzle-orm'

import type { Db } from '@/lib/db/client'
import { rateLimits } from '@/lib/db/schema'

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

/**
 * Counts one hit against `key` in a fixed window of `windowMs`, atomically in the database,
 * so concurrent requests and several instances share one count.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStartFloor = new Date(now.getTime() - windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
  if (!row) throw new Error(`Rate limit upsert for ${key} returned no row`)
  const resetAt = row.windowStart.getTime() + windowMs
  return {
    allowed: row.count <= limit,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  }
}

/** Deletes windows that ended long ago; called now and then so the table stays small. */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${olderThan.toISOString()}::timestamptz`)
    .returning({ key: rateLimits.key })
  return deleted.length
}
