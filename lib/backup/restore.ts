import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import { loadBackup, verifyBackup, type BackupSummary } from '@/lib/backup/archive'
import { openDatabase, type DatabaseConfig } from '@/lib/db/client'
import { readLockHolder } from '@/lib/db/data-dir-lock.mjs'
import { knownMigrations, MIGRATIONS_FOLDER, readJournal } from '@/lib/db/journal'
import { rowsOf } from '@/lib/db/rows'
import { uploadsDirOf } from '@/lib/backup/paths'

/** Why a restore will not start; the command prints it and changes nothing. */
export class RestoreRefused extends Error {}

/** A copy of drizzle/ that ends at `tag`: the migrations a backup of that schema had seen. */
export async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-migrations-'))
  const journal = readJournal()
  const last = journal.entries.findIndex((entry) => entry.tag === tag)
  const entries = journal.entries.slice(0, last + 1)
  await fs.mkdir(path.join(folder, 'meta'))
  await fs.writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  )
  for (const entry of entries) {
    await fs.copyFile(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    )
  }
  return folder
}

/** Refuses unless the configured store is empty and nobody holds it. */
async function ensureFresh(config: DatabaseConfig): Promise<void> {
  if (config.kind === 'pglite') {
    const holder = readLockHolder(config.dataDir)
    if (holder) {
      throw new RestoreRefused(
        `A server (pid ${holder.pid}) holds ${config.dataDir}. Stop it before restoring.`,
      )
    }
    const held = await fs.readdir(path.join(config.dataDir, 'pgdata')).catch(() => [])
    if (held.length > 0) {
      throw new RestoreRefused(
        `${config.dataDir} already holds a database. Restore into a fresh folder: move this one aside (or set DATA_DIR to a new folder) and run the restore again.`,
      )
    }
    return
  }
  if (config.kind === 'postgres') {
    const handle = await openDatabase(config, { migrations: false })
    try {
      const [row] = rowsOf<{ count: number | string }>(
        await handle.db.execute(
          sql`select count(*) as count from information_schema.tables where table_schema = 'public'`,
        ),
      )
      if (Number(row?.count ?? 0) > 0) {
        throw new RestoreRefused(
          'The database in DATABASE_URL already has tables. Restore into a new, empty database (createdb), then point DATABASE_URL at it.',
        )
      }
    } finally {
      await handle.close()
    }
  }
}

/**
 * Restores `file` into the configured store, which must be fresh: the file is checked whole,
 * a file from a newer release is refused, the store is brought to the file's own migration,
 * its rows and files go in, and then every later migration runs, as at a server's start.
 */
export async function restoreBackup(
  config: DatabaseConfig,
  file: string,
): Promise<BackupSummary & { migratedTo: string }> {
  const summary = await verifyBackup(file)
  const known = knownMigrations()
  const newest = known.at(-1)!
  if (summary.schema.when > newest.when) {
    throw new RestoreRefused(
      `${path.basename(file)} comes from a newer release (its schema is at ${summary.schema.tag}; this release knows up to ${newest.tag}). Restore it with that release or a later one.`,
    )
  }
  if (!known.some((entry) => entry.when === summary.schema.when)) {
    throw new RestoreRefused(
      `${path.basename(file)} names a migration this release does not have (${summary.schema.tag}).`,
    )
  }
  await ensureFresh(config)
  const folder = await migrationsUpTo(summary.schema.tag)
  try {
    const atBackup = await openDatabase(config, { migrations: folder })
    try {
      await loadBackup(atBackup.db, file, {
        uploadsDir: config.kind === 'pglite' ? uploadsDirOf(config.dataDir) : undefined,
      })
    } finally {
      await atBackup.close()
    }
  } finally {
    await fs.rm(folder, { recursive: true, force: true })
  }
  // Forward to this release's schema, as a server's start would.
  const current = await openDatabase(config)
  await current.close()
  return { ...summary, migratedTo: newest.tag }
}
