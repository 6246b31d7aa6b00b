// Starts the production server the way `npm start` does (the build must exist), on a scratch DATA_DIR, for the
// measuring scripts and the tests that need a server of their own; resolves once /api/health
// answers. `env` adds to the environment; `captureLog` keeps the output (log()) instead of
// printing it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitForServer } from './wait-for-server.mjs'

/** `next start` as `npm start` runs it, on `port`: node's arguments. */
export function nextStartArgs(port, hostname) {
  return [
    'node_modules/next/dist/bin/next',
    'start',
    '--port',
    String(port),
    ...(hostname ? ['--hostname', hostname] : []),
    '--keepAliveTimeout',
    '65000',
  ]
}

export async function serveBuild({ port, env = {}, captureLog = false, hostname }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-measure-'))
  const child = spawn(process.execPath, nextStartArgs(port, hostname), {
    // A measuring server runs as a demonstration site unless told otherwise: a production start
    // refuses the placeholder Grievance Officer otherwise.
    env: { DEMO_SITE: 'true', ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', captureLog ? 'pipe' : 'inherit', captureLog ? 'pipe' : 'inherit'],
  })
  let log = ''
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const origin = `http://${hostname ?? 'localhost'}:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForServer(`${origin}/api/health`, child)
  } catch (error) {
    await stop()
    throw new Error(`${error.message}\n${log}`)
  }
  return { origin, log: () => log, stop }
}
