import 'server-only'

import { and, asc, eq, sql } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { builtInUniversities } from '@/data/universities'
import { databaseCacheKey, getDb } from '@/lib/db/client'
import { universities } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { FALLBACK_NOTICE } from '@/lib/universities/constants'
import {
  cardColumnNames,
  cardFromRow,
  countryColumnNames,
  countryUniversityFromRow,
  toCountryUniversity,
  type CountryUniversity,
  type CountryUniversityRow,
  fromCatalogue,
  fromRow,
  toCard,
  type University,
  type UniversityCard,
  type UniversityCardRow,
} from '@/lib/universities/model'

/** The cache tag of every catalogue read; a staff edit invalidates it. */
export const UNIVERSITIES_TAG = 'universities'
/** Catalogue reads are fresh for 5 minutes. */
export const CATALOGUE_REVALIDATE_SECONDS = 300
export { FALLBACK_NOTICE }

export type Catalogue = { universities: University[]; fromFallback: boolean }

/** The published universities, by id. */
export async function selectUniversities(db: Db): Promise<University[]> {
  const rows = await db
    .select()
    .from(universities)
    .where(eq(universities.published, true))
    .orderBy(asc(universities.id))
  return rows.map(fromRow)
}

export type RetryOptions = {
  retries?: number
  sleep?: (ms: number) => Promise<void>
}

/** The back-off: min(1000 x 2^n, 10000) ms before retry n (0-based). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000)
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Reads the catalogue, retried twice with the back-off of `retryDelay`. An empty result counts
 * as a failure; after the last attempt, the built-in list stands in.
 */
export async function readCatalogue(
  read: () => Promise<University[]>,
  options: RetryOptions = {},
): Promise<Catalogue> {
  const result = await withRetries(async () => {
    const list = await read()
    if (list.length === 0) throw new Error('The universities table is empty')
    return list
  }, options)
  return result.ok ? { universities: result.value, fromFallback: false } : builtInCatalogue()
}

export function builtInCatalogue(): Catalogue {
  return { universities: builtIn(), fromFallback: true }
}

/**
 * The universities as cards, reading only the columns a card shows: the published ones, or
 * with `everyOne` the unpublished too (the dashboard's list).
 */
export async function selectUniversityCards(
  db: Db,
  { everyOne = false }: { everyOne?: boolean } = {},
): Promise<UniversityCard[]> {
  const columns = Object.fromEntries(cardColumnNames.map((name) => [name, universities[name]]))
  const rows = (await db
    .select(columns)
    .from(universities)
    .where(everyOne ? undefined : eq(universities.published, true))
    .orderBy(asc(universities.id))) as UniversityCardRow[]
  return rows.map(cardFromRow)
}

/** One published university, or null. */
export async function selectUniversity(db: Db, id: number): Promise<University | null> {
  const [row] = await db
    .select()
    .from(universities)
    .where(and(eq(universities.id, id), eq(universities.published, true)))
  return row ? fromRow(row) : null
}

/** The published universities of one country (its lowercase slug), by id. */
export async function selectCountryUniversities(
  db: Db,
  slug: string,
): Promise<CountryUniversity[]> {
  const columns = Object.fromEntries(countryColumnNames.map((name) => [name, universities[name]]))
  const rows = (await db
    .select(columns)
    .from(universities)
    .where(
      and(eq(universities.published, true), sql`lower(trim(${universities.country})) = ${slug}`),
    )
    .orderBy(asc(universities.id))) as CountryUniversityRow[]
  return rows.map(countryUniversityFromRow)
}

const isBuilding = () => process.env.NEXT_PHASE === 'phase-production-build'
const builtIn = () => builtInUniversities.map(fromCatalogue)

class CatalogueUnavailable extends Error {}

/**
 * Next refuses to cache an entry over 2 MB, and then keeps serving the entry it had. A read
 * that large is served uncached (and said so in the log) rather than left to go stale.
 */
const CACHE_ENTRY_LIMIT_BYTES = 1.5 * 1024 * 1024

class TooLargeToCache extends Error {
  constructor(readonly value: unknown) {
    super('Too large to cache')
  }
}

/**
 * A catalogue read, cached across requests (and across instances, with the shared cache) under
 * the catalogue's tag, fresh for 5 minutes. The database is tried three times with the
 * back-off of `retryDelay`; when it cannot answer, nothing is cached and `fallback` serves the
 * built-in list, so the next request tries the database again.
 *
 * Each read is its own cache entry, sized by what the page shows: a list of cards, one
 * university, one country. Next refuses to cache an entry over 2 MB (and then keeps serving
 * the entry it had), so no read may grow with every field of the whole catalogue.
 */
function cachedCatalogueRead<Args extends unknown[], Result>(
  name: string,
  read: (db: Db, ...args: Args) => Promise<Result>,
  options: { emptyIsFailure?: (result: Result) => boolean } = {},
): (...args: Args) => Promise<Result> {
  let cached: ((...args: Args) => Promise<Result>) | undefined
  return (...args: Args) => {
    cached ??= unstable_cache(
      async (...inner: Args) => {
        const result = await withRetries(async () => {
          const value = await read(await getDb(), ...inner)
          if (options.emptyIsFailure?.(value)) throw new Error('The universities table is empty')
          return value
        })
        if (!result.ok) throw new CatalogueUnavailable()
        const bytes = Buffer.byteLength(JSON.stringify(result.value))
        if (bytes > CACHE_ENTRY_LIMIT_BYTES) {
          console.warn(
            `The catalogue read "${name}" is ${bytes} bytes, more than the cache takes: served uncached`,
          )
          throw new TooLargeToCache(result.value)
        }
        return result.value
      },
      [`${name}-v2`, databaseCacheKey()],
      { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [UNIVERSITIES_TAG] },
    )
    return cached(...args)
  }
}

/**
 * Runs `read`, retried with the back-off of `retryDelay`; `ok: false` once the retries are
 * spent (and logged).
 */
async function withRetries<T>(
  read: () => Promise<T>,
  { retries = 2, sleep = wait }: RetryOptions = {},
): Promise<{ ok: true; value: T } | { ok: false }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { ok: true, value: await read() }
    } catch (error) {
      if (attempt >= retries) {
        console.warn(
          `${FALLBACK_NOTICE} (${error instanceof Error ? error.message : String(error)})`,
        )
        return { ok: false }
      }
      await sleep(retryDelay(attempt))
    }
  }
}

/**
 * Serves `read` at run time and `fallback` during `next build` (the database is never opened
 * by a build) or when the database cannot be read.
 */
async function servedOrFallback<T>(
  read: () => Promise<T>,
  fallback: () => T,
): Promise<{ value: T; fromFallback: boolean }> {
  if (isBuilding()) return { value: fallback(), fromFallback: false }
  try {
    return { value: await read(), fromFallback: false }
  } catch (error) {
    if (error instanceof TooLargeToCache) return { value: error.value as T, fromFallback: false }
    if (!(error instanceof CatalogueUnavailable)) console.error(error)
    return { value: fallback(), fromFallback: true }
  }
}

const readCards = cachedCatalogueRead('university-cards', (db) => selectUniversityCards(db), {
  emptyIsFailure: (cards) => cards.length === 0,
})
const readUniversity = cachedCatalogueRead('university', selectUniversity)
const readCountry = cachedCatalogueRead('country-universities', selectCountryUniversities)

export type CardCatalogue = { cards: UniversityCard[]; fromFallback: boolean }

/**
 * Every published university as a card: the listing, the home page, the sitemaps and the
 * tools' pickers. About 0.6 KB a university, so 2,000 stay well inside one cache entry.
 * Read once per request.
 */
export const getCatalogueCards = cache(async function getCatalogueCards(): Promise<CardCatalogue> {
  const { value, fromFallback } = await servedOrFallback(readCards, () => builtIn().map(toCard))
  return { cards: value, fromFallback }
})

/** One university with every field, from its own cache entry. */
export const getUniversity = cache(async function getUniversity(
  id: number,
): Promise<{ university: University | undefined; fromFallback: boolean }> {
  const { value, fromFallback } = await servedOrFallback(
    () => readUniversity(id),
    () => builtIn().find((university) => university.id === id) ?? null,
  )
  return { university: value ?? undefined, fromFallback }
})

/**
 * The universities of one country as its pages show them (its guide, its catalogue page, its
 * worksheet): about 2.4 KB each.
 */
export const getCountryUniversities = cache(async function getCountryUniversities(
  slug: string,
): Promise<{ universities: CountryUniversity[]; fromFallback: boolean }> {
  const { value, fromFallback } = await servedOrFallback(
    () => readCountry(slug),
    () =>
      builtIn()
        .filter((university) => university.country === slug)
        .map(toCountryUniversity),
  )
  return { universities: value, fromFallback }
})
