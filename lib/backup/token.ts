import { randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Only one process may open the embedded database, so `npm run backup` asks the server that
 * holds DATA_DIR to write the file. It proves it runs on this machine as the server's user by
 * reading this token, which the server writes at start, readable by that user alone.
 */
export const BACKUP_TOKEN_FILE = 'backup.token'

export function backupTokenPath(dataDir: string): string {
  return path.join(/* turbopackIgnore: true */ dataDir, BACKUP_TOKEN_FILE)
}

/** A new token for this run of the server, written with mode 0600. */
export function writeBackupToken(dataDir: string): string {
  const token = randomBytes(32).toString('hex')
  fs.mkdirSync(dataDir, { recursive: true })
  const file = backupTokenPath(dataDir)
  fs.rmSync(file, { force: true })
  fs.writeFileSync(file, token, { mode: 0o600, flag: 'wx' })
  return token
}

export function readBackupToken(dataDir: string): string | null {
  try {
    return fs.readFileSync(backupTokenPath(dataDir), 'utf8').trim()
  } catch {
    return null
  }
}

export function tokenMatches(expected: string | null, given: string | null): boolean {
  if (!expected || !given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
