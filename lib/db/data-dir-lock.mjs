// The exclusive lock on DATA_DIR. PGlite takes no lock of its own, and two processes on one
// folder corrupt it, so the server holds this file while it runs. Plain ESM so that
// scripts/build.mjs can check it before building, without a TypeScript loader.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const LOCK_FILE_NAME = 'server.lock'

/** The fields of /proc/<pid>/stat after the command name (Linux), or null where there is none. */
function procStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may contain spaces and parentheses; fields restart after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/** Start time of a process in clock ticks since boot (Linux), so a reused pid is not mistaken for the holder. */
function processStartTicks(pid) {
  return procStat(pid)?.[19] ?? null
}

/** The program a process runs (Linux), or null when it cannot be read (gone, a zombie, not ours). */
function processExecutable(pid) {
  try {
    return fs.readlinkSync(`/proc/${pid}/exe`).replace(/ \(deleted\)$/, '')
  } catch {
    return null
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/**
 * A process killed with SIGKILL stays in the process table as a zombie until its parent
 * reaps it, and kill(pid, 0) still succeeds: its state in /proc says it is dead.
 */
function isDeadOrZombie(pid) {
  const state = procStat(pid)?.[0]
  return state === 'Z' || state === 'X' || state === 'x'
}

export function lockPath(dataDir) {
  return path.join(dataDir, LOCK_FILE_NAME)
}

/** The live holder of the lock on dataDir, or null when the folder is free (no file, or a stale one). */
export function readLockHolder(dataDir) {
  let holder
  try {
    holder = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8'))
  } catch (error) {
    if (error.code === 'ENOENT') return null
    // A half-written or unreadable file: treat as stale rather than refusing to start forever.
    return null
  }
  if (typeof holder?.pid !== 'number') return null
  if (holder.hostname !== os.hostname()) return holder // another machine on a shared folder: assume live
  if (holder.pid === process.pid && holder.startTicks === processStartTicks(process.pid))
    return holder
  if (!isAlive(holder.pid) || isDeadOrZombie(holder.pid)) return null
  const ticks = processStartTicks(holder.pid)
  if (ticks !== null && holder.startTicks !== null && ticks !== holder.startTicks) return null
  // The pid now runs another program than the server that wrote the lock.
  const executable = processExecutable(holder.pid)
  if (executable !== null && holder.executable && executable !== holder.executable) return null
  return holder
}

export function describeHolder(dataDir, holder) {
  return (
    `DATA_DIR ${dataDir} is in use by another server (pid ${holder.pid} on ${holder.hostname}, ` +
    `started ${holder.startedAt}${holder.port ? `, port ${holder.port}` : ''}). ` +
    'The embedded database allows one server process per folder: stop that server, ' +
    'give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.'
  )
}

export class DataDirLockedError extends Error {
  constructor(dataDir, holder) {
    super(describeHolder(dataDir, holder))
    this.name = 'DataDirLockedError'
    this.holder = holder
  }
}

// Per process, not per module instance: Next may load this module once per server bundle.
const HELD = Symbol.for('mbbs.dataDirLocks')
const held = (globalThis[HELD] ??= new Set())

/**
 * Takes the lock on dataDir for this process, or throws DataDirLockedError naming the holder.
 * Idempotent within one process. The file is removed when the process exits.
 */
export function acquireDataDirLock(dataDir, details = {}) {
  const file = lockPath(dataDir)
  if (held.has(file)) return
  fs.mkdirSync(dataDir, { recursive: true })
  const record = {
    pid: process.pid,
    hostname: os.hostname(),
    startTicks: processStartTicks(process.pid),
    executable: processExecutable(process.pid),
    startedAt: new Date().toISOString(),
    ...details,
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(record), { flag: 'wx' })
      held.add(file)
      if (held.size === 1) process.once('exit', releaseAll)
      return
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      const holder = readLockHolder(dataDir)
      if (holder && holder.pid !== process.pid) throw new DataDirLockedError(dataDir, holder)
      // Stale (its process is gone) or our own from an earlier, crashed run of the same pid.
      fs.rmSync(file, { force: true })
    }
  }
  throw new DataDirLockedError(dataDir, readLockHolder(dataDir) ?? record)
}

export function releaseDataDirLock(dataDir) {
  const file = lockPath(dataDir)
  if (!held.delete(file)) return
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (holder.pid === process.pid) fs.rmSync(file, { force: true })
  } catch {
    // Already gone.
  }
}

function releaseAll() {
  for (const file of held) releaseDataDirLock(path.dirname(file))
}
