// `npm run build`: the production build (`next build`, then the sitemaps).
//   --if-changed  skip the build when nothing that goes into it changed since the last one
//                 (the test suite's server uses it, so a second run does not rebuild)
// It refuses while a server of this checkout is running on its DATA_DIR: a new build under a
// running `next start` replaces the files that server is serving.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'

import { describeHolder, readLockHolder } from '../lib/db/data-dir-lock.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })

const STAMP_FILE = path.join(root, '.next', 'build-stamp')
const SOURCES = ['app', 'components', 'lib', 'data', 'public', 'proxy.ts', 'instrumentation.ts']
const CONFIG = [
  'package-lock.json',
  'next.config.mjs',
  'tsconfig.json',
  'postcss.config.mjs',
  'next-sitemap.config.js',
]
const GENERATED = new Set(['public/robots.txt'])

function listFiles(entry) {
  if (!fs.existsSync(entry)) return []
  if (fs.statSync(entry).isFile()) return [entry]
  return fs
    .readdirSync(entry, { withFileTypes: true, recursive: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
}

/**
 * A hash of everything that goes into the build, including the values Next inlines and the
 * Grievance Officer's, which the static privacy policy prints, and DEMO_SITE (the banner).
 */
function buildStamp() {
  const hash = crypto.createHash('sha256')
  const files = [...SOURCES, ...CONFIG]
    .flatMap(listFiles)
    .filter((file) => !GENERATED.has(file) && !/^public\/sitemap.*\.xml$/.test(file))
    .sort()
  for (const file of files) {
    hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0')
  }
  const inlined = Object.keys(process.env)
    .filter(
      (name) =>
        name.startsWith('NEXT_PUBLIC_') ||
        name.startsWith('GRIEVANCE_OFFICER_') ||
        name === 'DEMO_SITE',
    )
    .sort()
    .map((name) => `${name}=${process.env[name]}`)
  hash.update(inlined.join('\n'))
  return hash.digest('hex')
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

const stamp = buildStamp()
const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID'))
const previous = fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8').trim() : ''
if (process.argv.includes('--if-changed') && built && previous === stamp) {
  console.log('The build is up to date.')
  process.exit(0)
}
for (const [command, ...args] of [['next', 'build'], ['next-sitemap']]) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', command), args, {
    stdio: 'inherit',
    env: process.env,
  })
  if (result.status !== 0) fail('The build failed; see the messages above.')
}
fs.writeFileSync(STAMP_FILE, `${stamp}\n`)
