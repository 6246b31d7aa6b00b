// `npm start`: builds the production site when the sources (or the NEXT_PUBLIC_* values baked
// into it) changed since the last build, then serves it on PORT.
//   --build-only  build if needed, then exit (an image's build step)
//   --no-build    serve the build there is, never rebuild (every instance of a deployment
//                 serves the one build: the shared cache keys its entries by the build)
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import nextEnv from '@next/env'

import { createPageCache, pageCacheMs } from '../lib/cache/page-cache.mjs'
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
 * Grievance Officer's, which the static privacy policy prints.
 */
export function buildStamp() {
  const hash = crypto.createHash('sha256')
  const files = [...SOURCES, ...CONFIG]
    .flatMap(listFiles)
    .filter((file) => !GENERATED.has(file) && !/^public\/sitemap.*\.xml$/.test(file))
    .sort()
  for (const file of files) {
    hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0')
  }
  const inlined = Object.keys(process.env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_') || name.startsWith('GRIEVANCE_OFFICER_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`)
  hash.update(inlined.join('\n'))
  return hash.digest('hex')
}

function fail(message) {
  console.error(`\n${message}\n`)
  process.exit(1)
}

const port = process.env.PORT || '3000'
const dataDir = path.resolve(process.env.DATA_DIR || '.data')

// Refuse before building: rebuilding .next under a live server would break it.
if (!process.env.DATABASE_URL) {
  const holder = readLockHolder(dataDir)
  if (holder) fail(describeHolder(dataDir, holder))
}

const buildOnly = process.argv.includes('--build-only')
const noBuild = process.argv.includes('--no-build')
const stamp = buildStamp()
const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID'))
const previous = fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8').trim() : ''
if (noBuild && !built) fail('--no-build: there is no build to serve (run with --build-only first).')
if (!noBuild && (!built || previous !== stamp)) {
  console.log(
    built
      ? 'Sources changed since the last build; rebuilding…'
      : 'No production build yet; building…',
  )
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) fail('The build failed; see the messages above.')
  fs.writeFileSync(STAMP_FILE, `${stamp}\n`)
}
if (buildOnly) process.exit(0)

// Serve in this process: Next's request handler behind a plain HTTP server that stamps each
// request with its socket address (overwriting any client-sent value), which `next start`
// cannot give a route handler, and that drains requests before the database closes. Public
// pages go through a micro-cache first (lib/cache/page-cache.mjs).
process.env.NODE_ENV = 'production'
const pageCache = createPageCache({
  ttlMs: pageCacheMs(process.env.PAGE_CACHE_MS, { shared: Boolean(process.env.REDIS_URL?.trim()) }),
})
const { default: next } = await import('next')
const app = next({ dev: false, dir: root, port: Number(port) })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer((request, response) => {
  request.headers['x-client-address'] = request.socket.remoteAddress ?? ''
  pageCache.serve(request, response, () => void handle(request, response))
})
// Idle keep-alive connections stay open 65 s, longer than the usual reverse proxy's or load
// balancer's idle timeout (60 s): with Node's default of 5 s, a proxy or client reusing a
// connection just as the server closes it gets a reset (seen in the e2e tests as ECONNRESET).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(Number(port), process.env.HOSTNAME || undefined, () => {
  console.log(`Ready on http://localhost:${port}`)
})

let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: finishing requests in flight…`)
  const drained = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 10_000).unref())])
  await globalThis[Symbol.for('mbbs.shutdown')]?.()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
