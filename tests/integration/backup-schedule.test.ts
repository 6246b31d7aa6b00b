import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { verifyBackup } from '@/lib/backup/archive'
import { migrationsUpTo } from '@/lib/backup/restore'
import { backupHealth, takeBackup, type BackupConfig } from '@/lib/backup/schedule'
import { openDatabase, type Db } from '@/lib/db/client'
import { knownMigrations } from '@/lib/db/journal'

/**
 * The server's own backups: a file checked and kept, BACKUP_COMMAND run on it (a real `cp`
 * standing in for rclone or aws s3 cp), a failing command or backup recorded and shown to the
 * health check, and a backup taken before a start migrates a database that has data.
 */
describe('the server’s backups (PGlite on disk)', () => {
  let root: string
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-schedule-'))
  })
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true })
  })

  const config = (changes: Partial<BackupConfig> = {}): BackupConfig => ({
    dir: path.join(root, 'backups'),
    intervalHours: 24,
    keepDaily: 7,
    keepWeekly: 4,
    command: undefined,
    uploadsDir: undefined,
    ...changes,
  })

  it('takes a checked backup, copies it with BACKUP_COMMAND, and reports a failed copy and a failed backup', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' })
    try {
      const offsite = path.join(root, 'offsite')
      await fs.mkdir(offsite)
      const good = await takeBackup(
        handle.db,
        'scheduled',
        config({ command: `cp "$BACKUP_FILE" ${offsite}/` }),
      )
      expect(good).toMatchObject({ ok: true, reason: 'scheduled', copy: { ok: true } })
      const copied = path.join(offsite, path.basename(good!.file!))
      expect((await verifyBackup(copied)).bytes).toBe(good!.bytes)
      expect(await backupHealth(config())).toMatchObject({ warning: null, ageHours: 0 })

      const uncopied = await takeBackup(
        handle.db,
        'scheduled',
        config({ command: 'echo no route to the bucket >&2; exit 3' }),
      )
      expect(uncopied!.copy).toEqual({ ok: false, detail: 'exit 3: no route to the bucket' })
      expect((await backupHealth(config()))!.warning).toMatch(/not copied off the machine/)

      // A database that does not answer: the failure is kept beside the files and reported.
      const closed = await openDatabase({ kind: 'pglite-memory' })
      await closed.close()
      const failed = await takeBackup(closed.db, 'scheduled', config())
      expect(failed).toMatchObject({ ok: false, reason: 'scheduled' })
      expect((await backupHealth(config()))!.warning).toBe(
        'The last backup failed: see the server log or the dashboard.',
      )
      // The last good one is still the one before.
      expect((await backupHealth(config()))!.lastGoodAt).not.toBeNull()
    } finally {
      await handle.close()
    }
    // A day and three hours later the last good backup is late.
    const later = new Date(Date.now() + 27 * 3_600_000)
    expect((await backupHealth(config(), later))!.warning).toMatch(/hours old \(more than 26\)/)
  })

  it('backs up a database that has data before a start migrates it, and not a fresh or current one', async () => {
    const dataDir = path.join(root, 'older')
    const known = knownMigrations()
    const folder = await migrationsUpTo(known.at(-2)!.tag)
    const older = await openDatabase({ kind: 'pglite', dataDir }, { migrations: folder })
    await older.close()
    await fs.rm(folder, { recursive: true, force: true })

    const calls: string[] = []
    const before = (label: string) => async (db: Db) => {
      calls.push(label)
      const record = await takeBackup(
        db,
        'before migrating',
        config({ dir: path.join(root, 'pre') }),
      )
      expect(record!.ok).toBe(true)
    }
    const upgraded = await openDatabase(
      { kind: 'pglite', dataDir },
      { beforeMigrating: before('older') },
    )
    await upgraded.close()
    const again = await openDatabase(
      { kind: 'pglite', dataDir },
      { beforeMigrating: before('current') },
    )
    await again.close()
    const fresh = await openDatabase(
      { kind: 'pglite-memory' },
      { beforeMigrating: before('fresh') },
    )
    await fresh.close()
    expect(calls).toEqual(['older'])
    const [file] = (await fs.readdir(path.join(root, 'pre'))).filter((name) => name.endsWith('.gz'))
    // The backup holds the database as it was, at the migration before the newest.
    expect((await verifyBackup(path.join(root, 'pre', file!))).schema.tag).toBe(known.at(-2)!.tag)
  }, 60_000)
})
