import 'server-only'

import { createHash } from 'node:crypto'
import path from 'node:path'

import { acquireDataDirLock, releaseDataDirLock } from '@/lib/db/data-dir-lock.mjs'
import {
  DISK_RESERVE_BYTES,
  diskFullMessage,
  freeBytes,
  guardDisk,
  type DiskGuard,
} from '@/lib/db/disk-guard'
import { knownMigrations, MIGRATIONS_FOLDER } from '@/lib/db/journal'
import { pendingMigrations, runMigrations } from '@/lib/db/migrate'
import { ensureAdmin } from '@/lib/auth/admin'
import { seedUniversitiesIfEmpty } from '@/lib/db/seed'
import * as schema from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { env } from '@/lib/env'

/** The migration the schema and the seeded rows are at (drizzle/meta/_journal.json). */
const NEWEST_MIGRATION = knownMigrations().at(-1)?.tag ?? ''

const MIGRATION_LOCK_ID = 727_001

export type { Db }

export type DatabaseHandle = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** The embedded database's watch on its disk (a PostgreSQL server minds its own). */
  disk?: DiskGuard
}

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'postgres'; url: string; options?: Record<string, unknown> }

/**
 * Opens a database and applies the migrations in drizzle/. Used by the server and the tests.
 * `migrations` names another folder of them (a restore brings a database to a backup's own
 * migration first), or false to apply none (a backup reads a database as it is).
 * `beforeMigrating` runs first when a database that has data is about to be migrated (the
 * server backs it up then).
 */
export async function openDatabase(
  config: DatabaseConfig,
  {
    migrations = MIGRATIONS_FOLDER,
    beforeMigrating,
  }: { migrations?: string | false; beforeMigrating?: (db: Db) => Promise<void> } = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const [{ default: postgres }, { drizzle }] = await Promise.all([
      import('postgres'),
      import('drizzle-orm/postgres-js'),
    ])
    const options = { onnotice: () => {}, ...config.options }
    // Migrations run on one connection under an advisory lock, so instances starting
    // together apply them once.
    const migrator = postgres(config.url, { ...options, max: 1 })
    try {
      if (migrations) {
        await migrator`select pg_advisory_lock(${MIGRATION_LOCK_ID})`
        const migratorDb = drizzle({ client: migrator, schema }) as unknown as Db
        if (beforeMigrating && (await pendingMigrations(migratorDb))) {
          await beforeMigrating(migratorDb)
        }
        await runMigrations(migratorDb, 'postgres', migrations)
        await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`
      }
    } finally {
      await migrator.end({ timeout: 5 })
    }
    // A request waits at most 10 s for a connection (postgres.js waits 30 s by default), so a
    // family's post to a server that hangs is answered 503 rather than left to time out; the
    // migrations at start keep the default, as a busy server may be slow to let them in.
    const client = postgres(config.url, { max: 10, connect_timeout: 10, ...options })
    const db = drizzle({ client, schema }) as unknown as Db
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) }
  }

  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ])
  const dataDir = config.kind === 'pglite' ? config.dataDir : undefined
  if (dataDir) acquireDataDirLock(dataDir)
  try {
    // Opening on a full disk fails after seconds of work on this thread; every request would
    // try again, so it is refused at once until there is room.
    if (dataDir) {
      const free = await freeBytes(dataDir)
      if (free < DISK_RESERVE_BYTES) {
        throw new Error(
          diskFullMessage({ writable: false, freeBytes: free, reserveBytes: DISK_RESERVE_BYTES }),
        )
      }
    }
    const client = dataDir
      ? await PGlite.create(path.join(/* turbopackIgnore: true */ dataDir, 'pgdata'))
      : await PGlite.create()
    const db = drizzle({ client, schema }) as unknown as Db
    if (migrations) {
      if (beforeMigrating && (await pendingMigrations(db))) await beforeMigrating(db)
      await runMigrations(db, 'pglite', migrations)
    }
    const disk = dataDir
      ? guardDisk(dataDir, (readOnly) =>
          client
            .exec(`set default_transaction_read_only = ${readOnly ? 'on' : 'off'}`)
            .then(() => undefined),
        )
      : undefined
    await disk?.check()
    return {
      db,
      kind: 'pglite',
      disk,
      close: async () => {
        disk?.stop()
        await client.close()
        if (dataDir) releaseDataDirLock(dataDir)
      },
    }
  } catch (error) {
    if (dataDir) releaseDataDirLock(dataDir)
    throw error
  }
}

export function configFromEnv(): DatabaseConfig {
  const { DATABASE_URL, DATA_DIR } = env()
  return DATABASE_URL
    ? { kind: 'postgres', url: DATABASE_URL }
    : { kind: 'pglite', dataDir: DATA_DIR }
}

/**
 * A short name of the configured database, at its newest migration, for cache keys. Next's
 * data cache lives in .next/ (or the shared Redis) and outlives the process and the release:
 * a server started on another database must not be served this one's data, and a release
 * whose migrations changed rows or their shape must not be served what an earlier release
 * read (stale-while-revalidate would show it to the first visitor of each page).
 */
export function databaseCacheKey(): string {
  const config = configFromEnv()
  const identity =
    config.kind === 'postgres'
      ? config.url
      : config.kind === 'pglite'
        ? path.resolve(config.dataDir)
        : 'memory'
  return createHash('sha256').update(`${identity}\n${NEWEST_MIGRATION}`).digest('hex').slice(0, 16)
}

// Next may load this module once per server bundle; the handle is per process, so it lives
// on globalThis.
const HANDLE = Symbol.for('mbbs.database')
type Global = typeof globalThis & { [HANDLE]?: Promise<DatabaseHandle> }

function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/**
 * The process's database, opened lazily on first use and shared by every caller, so a
 * first burst of requests opens it once. Never opened by `next build`.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (isBuildPhase()) {
    throw new Error('The database is not opened during `next build`; build-time pages read data/.')
  }
  const store = globalThis as Global
  store[HANDLE] ??= openDatabase(configFromEnv(), { beforeMigrating: backupBeforeMigrating })
    .then(async (handle) => {
      // A catalogue that cannot be seeded must not stop leads being stored: the public
      // pages serve the built-in list while the table is empty.
      await seedUniversitiesIfEmpty(handle.db).catch((error: unknown) => {
        console.error('Seeding the universities table failed:', error)
      })
      // Not awaited: its scrypt hash (a few hundred milliseconds) must not hold up the first
      // request, which may be a lead.
      void ensureAdmin(handle.db).catch((error: unknown) => {
        console.error('Creating the admin account failed:', error)
      })
      return handle
    })
    .catch((error: unknown) => {
      store[HANDLE] = undefined
      throw error
    })
  return store[HANDLE]
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db
}

/**
 * With BACKUP_DIR set, a start that is about to migrate a database holding data backs it up
 * first; a failed backup stops the start, since a migration that then went wrong could not
 * be undone.
 */
async function backupBeforeMigrating(db: Db): Promise<void> {
  const { takeBackup } = await import('@/lib/backup/schedule')
  const record = await takeBackup(db, 'before migrating')
  if (record && !record.ok) {
    throw new Error(`The backup before migrating failed (${record.error}); nothing was migrated.`)
  }
}

/** Closes the process's database if it was opened. */
export async function closeDatabase(): Promise<void> {
  const store = globalThis as Global
  const pending = store[HANDLE]
  store[HANDLE] = undefined
  if (pending) await (await pending).close()
}
