import 'server-only'

import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'

import { schemaVersion, writeBackup } from '@/lib/backup/archive'
import { BACKUP_FILE, backupFileName, uploadsDirOf } from '@/lib/backup/paths'
import { getDatabase } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'
import { env } from '@/lib/env'

/**
 * The server's own backups, when BACKUP_DIR is set: one every BACKUP_INTERVAL_HOURS (24),
 * the newest of each of the last BACKUP_KEEP_DAILY days (7) and BACKUP_KEEP_WEEKLY weeks (4)
 * kept, BACKUP_COMMAND run after each to copy the file off the machine, and one before a
 * start applies a migration. The outcome of the last one is kept beside the files
 * (last-backup.json), for the health check and the admin; a failure is logged and kept too,
 * never silent.
 */

export type BackupRecord = {
  at: string
  ok: boolean
  reason: string
  file?: string
  bytes?: number
  error?: string
  /** BACKUP_COMMAND's outcome, when one is set. */
  copy?: { ok: boolean; detail: string }
}

const STATUS_FILE = 'last-backup.json'
/** A backup older than this is reported as late (a day and two hours' grace). */
export const BACKUP_LATE_HOURS = 26

export function backupConfig() {
  const config = env()
  if (!config.BACKUP_DIR) return null
  return {
    dir: config.BACKUP_DIR,
    intervalHours: config.BACKUP_INTERVAL_HOURS,
    keepDaily: config.BACKUP_KEEP_DAILY,
    keepWeekly: config.BACKUP_KEEP_WEEKLY,
    command: config.BACKUP_COMMAND,
    uploadsDir: config.DATABASE_URL ? undefined : uploadsDirOf(config.DATA_DIR),
  }
}

export async function readBackupStatus(dir: string): Promise<BackupRecord | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, STATUS_FILE), 'utf8')) as BackupRecord
  } catch {
    return null
  }
}

/**
 * The last good backup's time: the newer of the status file's (when it succeeded) and the
 * newest file's name (a backup taken by `npm run backup` into the same folder counts too).
 */
async function lastGood(dir: string, status: BackupRecord | null): Promise<Date | null> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) =>
    BACKUP_FILE.test(name),
  )
  const newest = names.sort().at(-1)
  const stamp = newest?.slice(7, 27).replace(/T(\d\d)-(\d\d)-(\d\d)Z/, 'T$1:$2:$3Z')
  const times = [status?.ok ? Date.parse(status.at) : NaN, stamp ? Date.parse(stamp) : NaN]
  const best = Math.max(...times.filter((time) => !Number.isNaN(time)))
  return Number.isFinite(best) ? new Date(best) : null
}

/**
 * The files to delete: all but the newest of each of the last `keepDaily` days and the
 * newest of each of the last `keepWeekly` ISO weeks that have a backup (UTC). The newest
 * file is always kept.
 */
export function backupsToDelete(
  names: readonly string[],
  { keepDaily, keepWeekly }: { keepDaily: number; keepWeekly: number },
): string[] {
  const files = names
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse()
  const day = (name: string) => name.slice(7, 17)
  const week = (name: string) => {
    const date = new Date(`${day(name)}T00:00:00Z`)
    // Monday of the ISO week.
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
    return date.toISOString().slice(0, 10)
  }
  const keep = new Set<string>(files.slice(0, 1))
  for (const [group, limit] of [
    [day, keepDaily],
    [week, keepWeekly],
  ] as const) {
    const seen = new Set<string>()
    for (const name of files) {
      const key = group(name)
      if (seen.has(key)) continue
      seen.add(key)
      if (seen.size > limit) break
      keep.add(name)
    }
  }
  return files.filter((name) => !keep.has(name))
}

function runCommand(command: string, file: string): Promise<{ ok: boolean; detail: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], {
      env: { ...process.env, BACKUP_FILE: file },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000)
    })
    child.on('error', (error) => resolve({ ok: false, detail: error.message }))
    child.on('close', (code) =>
      resolve(
        code === 0
          ? { ok: true, detail: 'copied' }
          : { ok: false, detail: `exit ${code}${stderr ? `: ${stderr.trim()}` : ''}` },
      ),
    )
  })
}

/** Takes one backup of `db` into the configured folder, then prunes and copies it. */
export type BackupConfig = NonNullable<ReturnType<typeof backupConfig>>

export async function takeBackup(
  db: Db,
  reason: string,
  config: BackupConfig | null = backupConfig(),
): Promise<BackupRecord | null> {
  if (!config) return null
  const at = new Date()
  let record: BackupRecord
  try {
    const file = path.join(config.dir, backupFileName(at, (await schemaVersion(db)).tag))
    const summary = await writeBackup(db, file, { uploadsDir: config.uploadsDir })
    record = { at: at.toISOString(), ok: true, reason, file, bytes: summary.bytes }
    const names = await fs.readdir(config.dir)
    for (const name of backupsToDelete(names, config)) {
      await fs.rm(path.join(config.dir, name), { force: true })
    }
    if (config.command) {
      record.copy = await runCommand(config.command, file)
      if (!record.copy.ok) console.error(`BACKUP_COMMAND failed for ${file}: ${record.copy.detail}`)
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`Backup failed (${reason}): ${message}`)
    record = { at: at.toISOString(), ok: false, reason, error: message }
  }
  await fs.mkdir(config.dir, { recursive: true })
  await fs.writeFile(path.join(config.dir, STATUS_FILE), JSON.stringify(record, null, 2))
  return record
}

/**
 * A backup of the process's database into `dir`, for `npm run backup` asking the server that
 * holds the embedded database (app/api/backup). Not recorded as the schedule's.
 */
export async function backupProcessDatabase(dir: string) {
  const config = env()
  const { db } = await getDatabase()
  const file = path.join(dir, backupFileName(new Date(), (await schemaVersion(db)).tag))
  const summary = await writeBackup(db, file, {
    uploadsDir: config.DATABASE_URL ? undefined : uploadsDirOf(config.DATA_DIR),
  })
  return { file, ...summary }
}

/** What the health check and the admin are told of the backups; null without BACKUP_DIR. */
export async function backupHealth(
  config: { dir: string } | null = backupConfig(),
  now = new Date(),
) {
  if (!config) return null
  const status = await readBackupStatus(config.dir)
  const good = await lastGood(config.dir, status)
  const ageHours = good
    ? Math.round(((now.getTime() - good.getTime()) / 3_600_000) * 10) / 10
    : null
  const late = ageHours === null || ageHours > BACKUP_LATE_HOURS
  return {
    dir: config.dir,
    lastGoodAt: good?.toISOString() ?? null,
    ageHours,
    last: status,
    /** Said publicly (the health check): no path or error text. */
    warning: late
      ? ageHours === null
        ? 'No backup has been taken yet.'
        : `The last good backup is ${ageHours} hours old (more than ${BACKUP_LATE_HOURS}).`
      : status && !status.ok
        ? 'The last backup failed: see the server log or the dashboard.'
        : status?.copy && !status.copy.ok
          ? 'The last backup was not copied off the machine: see the server log or the dashboard.'
          : null,
  }
}

/** Checks every hour whether a backup is due, and takes it. */
export function startBackupSchedule(): NodeJS.Timeout | null {
  const config = backupConfig()
  if (!config) return null
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const good = await lastGood(config.dir, await readBackupStatus(config.dir))
      if (good && Date.now() - good.getTime() < config.intervalHours * 3_600_000) return
      await takeBackup((await getDatabase()).db, 'scheduled', config)
    } catch (error) {
      console.error('The backup schedule failed:', error)
    } finally {
      running = false
    }
  }
  const first = setTimeout(() => void tick(), 60_000)
  first.unref()
  const timer = setInterval(() => void tick(), 3_600_000)
  timer.unref()
  return timer
}
