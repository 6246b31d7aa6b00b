import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { createGunzip, createGzip } from 'node:zlib'

import { sql } from 'drizzle-orm'

import { knownMigrations, type SchemaVersion } from '@/lib/db/journal'
import { rowsOf } from '@/lib/db/rows'
import type { Db } from '@/lib/db/types'

/**
 * A backup: one gzipped file of JSON lines holding every row of every table of the site's
 * schema and every uploaded file kept on disk, read in one transaction so that it is one
 * moment of the database. The same code reads PGlite and PostgreSQL: each row is written as
 * PostgreSQL's own JSON of it (`row_to_json`) and read back with `json_populate_recordset`,
 * so every type (jsonb, timestamps, numeric, bytea) returns as it was. A file names the
 * migration its schema is at; it is read back completely, its counts and file digests
 * compared, before it is called done.
 *
 * Lines: a header; for each table its name and count, then its rows in batches; each file
 * with its digest; an end line with the totals. A file cut short has no end line and is
 * refused.
 */

export const BACKUP_FORMAT = 'mbbs-backup'
const FORMAT_VERSION = 1

export type BackupSummary = {
  schema: SchemaVersion
  createdAt: string
  tables: Record<string, number>
  files: number
  /** The size of the backup file in bytes. */
  bytes: number
}

type Line =
  | { kind: 'header'; format: string; version: number; schema: SchemaVersion; createdAt: string }
  | { kind: 'table'; table: string; count: number }
  | { kind: 'rows'; table: string; rows: unknown[] }
  | { kind: 'file'; name: string; size: number; sha256: string; data: string }
  | { kind: 'end'; tables: Record<string, number>; files: number }

const ROWS_PER_LINE = 200
/** The schema drizzle keeps its own record of applied migrations in: not backed up. */
const MIGRATIONS_SCHEMA = 'drizzle'

/** The newest migration the database has applied, named by the code's journal. */
export async function schemaVersion(db: Db): Promise<SchemaVersion> {
  const [row] = rowsOf<{ when: string | number }>(
    await db.execute(
      sql`select max(created_at) as "when" from ${sql.identifier(MIGRATIONS_SCHEMA)}.__drizzle_migrations`,
    ),
  )
  const when = Number(row?.when ?? 0)
  const known = knownMigrations().find((entry) => entry.when === when)
  return { tag: known?.tag ?? `unknown migration of ${when}`, when }
}

/** The site's tables, in a fixed order. */
async function tableNames(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
  return rows.map((row) => row.name)
}

async function listFiles(dir: string | undefined): Promise<string[]> {
  if (!dir) return []
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/**
 * Writes a backup of `db` (and the files in `uploadsDir`, when uploads are kept on disk) to
 * `file`, through a temporary file renamed only once the backup has been read back whole.
 */
export async function writeBackup(
  db: Db,
  file: string,
  { uploadsDir }: { uploadsDir?: string } = {},
): Promise<BackupSummary> {
  const createdAt = new Date().toISOString()
  const partial = `${file}.partial`
  await fs.mkdir(path.dirname(file), { recursive: true })
  const counts: Record<string, number> = {}
  let files = 0

  async function* lines(): AsyncGenerator<string> {
    const emit = (line: Line) => `${JSON.stringify(line)}\n`
    // One snapshot: every table as of one moment (PostgreSQL's repeatable read; PGlite runs one
    // transaction at a time anyway).
    const queue: string[] = []
    await db.transaction(
      async (tx) => {
        queue.push(
          emit({
            kind: 'header',
            format: BACKUP_FORMAT,
            version: FORMAT_VERSION,
            schema: await schemaVersion(tx as unknown as Db),
            createdAt,
          }),
        )
        for (const table of await tableNames(tx as unknown as Db)) {
          const rows = rowsOf<{ row: unknown }>(
            await tx.execute(sql`select row_to_json(t) as row from ${sql.identifier(table)} as t`),
          ).map((entry) => (typeof entry.row === 'string' ? JSON.parse(entry.row) : entry.row))
          counts[table] = rows.length
          queue.push(emit({ kind: 'table', table, count: rows.length }))
          // An uploaded video is megabytes: one to a line, so no line holds many.
          const perLine = table === 'uploads' ? 1 : ROWS_PER_LINE
          for (let start = 0; start < rows.length; start += perLine) {
            queue.push(emit({ kind: 'rows', table, rows: rows.slice(start, start + perLine) }))
          }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    for (const line of queue.splice(0)) yield line
    for (const name of await listFiles(uploadsDir)) {
      const data = await fs.readFile(path.join(/* turbopackIgnore: true */ uploadsDir!, name))
      files += 1
      yield emit({
        kind: 'file',
        name,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data: data.toString('base64'),
      })
    }
    yield emit({ kind: 'end', tables: counts, files })
  }

  try {
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial))
    const summary = await verifyBackup(partial)
    if (JSON.stringify(summary.tables) !== JSON.stringify(counts) || summary.files !== files) {
      throw new Error('The backup read back does not hold what was written')
    }
    await fs.rename(partial, file)
    return summary
  } catch (error) {
    await fs.rm(partial, { force: true })
    throw error
  }
}

/** Each line of a backup file, parsed. */
async function* readLines(file: string): AsyncGenerator<Line> {
  const input = createReadStream(file).pipe(createGunzip())
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    if (text) yield JSON.parse(text) as Line
  }
}

/**
 * Reads a backup whole and checks it: its header, each table's rows against its count, each
 * file against its digest, and the end line's totals. Throws on the first thing wrong.
 */
export async function verifyBackup(file: string): Promise<BackupSummary> {
  let header: Extract<Line, { kind: 'header' }> | undefined
  const tables: Record<string, number> = {}
  const seen: Record<string, number> = {}
  let files = 0
  let ended = false
  for await (const line of readLines(file)) {
    if (!header) {
      if (line.kind !== 'header' || line.format !== BACKUP_FORMAT) {
        throw new Error(`${path.basename(file)} is not a backup of this site`)
      }
      if (line.version > FORMAT_VERSION) {
        throw new Error(`${path.basename(file)} was written by a newer release`)
      }
      header = line
      continue
    }
    if (ended) throw new Error('The backup goes on after its end')
    if (line.kind === 'table') {
      tables[line.table] = line.count
      seen[line.table] = 0
    } else if (line.kind === 'rows') {
      seen[line.table] = (seen[line.table] ?? 0) + line.rows.length
    } else if (line.kind === 'file') {
      const data = Buffer.from(line.data, 'base64')
      const digest = createHash('sha256').update(data).digest('hex')
      if (data.length !== line.size || digest !== line.sha256) {
        throw new Error(`The uploaded file ${line.name} in the backup is damaged`)
      }
      files += 1
    } else if (line.kind === 'end') {
      if (JSON.stringify(line.tables) !== JSON.stringify(tables) || line.files !== files) {
        throw new Error('The backup does not hold what its end says')
      }
      ended = true
    }
  }
  if (!header) throw new Error(`${path.basename(file)} is empty`)
  if (!ended) throw new Error(`${path.basename(file)} is cut short: it has no end`)
  for (const [table, count] of Object.entries(tables)) {
    if (seen[table] !== count) {
      throw new Error(`The backup holds ${seen[table]} rows of ${table}, not ${count}`)
    }
  }
  return {
    schema: header.schema,
    createdAt: header.createdAt,
    tables,
    files,
    bytes: (await fs.stat(file)).size,
  }
}

/** The header of a backup: what it is and its schema, without reading the rest. */
export async function readBackupHeader(file: string): Promise<SchemaVersion> {
  for await (const line of readLines(file)) {
    if (line.kind !== 'header' || line.format !== BACKUP_FORMAT) {
      throw new Error(`${path.basename(file)} is not a backup of this site`)
    }
    return line.schema
  }
  throw new Error(`${path.basename(file)} is empty`)
}

/**
 * Loads a checked backup into `db`, whose schema must be the backup's own migration: every
 * table is emptied and refilled with the backup's rows (the same ids), each sequence set past
 * its highest id, and the uploaded files written to `uploadsDir`. Foreign keys are not checked
 * while the rows go in (the backup is one consistent moment), so the order of tables does not
 * matter; that needs the rights of the database's owner.
 */
export async function loadBackup(
  db: Db,
  file: string,
  { uploadsDir }: { uploadsDir?: string } = {},
): Promise<void> {
  const expected = await readBackupHeader(file)
  const actual = await schemaVersion(db)
  if (actual.when !== expected.when) {
    throw new Error(
      `The database is at ${actual.tag}, the backup at ${expected.tag}: restore into a database at the backup's migration`,
    )
  }
  const tables = await tableNames(db)
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(
      sql.raw(`truncate ${tables.map((table) => `"${table}"`).join(', ')} restart identity`),
    )
    for await (const line of readLines(file)) {
      if (line.kind !== 'rows') continue
      if (!tables.includes(line.table)) {
        throw new Error(`The backup has a table this schema does not: ${line.table}`)
      }
      const table = sql.identifier(line.table)
      await tx.execute(
        sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(line.rows)}::json)`,
      )
    }
    // Every sequence past the highest id it gave, so new rows never reuse a restored id.
    const sequences = rowsOf<{ table: string; column: string; sequence: string }>(
      await tx.execute(
        sql`select c.table_name as "table", c.column_name as "column",
                   pg_get_serial_sequence(format('%I', c.table_name), c.column_name) as sequence
            from information_schema.columns c
            where c.table_schema = 'public'
              and pg_get_serial_sequence(format('%I', c.table_name), c.column_name) is not null`,
      ),
    )
    for (const { table, column, sequence } of sequences) {
      await tx.execute(
        sql`select setval(${sequence}::regclass, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
      )
    }
  })
  if (uploadsDir) {
    await fs.mkdir(uploadsDir, { recursive: true })
    for await (const line of readLines(file)) {
      if (line.kind !== 'file') continue
      await fs.writeFile(
        path.join(/* turbopackIgnore: true */ uploadsDir, path.basename(line.name)),
        Buffer.from(line.data, 'base64'),
      )
    }
  }
}
