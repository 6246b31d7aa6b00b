// npm run backup: one checked backup file of the configured store in BACKUP_DIR (./backups by
// default). On the embedded database held by a running server, that server writes it (only
// one process may open the folder); otherwise this command opens the store itself, applying
// no migration, and holds the folder's lock while it reads.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { schemaVersion, writeBackup, type BackupSummary } from '@/lib/backup/archive'
import { backupFileName, uploadsDirOf } from '@/lib/backup/paths'
import { readBackupToken } from '@/lib/backup/token'
import { configFromEnv, openDatabase } from '@/lib/db/client'
import { readLockHolder } from '@/lib/db/data-dir-lock.mjs'

async function throughServer(dataDir: string, port: number, dir: string) {
  const token = readBackupToken(dataDir)
  if (!token) throw new Error(`The server holding ${dataDir} left no backup token: restart it.`)
  const response = await fetch(`http://127.0.0.1:${port}/api/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ dir }),
  })
  const body = (await response.json().catch(() => ({}))) as { error?: string }
  if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}`)
  return body as BackupSummary & { file: string }
}

async function main() {
  const started = performance.now()
  const config = configFromEnv()
  const dir = path.resolve(process.env.BACKUP_DIR || 'backups')
  let result: BackupSummary & { file: string }
  const holder = config.kind === 'pglite' ? readLockHolder(config.dataDir) : null
  if (config.kind === 'pglite' && holder) {
    if (!holder.port) throw new Error(`A server holds ${config.dataDir} but gave no port.`)
    result = await throughServer(config.dataDir, holder.port, dir)
  } else {
    if (config.kind === 'pglite' && !existsSync(path.join(config.dataDir, 'pgdata'))) {
      throw new Error(`There is no database in ${config.dataDir} (DATA_DIR) to back up.`)
    }
    const handle = await openDatabase(config, { migrations: false })
    try {
      const file = path.join(dir, backupFileName(new Date(), (await schemaVersion(handle.db)).tag))
      const uploadsDir = config.kind === 'pglite' ? uploadsDirOf(config.dataDir) : undefined
      result = { file, ...(await writeBackup(handle.db, file, { uploadsDir })) }
    } finally {
      await handle.close()
    }
  }
  const rows = Object.values(result.tables).reduce((n, count) => n + count, 0)
  console.log(
    `Backup written and checked: ${result.file}\n` +
      `  ${(result.bytes / 1024).toFixed(0)} KB, ${rows} rows in ${Object.keys(result.tables).length} tables (${result.tables.leads ?? 0} leads), ${result.files} uploaded files, schema ${result.schema.tag}\n` +
      `  took ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
