import 'server-only'

import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import type { CacheTag } from '@/lib/cache/tags'
import { databaseCacheKey, getDb } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'

/** Cached reads are fresh for 5 minutes; a staff change invalidates them at once. */
export const READ_REVALIDATE_SECONDS = 300

const isBuilding = () => process.env.NEXT_PHASE === 'phase-production-build'

export type RetryOptions = {
  retries?: number
  sleep?: (ms: number) => Promise<void>
}

/** The back-off: min(1000 x 2^n, 10000) ms before retry n (0-based). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000)
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `read`, retried with the back-off of `retryDelay`; the last failure is thrown. */
export async function withRetries<T>(
  read: () => Promise<T>,
  { retries = 2, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      if (attempt >= retries) throw error
      await sleep(retryDelay(attempt))
    }
  }
}

/**
 * Next refuses to cache an entry over 2 MB, and then keeps serving the entry it had. A read
 * that large is served uncached (and said so in the log) rather than left to go stale.
 */
const CACHE_ENTRY_LIMIT_BYTES = 1.5 * 1024 * 1024

/** Thrown by a read too large to cache; it carries the value, to serve uncached. */
export class TooLargeToCache extends Error {
  constructor(readonly value: unknown) {
    super('Too large to cache')
  }
}

/**
 * A database read cached across requests (and across instances, with the shared cache) under
 * `tag`, tried `retries` more times with the back-off when it fails. During `next build` the
 * database is never opened: `atBuild` answers instead, read through the same tag, so a page
 * built from it carries the tag and is rebuilt from the database at the first staff change,
 * like any page rendered later.
 */
export function taggedRead<Args extends unknown[], Result>(
  name: string,
  tag: CacheTag,
  read: (db: Db, ...args: Args) => Promise<Result>,
  atBuild: (...args: Args) => Result,
  { retries = 0 }: { retries?: number } = {},
): (...args: Args) => Promise<Result> {
  let cached: ((...args: Args) => Promise<Result>) | undefined
  const options = { tags: [tag], revalidate: READ_REVALIDATE_SECONDS }
  return (...args: Args) => {
    if (isBuilding()) {
      // Keyed by the value itself: Next keeps its data cache from one build to the next, and
      // a build must never be served the built-in data of an earlier one.
      const value = atBuild(...args)
      const digest = createHash('sha256').update(JSON.stringify(value)).digest('hex')
      return unstable_cache(async () => value, [name, 'build', digest], options)()
    }
    cached ??= unstable_cache(
      async (...inner: Args) => {
        const value = await withRetries(async () => read(await getDb(), ...inner), {
          retries,
        })
        const bytes = Buffer.byteLength(JSON.stringify(value))
        if (bytes > CACHE_ENTRY_LIMIT_BYTES) {
          console.warn(
            `The read "${name}" is ${bytes} bytes, more than the cache takes: served uncached`,
          )
          throw new TooLargeToCache(value)
        }
        return value
      },
      [name, databaseCacheKey()],
      options,
    )
    return cached(...args)
  }
}

/**
 * `read`, or `fallback` when it fails (the failure logged under `failed`); nothing is cached
 * then, so the next request tries again. A value too large to cache is served uncached.
 */
export async function servedOrFallback<T>(
  read: () => Promise<T>,
  fallback: () => T,
  failed: string,
): Promise<{ value: T; fromFallback: boolean }> {
  try {
    return { value: await read(), fromFallback: false }
  } catch (error) {
    if (error instanceof TooLargeToCache) return { value: error.value as T, fromFallback: false }
    console.error(`${failed} (${error instanceof Error ? error.message : String(error)})`)
    return { value: fallback(), fromFallback: true }
  }
}

/** A tagged read that never fails a page: `fallback` answers when the database cannot. */
export function taggedReadOr<Args extends unknown[], Result>(
  name: string,
  tag: CacheTag,
  read: (db: Db, ...args: Args) => Promise<Result>,
  fallback: (...args: Args) => Result,
  failed: string,
): (...args: Args) => Promise<Result> {
  const tagged = taggedRead(name, tag, read, fallback)
  return async (...args: Args) =>
    (
      await servedOrFallback(
        () => tagged(...args),
        () => fallback(...args),
        failed,
      )
    ).value
}
