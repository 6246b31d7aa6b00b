import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The folder of SQL migrations and the journal drizzle-kit keeps of them. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle')

export type JournalEntry = { idx: number; tag: string; when: number } & Record<string, unknown>
export type Journal = { entries: JournalEntry[] } & Record<string, unknown>

/** drizzle/meta/_journal.json: every migration this code has, oldest first. */
export function readJournal(): Journal {
  return JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal
}

/** A schema version: the migration a database or a backup is at. */
export type SchemaVersion = { tag: string; when: number }

/** The migrations this code knows, oldest first. */
export function knownMigrations(): SchemaVersion[] {
  return readJournal().entries.map((entry) => ({ tag: entry.tag, when: entry.when }))
}
