import path from 'node:path'

/**
 * Where things are kept beside the embedded database, named once for the server, the upload
 * store and the backup commands.
 */

/** The folder of uploaded images and videos inside DATA_DIR. */
export function uploadsDirOf(dataDir: string): string {
  return path.join(/* turbopackIgnore: true */ dataDir, 'uploads')
}

/** A backup's file name: when it was taken (UTC, sortable) and the migration it is at. */
export function backupFileName(at: Date, schemaTag: string): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
  return `backup-${stamp}-${schemaTag}.jsonl.gz`
}

/** The backups of a folder are the files named by backupFileName. */
export const BACKUP_FILE = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z-.+\.jsonl\.gz$/
