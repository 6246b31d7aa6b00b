import 'server-only'

import { sql } from 'drizzle-orm'

import { getDatabase } from '@/lib/db/client'
import { diskFullMessage, type DiskState } from '@/lib/db/disk-guard'

export type DatabaseStatus =
  | { ok: true; kind: 'pglite' | 'postgres'; disk?: DiskState }
  | { ok: false; error: string; disk?: DiskState }

/**
 * Whether the database answers a trivial query and, on the embedded one, has the disk space to
 * take new data; for the health endpoint.
 */
export async function getDatabaseStatus(): Promise<DatabaseStatus> {
  try {
    const { db, kind, disk } = await getDatabase()
    await db.execute(sql`select 1`)
    const state = await disk?.check()
    if (state && !state.writable) return { ok: false, error: diskFullMessage(state), disk: state }
    return { ok: true, kind, ...(state && { disk: state }) }
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : 'An unknown error occurred',
    }
  }
}
