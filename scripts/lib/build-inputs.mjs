// What a build is made from, and why an earlier build no longer fits (scripts/build.mjs).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = [
  'app',
  'components',
  'lib',
  'data',
  'public',
  'assets',
  'proxy.ts',
  'instrumentation.ts',
]
const CONFIG = ['package-lock.json', 'next.config.mjs', 'tsconfig.json', 'postcss.config.mjs']

function listFiles(root, entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return [entry]
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
}

/**
 * What goes into the build, each part by its hash: every source and configuration file, and
 * the values Next inlines (NEXT_PUBLIC_*), the Grievance Officer's, which the static privacy
 * policy prints, and DEMO_SITE, the banner every page carries (hashed, so the stamp file holds
 * no value).
 */
export function buildInputs(root, env) {
  const sha = (data) => crypto.createHash('sha256').update(data).digest('hex')
  const files = Object.fromEntries(
    [...SOURCES, ...CONFIG]
      .flatMap((entry) => listFiles(root, entry))
      .sort()
      .map((file) => [file, sha(fs.readFileSync(path.join(root, file)))]),
  )
  const values = Object.fromEntries(
    Object.keys(env)
      .filter(
        (name) =>
          name.startsWith('NEXT_PUBLIC_') ||
          name.startsWith('GRIEVANCE_OFFICER_') ||
          name === 'DEMO_SITE',
      )
      .sort()
      .map((name) => [name, sha(env[name] ?? '')]),
  )
  return { files, values }
}

/** The keys of `before` and `after` whose entries differ (added, removed or changed). */
function changedKeys(before = {}, after = {}) {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => before[key] !== after[key])
    .sort()
}

/** Why the last build no longer fits: which values and which files changed, in words. */
export function reasons(previous, current) {
  if (!previous?.files) return ['no record of what the last build was made from']
  const values = changedKeys(previous.values, current.values)
  const files = changedKeys(previous.files, current.files)
  const list = (names) =>
    names.length > 5
      ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`
      : names.join(', ')
  return [
    values.length > 0 &&
      `${list(values)} changed (the pages are built with ${values.length > 1 ? 'these values' : 'this value'} in them)`,
    files.length > 0 && `the sources changed: ${list(files)}`,
  ].filter(Boolean)
}
