import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import postgres from 'postgres'

/**
 * Finds a PostgreSQL server for the contract suite: TEST_DATABASE_URL if set, else the local
 * server over its Unix socket as the current user, starting the Debian cluster when we are
 * root and it is stopped. Returns null (and says why) when none can be had.
 */
export async function findPostgres(): Promise<
  { url: string; options: Record<string, unknown> } | { reason: string }
> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, options: {} }

  const socketDir = '/var/run/postgresql'
  const user = process.env.USER ?? (process.getuid?.() === 0 ? 'root' : undefined)
  const options = { host: socketDir, user, database: 'postgres' }

  if (await canConnect(options)) return { url: 'postgres://', options }
  if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/pg_ctlcluster')) {
    return {
      reason: `no PostgreSQL answered on ${socketDir} (set TEST_DATABASE_URL to use another)`,
    }
  }
  try {
    const clusters = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).trim()
    const [version, name] = clusters.split('\n')[0]?.split(/\s+/) ?? []
    if (!version || !name) return { reason: 'no PostgreSQL cluster is installed' }
    execFileSync('pg_ctlcluster', [version, name, 'start'], { stdio: 'ignore' })
    execFileSync(
      'runuser',
      [
        '-u',
        'postgres',
        '--',
        'psql',
        '-qc',
        `do $$ begin if not exists (select from pg_roles where rolname = '${user}') then create role "${user}" superuser login; end if; end $$`,
      ],
      { stdio: 'ignore' },
    )
  } catch (error) {
    return { reason: `starting PostgreSQL failed: ${(error as Error).message}` }
  }
  return (await canConnect(options))
    ? { url: 'postgres://', options }
    : { reason: 'PostgreSQL started but refused the connection' }
}

async function canConnect(options: Record<string, unknown>): Promise<boolean> {
  const sql = postgres({ ...options, max: 1, connect_timeout: 3, onnotice: () => {} })
  try {
    await sql`select 1`
    return true
  } catch {
    return false
  } finally {
    await sql.end({ timeout: 1 })
  }
}

/** A fresh, empty database on the found server; drop() removes it. */
export async function createScratchDatabase(server: {
  url: string
  options: Record<string, unknown>
}) {
  const name = `mbbs_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = postgres(server.url, { ...server.options, max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  await admin.end()
  return {
    url: server.url,
    options: { ...server.options, database: name },
    async drop() {
      const sql = postgres(server.url, { ...server.options, max: 1, onnotice: () => {} })
      await sql.unsafe(`drop database if exists "${name}" with (force)`)
      await sql.end()
    },
  }
}

/**
 * A fresh database on the found server and the DATABASE_URL a production server takes for it:
 * TCP with a password, as from another machine (the Unix socket login of the test runner is
 * not one a server would have). A role of its own owns the database; drop() removes both.
 */
export async function createServerDatabase(server: {
  url: string
  options: Record<string, unknown>
}) {
  const scratch = await createScratchDatabase(server)
  const name = String(scratch.options.database)
  if (process.env.TEST_DATABASE_URL && server.url === process.env.TEST_DATABASE_URL) {
    const url = new URL(server.url)
    url.pathname = `/${name}`
    return { ...scratch, databaseUrl: url.toString() }
  }
  const role = `${name}_app`
  const password = randomBytes(12).toString('hex')
  const admin = postgres(server.url, { ...server.options, max: 1, onnotice: () => {} })
  await admin.unsafe(`create role "${role}" login password '${password}'`)
  await admin.unsafe(`alter database "${name}" owner to "${role}"`)
  const [{ port } = { port: '5432' }] = await admin`select current_setting('port') as port`
  await admin.end()
  return {
    ...scratch,
    databaseUrl: `postgres://${role}:${password}@127.0.0.1:${port}/${name}`,
    async drop() {
      await scratch.drop()
      const sql = postgres(server.url, { ...server.options, max: 1, onnotice: () => {} })
      await sql.unsafe(`drop role if exists "${role}"`)
      await sql.end()
    },
  }
}
