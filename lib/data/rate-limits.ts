import 'server-only'

import { sql } from 'drizzle-orm'

import type { Db } from '@/lib/db/types'
import { rateLimits } from '@/lib/db/schema'

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

/** Counts one hit against `key` in a fixed window of `windowMs` (see hitRateLimits). */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const [result] = await hitRateLimits(db, [{ key, limit, windowMs }], now)
  return result!
}

/** Deletes windows that ended long ago; called now and then so the table stays small. */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${olderThan.toISOString()}::timestamptz`)
    .returning({ key: rateLimits.key })
  return deleted.length
}

export type RateLimitHit = { key: string; limit: number; windowMs: number }

/**
 * Counts hits in fixed windows, atomically in the database, so concurrent requests and
 * several instances share one count. Many hits go in one statement: hits on one key are added together, and each hit is
 * judged by its place in that key's count, as if they had arrived one by one.
 */
export async function hitRateLimits(
  db: Db,
  hits: RateLimitHit[],
  now: Date = new Date(),
): Promise<RateLimitResult[]> {
  const byKey = new Map<string, { hits: number; windowMs: number }>()
  for (const hit of hits) {
    const entry = byKey.get(hit.key) ?? { hits: 0, windowMs: hit.windowMs }
    entry.hits += 1
    byKey.set(hit.key, entry)
  }
  const rows = await Promise.all(
    [...new Set(hits.map((h) => h.windowMs))].map(async (windowMs) => {
      const entries = [...byKey].filter(([, e]) => e.windowMs === windowMs)
      const floor = new Date(now.getTime() - windowMs).toISOString()
      return db
        .insert(rateLimits)
        .values(entries.map(([key, e]) => ({ key, windowStart: now, count: e.hits })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} <= ${floor}::timestamptz then excluded.count else ${rateLimits.count} + excluded.count end`,
            windowStart: sql`case when ${rateLimits.windowStart} <= ${floor}::timestamptz then excluded.window_start else ${rateLimits.windowStart} end`,
          },
        })
        .returning({
          key: rateLimits.key,
          count: rateLimits.count,
          windowStart: rateLimits.windowStart,
        })
    }),
  )
  const final = new Map(rows.flat().map((row) => [row.key, row]))
  const seen = new Map<string, number>()
  return hits.map((hit) => {
    const row = final.get(hit.key)!
    const entry = byKey.get(hit.key)!
    const index = (seen.get(hit.key) ?? 0) + 1
    seen.set(hit.key, index)
    const count = row.count - entry.hits + index
    const resetAt = row.windowStart.getTime() + hit.windowMs
    return {
      allowed: count <= hit.limit,
      remaining: Math.max(0, hit.limit - count),
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
    }
  })
}

/** The state of `key`'s window without counting a hit (for limits that count only failures). */
export async function peekRateLimit(
  db: Db,
  { key, limit, windowMs }: RateLimitHit,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`)
  const resetAt = row ? row.windowStart.getTime() + windowMs : 0
  if (!row || resetAt <= now.getTime()) {
    return { allowed: true, remaining: limit, retryAfterSeconds: 0 }
  }
  return {
    allowed: row.count < limit,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  }
}
