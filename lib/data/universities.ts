import 'server-only'

import { asc, eq } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { builtInUniversities } from '@/data/universities'
import { databaseCacheKey, getDb } from '@/lib/db/client'
import { universities } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { FALLBACK_NOTICE } from '@/lib/universities/constants'
import { fromCatalogue, fromRow, type University } from '@/lib/universities/model'

/** The cache tag of every catalogue read; a staff edit invalidates it. */
export const UNIVERSITIES_TAG = 'universities'
/** Catalogue reads are fresh for 5 minutes (spec 000 section 9). */
export const CATALOGUE_REVALIDATE_SECONDS = 300
export { FALLBACK_NOTICE }

export type Catalogue = { universities: University[]; fromFallback: boolean }

/** Every university, published or not, by id: the dashboard's list (never cached). */
export async function selectAllUniversities(db: Db): Promise<University[]> {
  const rows = await db.select().from(universities).orderBy(asc(universities.id))
  return rows.map(fromRow)
}

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

/** The spec's back-off: min(1000 x 2^n, 10000) ms before retry n (0-based). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000)
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Reads the catalogue, retried twice with the spec's back-off. An empty result counts as a
 * failure (spec 000 section 4); after the last attempt, the built-in list stands in.
 */
export async function readCatalogue(
  read: () => Promise<University[]>,
  { retries = 2, sleep = wait }: RetryOptions = {},
): Promise<Catalogue> {
  for (let attempt = 0; ; attempt++) {
    try {
      const list = await read()
      if (list.length > 0) return { universities: list, fromFallback: false }
      throw new Error('The universities table is empty')
    } catch (error) {
      if (attempt >= retries) {
        console.warn(
          `${FALLBACK_NOTICE} (${error instanceof Error ? error.message : String(error)})`,
        )
        return builtInCatalogue()
      }
      await sleep(retryDelay(attempt))
    }
  }
}

export function builtInCatalogue(): Catalogue {
  return { universities: builtInUniversities.map(fromCatalogue), fromFallback: true }
}

async function readFromDatabase(): Promise<University[]> {
  const catalogue = await readCatalogue(async () => selectUniversities(await getDb()))
  // Thrown, so the cache keeps no fallback and the next request tries the database again.
  if (catalogue.fromFallback) throw new CatalogueUnavailable()
  return catalogue.universities
}

class CatalogueUnavailable extends Error {}

let cachedRead: (() => Promise<University[]>) | undefined

function readCached(): Promise<University[]> {
  cachedRead ??= unstable_cache(
    readFromDatabase,
    ['universities-catalogue-v1', databaseCacheKey()],
    {
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      tags: [UNIVERSITIES_TAG],
    },
  )
  return cachedRead()
}

/**
 * The catalogue the public pages show. `next build` reads data/ (the database is never
 * opened during a build); at run time the database, cached for 5 minutes and invalidated by
 * a staff edit, with the built-in list served while the database cannot be read. Read once
 * per request: a page's metadata and its body share the result.
 */
export const getCatalogue = cache(async function getCatalogue(): Promise<Catalogue> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    return { universities: builtInUniversities.map(fromCatalogue), fromFallback: false }
  }
  try {
    return { universities: await readCached(), fromFallback: false }
  } catch (error) {
    if (!(error instanceof CatalogueUnavailable)) console.error(error)
    return builtInCatalogue()
  }
})

export async function getUniversity(
  id: number,
): Promise<{ university: University | undefined; fromFallback: boolean }> {
  const catalogue = await getCatalogue()
  return {
    university: catalogue.universities.find((university) => university.id === id),
    fromFallback: catalogue.fromFallback,
  }
}
