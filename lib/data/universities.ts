import 'server-only'

import { and, asc, eq, sql } from 'drizzle-orm'
import { cache } from 'react'

import { builtInUniversities } from '@/data/universities'
import { CACHE_TAGS } from '@/lib/cache/tags'
import {
  servedOrFallback,
  taggedRead,
  withRetries,
  type RetryOptions,
} from '@/lib/data/tagged-read'
import { getDb } from '@/lib/db/client'
import { universities } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { FALLBACK_NOTICE } from '@/lib/universities/constants'
import {
  cardColumnNames,
  cardFromRow,
  catalogueRow,
  countryColumnNames,
  countryUniversityFromRow,
  type CountryUniversity,
  type CountryUniversityRow,
  fromRow,
  type University,
  type UniversityCard,
  type UniversityCardRow,
} from '@/lib/universities/model'

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

/**
 * Reads the catalogue, retried twice with the back-off of `retryDelay`. An empty result counts
 * as a failure; after the last attempt, the built-in list stands in.
 */
export async function readCatalogue(
  read: () => Promise<University[]>,
  options: RetryOptions = {},
): Promise<Catalogue> {
  try {
    return { universities: await withRetries(() => nonEmpty(read()), options), fromFallback: false }
  } catch (error) {
    console.warn(`${FALLBACK_NOTICE} (${error instanceof Error ? error.message : String(error)})`)
    return builtInCatalogue()
  }
}

/** An empty catalogue counts as a failed read: the built-in list stands in. */
async function nonEmpty<T>(list: Promise<T[]>): Promise<T[]> {
  const value = await list
  if (value.length === 0) throw new Error('The universities table is empty')
  return value
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

/**
 * One university read fresh from the database, published or not (the preview page, which
 * shows an unpublished one to staff only), or undefined.
 */
export async function readFreshUniversity(
  id: number,
): Promise<{ university: University; published: boolean } | undefined> {
  const [row] = await (await getDb()).select().from(universities).where(eq(universities.id, id))
  return row ? { university: fromRow(row), published: row.published } : undefined
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

/** The built-in list as rows: the same mappers read them as read the database's. */
const builtInRows = () => builtInUniversities.map(catalogueRow)
const builtIn = () => builtInRows().map(fromRow)

/**
 * A catalogue read (each its own cache entry, sized by what the page shows: a list of cards,
 * one university, one country), tried three times with the back-off of `retryDelay`. An
 * entry an earlier release left is never read as the new shape (a card without `admitting`
 * would read as a university that takes no one): the key names the newest migration
 * (`databaseCacheKey`), and the suffix moves when a shape changes without one.
 */
function catalogueRead<Args extends unknown[], Result>(
  name: string,
  read: (db: Db, ...args: Args) => Promise<Result>,
  atBuild: (...args: Args) => Result,
) {
  return taggedRead(`${name}-v3`, CACHE_TAGS.universities, read, atBuild, { retries: 2 })
}

const builtInCards = () => builtInRows().map(cardFromRow)
const builtInUniversity = (id: number) =>
  builtIn().find((university) => university.id === id) ?? null
const builtInCountry = (slug: string) =>
  builtInRows()
    .filter((row) => row.country === slug)
    .map(countryUniversityFromRow)

const readCards = catalogueRead(
  'university-cards',
  (db) => nonEmpty(selectUniversityCards(db)),
  builtInCards,
)
const readUniversity = catalogueRead('university', selectUniversity, builtInUniversity)
const readCountry = catalogueRead('country-universities', selectCountryUniversities, builtInCountry)
export type CardCatalogue = { cards: UniversityCard[]; fromFallback: boolean }

/**
 * Every published university as a card: the listing, the home page, the sitemaps and the
 * tools' pickers. About 0.6 KB a university, so 2,000 stay well inside one cache entry.
 * Read once per request.
 */
export const getCatalogueCards = cache(async function getCatalogueCards(): Promise<CardCatalogue> {
  const { value, fromFallback } = await servedOrFallback(readCards, builtInCards, FALLBACK_NOTICE)
  return { cards: value, fromFallback }
})

/** One university with every field, from its own cache entry. */
export const getUniversity = cache(async function getUniversity(
  id: number,
): Promise<{ university: University | undefined; fromFallback: boolean }> {
  const { value, fromFallback } = await servedOrFallback(
    () => readUniversity(id),
    () => builtInUniversity(id),
    FALLBACK_NOTICE,
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
    () => builtInCountry(slug),
    FALLBACK_NOTICE,
  )
  return { universities: value, fromFallback }
})
