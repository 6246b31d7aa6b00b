// npm run restore FILE: restores a backup into a fresh DATA_DIR (or the empty database of
// DATABASE_URL), then applies this release's later migrations. Refuses while a server holds
// the folder, into a store that already has data, and a file from a newer release.
import path from 'node:path'

import { RestoreRefused, restoreBackup } from '@/lib/backup/restore'
import { configFromEnv } from '@/lib/db/client'

async function main() {
  const file = process.argv[2]
  if (!file) {
    console.error('Usage: npm run restore FILE (a backup-….jsonl.gz file)')
    process.exit(2)
  }
  const started = performance.now()
  const config = configFromEnv()
  const result = await restoreBackup(config, path.resolve(file))
  const rows = Object.values(result.tables).reduce((n, count) => n + count, 0)
  console.log(
    `Restored ${path.basename(file)} (taken ${result.createdAt}, schema ${result.schema.tag}):\n` +
      `  ${rows} rows (${result.tables.leads ?? 0} leads), ${result.files} uploaded files, now at ${result.migratedTo}\n` +
      `  into ${config.kind === 'postgres' ? 'the database of DATABASE_URL' : config.kind === 'pglite' ? config.dataDir : 'memory'}\n` +
      `  took ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server as usual.`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof RestoreRefused) {
    console.error(`Restore refused: ${error.message}`)
    process.exit(2)
  }
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
