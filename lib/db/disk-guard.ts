import { statfs } from 'node:fs/promises'

/**
 * The free space the embedded database keeps in hand. PGlite runs PostgreSQL on the server's
 * own thread, and a write that finds the disk full while it starts a new 16 MB WAL segment
 * leaves it spinning: every later request hangs, static pages and SIGTERM included. So writes
 * stop well before that (four segments' worth) and start again a segment above it.
 */
export const DISK_RESERVE_BYTES = 64 * 1024 * 1024
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024

export type DiskState = { writable: boolean; freeBytes: number; reserveBytes: number }

export type DiskGuard = {
  /** Reads the free space now, and pauses or resumes writes if it crossed a line. */
  check: () => Promise<DiskState>
  stop: () => void
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`

/** What the health endpoint, the log and a refused staff action say while writes are paused. */
export function diskFullMessage(state: DiskState): string {
  return `The disk holding the database has ${megabytes(state.freeBytes)} free; it takes no new data until ${megabytes(state.reserveBytes + WAL_SEGMENT_BYTES)} are free.`
}

/** Free bytes an ordinary process may use on the filesystem holding `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const { bavail, bsize } = await statfs(dir)
  return bavail * bsize
}

/**
 * Watches the filesystem holding `dir` every `intervalMs` and on every check(): below the
 * reserve it calls `setReadOnly(true)` (the database then refuses every write with its own
 * error, which the lead API answers 503 and a staff screen with a message, while reads go on),
 * and once a segment above it, `setReadOnly(false)`: the server recovers without a restart.
 */
export function guardDisk(
  dir: string,
  setReadOnly: (readOnly: boolean) => Promise<void>,
  { intervalMs = 1000, reserveBytes = DISK_RESERVE_BYTES } = {},
): DiskGuard {
  let state: DiskState = { writable: true, freeBytes: Number.POSITIVE_INFINITY, reserveBytes }
  let pending: Promise<DiskState> | undefined
  const check = () =>
    (pending ??= (async () => {
      try {
        const free = await freeBytes(dir)
        const writable = state.writable
          ? free >= reserveBytes
          : free >= reserveBytes + WAL_SEGMENT_BYTES
        if (writable !== state.writable) {
          await setReadOnly(!writable)
          const next = { writable, freeBytes: free, reserveBytes }
          if (writable)
            console.log(
              `Disk space is back (${megabytes(free)} free): the database takes new data again.`,
            )
          else console.error(diskFullMessage(next))
        }
        state = { writable, freeBytes: free, reserveBytes }
        return state
      } finally {
        pending = undefined
      }
    })())
  const timer = setInterval(() => {
    check().catch((error: unknown) => console.error('Checking the free disk space failed:', error))
  }, intervalMs)
  timer.unref()
  return { check, stop: () => clearInterval(timer) }
}

/** Whether an error is the database refusing a write while the disk guard has paused writes. */
export function isReadOnlyRefusal(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '25006') return true
  }
  return false
}
