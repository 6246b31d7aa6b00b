import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import type { Db } from '@/lib/db/types'

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle')

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
  const journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] }
  try {
    const result = (await db.execute(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    )) as unknown
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      count: number | string
    }[]
    const applied = Number(rows[0]?.count ?? 0)
    return applied === 0 ? null : Math.max(0, journal.entries.length - applied)
  } catch {
    return null
  }
}
