// The bare Next 16 app in tests/bench/bare-app: the yardstick of the budgets. Its page is
// what first-load JavaScript is compared with (`npm run lighthouse`); its route handler only
// parses and validates a lead (`npm run bench:leads`).
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

import { waitForServer } from './wait-for-server.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const bareDir = path.join(root, 'tests/bench/bare-app')
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

/** Builds the bare app (production) and serves it on `port`; resolves once it answers. */
export async function serveBareApp({ port }) {
  console.log('Building the bare comparison app…')
  const build = spawnSync(process.execPath, [nextBin, 'build', bareDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error(`Building ${bareDir} failed (${build.status})`)
  const child = spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  await waitForServer(origin, child, 120_000)
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}
