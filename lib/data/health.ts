import 'server-only'

import { sql } from 'drizzle-orm'

import { getDatabase } from '@/lib/db/client'

export type DatabaseStatus =
  { ok: true; kind: 'pglite' | 'postgres' } | { ok: false; error: string }

/** Whether the database answers a trivial query; for the health endpoint. */
export async function getDatabaseStatus(): Promise<DatabaseStatus> {
  try {
    const { db, kind } = await getDatabase()
    await db.execute(sql`select 1`)
    return { ok: true, kind }
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : 'An unknown error occurred',
    }
  }
}
