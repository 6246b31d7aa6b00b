// `npm run build`: the production build (`next build`).
//   --if-changed  skip the build when nothing that goes into it changed since the last one
//                 (the test suite's server uses it, so a second run does not rebuild)
// It refuses while a server of this checkout is running on its DATA_DIR: a new build under a
// running `next start` replaces the files that server is serving.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'

import { describeHolder, readLockHolder } from '../lib/db/data-dir-lock.mjs'
import { buildInputs, reasons } from './lib/build-inputs.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })

const STAMP_FILE = path.join(root, '.next', 'build-stamp.json')

/** What the last build was made from, or null (none, or a stamp of an earlier format). */
function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8'))
  } catch {
    return null
  }
}

function fail(message) {
  console.error(`\n${message}\n`)
  process.exit(1)
}

if (!process.env.DATABASE_URL) {
  const dataDir = path.resolve(process.env.DATA_DIR || '.data')
  const holder = readLockHolder(dataDir)
  if (holder) fail(`${describeHolder(dataDir, holder)}\nStop it before building.`)
}

// An earlier release wrote sitemap.xml, its parts and robots.txt into public/ after each build
// (next-sitemap). Left in an upgraded checkout, they would clash with app/sitemap.ts and
// app/robots.ts, so they go.
const publicDir = path.join(root, 'public')
for (const file of fs.readdirSync(publicDir)) {
  if (/^sitemap(?:-\d+)?\.xml$|^robots\.txt$/.test(file)) {
    fs.rmSync(path.join(publicDir, file))
    console.log(`Removed public/${file}, written by an earlier release: app/ makes it now.`)
  }
}

const inputs = buildInputs(root, process.env)
const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID'))
const previous = readStamp()
if (process.argv.includes('--if-changed') && built) {
  const why = reasons(previous, inputs)
  if (why.length === 0) {
    console.log('The build is up to date.')
    process.exit(0)
  }
  console.log(`Building again: ${why.join('; ')}.`)
}
const result = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
  stdio: 'inherit',
  env: process.env,
})
if (result.status !== 0) fail('The build failed; see the messages above.')
fs.writeFileSync(STAMP_FILE, `${JSON.stringify(inputs)}\n`)
