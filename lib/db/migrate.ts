import 'server-only'

import path from 'node:path'

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
