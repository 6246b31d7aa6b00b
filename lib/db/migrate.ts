import 'server-only'

import { sql } from 'drizzle-orm'

import { MIGRATIONS_FOLDER, readJournal } from '@/lib/db/journal'
import { rowsOf } from '@/lib/db/rows'
import type { Db } from '@/lib/db/types'

/** Applies the SQL migrations in `folder` (drizzle/) that the database has not seen yet. */
export async function runMigrations(
  db: Db,
  kind: 'pglite' | 'postgres',
  folder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  if (kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(db as never, { migrationsFolder: folder })
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator')
    await migrate(db as never, { migrationsFolder: folder })
  }
}

/**
 * How many of the migrations in drizzle/ the database has not applied; null for a database
 * that has none applied (a fresh one, with nothing to lose).
 */
export async function pendingMigrations(db: Db): Promise<number | null> {
  try {
    const [row] = rowsOf<{ count: number | string }>(
      await db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
    )
    const applied = Number(row?.count ?? 0)
    return applied === 0 ? null : Math.max(0, readJournal().entries.length - applied)
  } catch {
    return null
  }
}
