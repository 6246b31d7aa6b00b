import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync, gunzipSync } from 'node:zlib'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { writeBackup } from '@/lib/backup/archive'
import { RestoreRefused, restoreBackup } from '@/lib/backup/restore'
import { uploadsDirOf } from '@/lib/backup/paths'
import { insertLead } from '@/lib/data/leads'
import { openDatabase } from '@/lib/db/client'
import { acquireDataDirLock, releaseDataDirLock } from '@/lib/db/data-dir-lock.mjs'

import { createScratchDatabase } from '../support/postgres'

/**
 * `npm run restore` as the command runs it (lib/backup/restore.ts), on folders of the
 * embedded database: into a fresh folder it brings back every row and file and migrates
 * forward; it refuses a folder a server holds, a folder that already has a database and a
 * file from a newer release, and changes nothing then.
 */
describe('restoring a backup into DATA_DIR (PGlite on disk)', () => {
  let root: string
  let file: string
  let leadId: string

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-'))
    const dataDir = path.join(root, 'live')
    const handle = await openDatabase({ kind: 'pglite', dataDir })
    try {
      ;({ id: leadId } = await insertLead(
        handle.db,
        {
          formType: 'callback',
          name: 'Restored Family',
          phone: '+919845073000',
          data: {},
          consentVersion: '2026-12-07',
        },
        'pending',
      ))
      await fs.mkdir(uploadsDirOf(dataDir), { recursive: true })
      await fs.writeFile(path.join(uploadsDirOf(dataDir), 'a.webp'), 'image bytes')
      file = path.join(root, 'backup.jsonl.gz')
      await writeBackup(handle.db, file, { uploadsDir: uploadsDirOf(dataDir) })
    } finally {
      await handle.close()
    }
  }, 60_000)
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true })
  })

  it('restores into a fresh folder: the lead, its pending delivery and the upload, at the newest migration', async () => {
    const dataDir = path.join(root, 'fresh')
    const result = await restoreBackup({ kind: 'pglite', dataDir }, file)
    expect(result.tables.leads).toBe(1)
    const handle = await openDatabase({ kind: 'pglite', dataDir }, { migrations: false })
    try {
      const rows = await handle.db.execute(
        sql`select l.name, d.state from leads l join lead_deliveries d on d.lead_id = l.id where l.id = ${leadId}`,
      )
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { name: 'Restored Family', state: 'pending' },
      ])
    } finally {
      await handle.close()
    }
    expect(await fs.readFile(path.join(uploadsDirOf(dataDir), 'a.webp'), 'utf8')).toBe(
      'image bytes',
    )
  }, 60_000)

  it('refuses a folder a server holds, a folder with a database, and a file from a newer release', async () => {
    const held = path.join(root, 'held')
    acquireDataDirLock(held, { port: 3999 })
    try {
      await expect(restoreBackup({ kind: 'pglite', dataDir: held }, file)).rejects.toThrow(
        /holds .*Stop it before restoring/,
      )
    } finally {
      releaseDataDirLock(held)
    }
    expect(await fs.readdir(held)).toEqual([])

    await expect(
      restoreBackup({ kind: 'pglite', dataDir: path.join(root, 'live') }, file),
    ).rejects.toBeInstanceOf(RestoreRefused)

    const lines = gunzipSync(await fs.readFile(file))
      .toString()
      .trimEnd()
      .split('\n')
    const header = JSON.parse(lines[0]!) as { schema: { tag: string; when: number } }
    header.schema = { tag: '9999_later', when: header.schema.when + 1 }
    const newer = path.join(root, 'newer.jsonl.gz')
    await fs.writeFile(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')))
    const untouched = path.join(root, 'untouched')
    await expect(restoreBackup({ kind: 'pglite', dataDir: untouched }, newer)).rejects.toThrow(
      /comes from a newer release/,
    )
    await expect(fs.access(untouched)).rejects.toThrow()
  }, 60_000)
})

const server = inject('postgres')

describe.skipIf('reason' in server)('restoring a backup into PostgreSQL (DATABASE_URL)', () => {
  it('restores an embedded database into a new, empty PostgreSQL database, and refuses one with tables', async () => {
    if ('reason' in server) return
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-pg-'))
    const empty = await createScratchDatabase(server)
    const used = await createScratchDatabase(server)
    try {
      const source = await openDatabase({ kind: 'pglite-memory' })
      const file = path.join(root, 'backup.jsonl.gz')
      try {
        await insertLead(
          source.db,
          {
            formType: 'callback',
            name: 'Moved Family',
            phone: '+919845073001',
            data: {},
            consentVersion: '2026-12-07',
          },
          'pending',
        )
        await writeBackup(source.db, file)
      } finally {
        await source.close()
      }
      const config = (scratch: typeof empty) =>
        ({ kind: 'postgres', url: scratch.url, options: scratch.options }) as const
      await (await openDatabase(config(used))).close()
      await expect(restoreBackup(config(used), file)).rejects.toThrow(/already has tables/)

      const result = await restoreBackup(config(empty), file)
      expect(result.tables.leads).toBe(1)
      const handle = await openDatabase(config(empty), { migrations: false })
      try {
        const rows = (await handle.db.execute(sql`select name from leads`)) as unknown as unknown[]
        expect(rows).toEqual([{ name: 'Moved Family' }])
      } finally {
        await handle.close()
      }
    } finally {
      await empty.drop()
      await used.drop()
      await fs.rm(root, { recursive: true, force: true })
    }
  }, 60_000)
})
