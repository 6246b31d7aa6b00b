import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitForServer } from '../../scripts/lib/wait-for-server.mjs'
import { startRedis } from './redis'

/**
 * A production server of this checkout's build, as `npm start` runs it, on its own DATA_DIR
 * and the given database, beside the e2e suite's own server.
 *
 * Its page and data cache is a Redis server (its own, or `redisUrl` to share one): with Next's
 * default cache it would write into this checkout's .next/, which the suite's server reads
 * too, and that server would then show pages rendered from another database.
 */
export async function startAppServer({
  port,
  databaseUrl,
  redisUrl,
  env = {},
}: {
  port: number
  databaseUrl: string
  redisUrl?: string
  env?: Record<string, string>
}) {
  const redis = redisUrl ? undefined : await startRedis(port + 1)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-app-'))
  let log = ''
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl ?? redis!.url,
      GOOGLE_SHEETS_WEBHOOK_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk))
  const origin = `http://localhost:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await redis?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForServer(`${origin}/api/health`, child, 150_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${log}`)
  }
  return { origin, log: () => log, stop }
}
