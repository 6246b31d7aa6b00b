import 'server-only'

import { eq } from 'drizzle-orm'

import { builtInUniversities } from '@/data/universities'
import { getDb } from '@/lib/db/client'
import { universities } from '@/lib/db/schema'

/**
 * Which university ids and country slugs exist, for the proxy to answer an address that names
 * none with an uncached 404: a page rendered for every id or slug anyone types would write a
 * cache entry each, without end. Kept in the process and read again at most once a second,
 * when an address names something the copy does not hold (a university added a moment ago on
 * another instance is found then).
 */
type Index = { ids: Set<number>; countries: Set<string>; published: number; readAt: number }

const INDEX = Symbol.for('mbbs.catalogueIndex')
const REREAD_MS = 1000

type IndexGlobal = typeof globalThis & { [INDEX]?: { index?: Index; reading?: Promise<Index> } }

async function readIndex(): Promise<Index> {
  const db = await getDb()
  const stored = await db
    .select({ id: universities.id, country: universities.country })
    .from(universities)
    .where(eq(universities.published, true))
  // An empty table is served as the built-in catalogue (lib/data/universities.ts).
  const rows = stored.length > 0 ? stored : builtInUniversities
  return {
    ids: new Set(rows.map((row) => row.id)),
    countries: new Set(rows.map((row) => row.country.trim().toLowerCase())),
    published: rows.length,
    readAt: Date.now(),
  }
}

/** The index, read again when `stale` says so and the copy is over a second old. */
async function index(stale: (index: Index) => boolean): Promise<Index | null> {
  const state = ((globalThis as IndexGlobal)[INDEX] ??= {})
  try {
    const held = state.index
    if (held && (!stale(held) || Date.now() - held.readAt < REREAD_MS)) return held
    state.reading ??= readIndex().finally(() => (state.reading = undefined))
    state.index = await state.reading
    return state.index
  } catch {
    // The database cannot be read: the pages serve the built-in catalogue; let them answer.
    return null
  }
}

/** False only when the database says no published university has this id. */
export async function universityMayExist(id: number): Promise<boolean> {
  const found = await index((held) => !held.ids.has(id))
  return !found || found.ids.has(id)
}

/** False only when the database says no published university is in this country. */
export async function countryHasUniversities(slug: string): Promise<boolean> {
  const found = await index((held) => !held.countries.has(slug))
  return !found || found.countries.has(slug)
}

/** How many universities are published (null when the database cannot say). */
export async function publishedCount(): Promise<number | null> {
  const found = await index(() => false)
  return found ? found.published : null
}
