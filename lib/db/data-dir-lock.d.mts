export type LockHolder = {
  pid: number
  hostname: string
  startTicks: string | null
  startedAt: string
  port?: number
}

export const LOCK_FILE_NAME: string
export function lockPath(dataDir: string): string
export function readLockHolder(dataDir: string): LockHolder | null
export function describeHolder(dataDir: string, holder: LockHolder): string
export class DataDirLockedError extends Error {
  readonly holder: LockHolder
  constructor(dataDir: string, holder: LockHolder)
}
export function acquireDataDirLock(dataDir: string, details?: { port?: number }): void
export function releaseDataDirLock(dataDir: string): void
