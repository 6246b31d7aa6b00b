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
