import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import {
  acquireDataDirLock,
  DataDirLockedError,
  lockPath,
  readLockHolder,
  releaseDataDirLock,
} from '@/lib/db/data-dir-lock.mjs'

const lockModule = path.resolve('lib/db/data-dir-lock.mjs')
const dirs: string[] = []

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-lock-'))
  dirs.push(dir)
  return dir
}

/** Starts a separate Node process that takes the lock and keeps it until killed. */
async function holdInChild(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
       acquireDataDirLock(${JSON.stringify(dir)}, { port: 4321 });
       console.log('held'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)))
  })
  return child
}

function procStatFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/** The state letter of a process in /proc/<pid>/stat ('Z' for a zombie), or null once reaped. */
function processState(pid: number): string | null {
  return procStatFields(pid)?.[0] ?? null
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

afterEach(() => {
  for (const dir of dirs.splice(0)) {
    releaseDataDirLock(dir)
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

describe('DATA_DIR lock', () => {
  it('refuses a folder held by another live process, naming its pid and port', async () => {
    const dir = tempDir()
    const child = await holdInChild(dir)
    try {
      let caught: unknown
      try {
        acquireDataDirLock(dir)
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(DataDirLockedError)
      expect((caught as Error).message).toContain(`pid ${child.pid}`)
      expect((caught as Error).message).toContain('port 4321')
      expect((caught as Error).message).toContain('DATABASE_URL')
      expect(readLockHolder(dir)?.pid).toBe(child.pid)
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('takes over a lock left by a process that died without releasing it', async () => {
    const dir = tempDir()
    const child = await holdInChild(dir)
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
    expect(fs.existsSync(lockPath(dir))).toBe(true)
    expect(readLockHolder(dir)).toBeNull()

    acquireDataDirLock(dir)
    expect(readLockHolder(dir)?.pid).toBe(process.pid)
  })

  it('takes over at once a lock whose holder was killed and is a zombie not yet reaped', async () => {
    const dir = tempDir()
    const child = await holdInChild(dir)
    const pid = child.pid!
    // From the kill to the takeover nothing yields to the event loop, which is where Node
    // reaps its children: until then the killed holder stays a zombie, as a server killed
    // under a parent that has not yet waited for it does.
    process.kill(pid, 'SIGKILL')
    const deadline = Date.now() + 5_000
    while (processState(pid) !== 'Z' && Date.now() < deadline) sleepSync(5)
    expect(processState(pid)).toBe('Z')
    expect(fs.existsSync(lockPath(dir))).toBe(true)

    const started = performance.now()
    acquireDataDirLock(dir)
    expect(performance.now() - started).toBeLessThan(100)
    expect(readLockHolder(dir)?.pid).toBe(process.pid)
    expect(processState(pid)).toBe('Z')
    await new Promise((resolve) => child.once('exit', resolve))
  })

  it('treats a lock whose pid now runs another program as stale', async () => {
    const dir = tempDir()
    const other = spawn('sleep', ['30'], { stdio: 'ignore' })
    try {
      await new Promise((resolve) => other.once('spawn', resolve))
      const pid = other.pid!
      // The pid and its start time match the lock; only the program differs.
      fs.writeFileSync(
        lockPath(dir),
        JSON.stringify({
          pid,
          hostname: os.hostname(),
          startTicks: procStatFields(pid)![19],
          executable: fs.readlinkSync('/proc/self/exe'),
          startedAt: 'then',
        }),
      )
      expect(readLockHolder(dir)).toBeNull()
      acquireDataDirLock(dir)
      expect(readLockHolder(dir)?.pid).toBe(process.pid)
    } finally {
      other.kill('SIGKILL')
    }
  })

  it('is released by its holder, and the holder may take it twice', () => {
    const dir = tempDir()
    acquireDataDirLock(dir)
    acquireDataDirLock(dir)
    expect(readLockHolder(dir)?.pid).toBe(process.pid)
    releaseDataDirLock(dir)
    expect(fs.existsSync(lockPath(dir))).toBe(false)
  })

  it('treats a lock naming a reused pid with another start time as stale', () => {
    const dir = tempDir()
    fs.writeFileSync(
      lockPath(dir),
      JSON.stringify({
        pid: process.pid,
        hostname: os.hostname(),
        startTicks: '1',
        startedAt: 'then',
      }),
    )
    expect(readLockHolder(dir)).toBeNull()
  })
})
