import 'server-only'

import { sql } from 'drizzle-orm'

import { builtInUniversities } from '@/data/universities'
import type { CatalogueUniversity } from '@/data/universities/types'
import { universities } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { catalogueRow } from '@/lib/universities/model'

/**
 * Inserts the built-in catalogue when the table has no rows, keeping ids 1 to 47, and moves
 * the id sequence past them so the dashboard's next id is 48. Instances starting together
 * insert once: a row that is already there is skipped.
 */
export async function seedUniversitiesIfEmpty(
  db: Db,
  entries: readonly CatalogueUniversity[] = builtInUniversities,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(universities)
    if (count > 0 || entries.length === 0) return 0
    const inserted = await tx
      .insert(universities)
      .values(entries.map(catalogueRow))
      .onConflictDoNothing({ target: universities.id })
      .returning({ id: universities.id })
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('universities', 'id'), (select max(id) from universities))`,
    )
    return inserted.length
  })
}
