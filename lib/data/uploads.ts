import 'server-only'

import { eq, sql } from 'drizzle-orm'

import { uploads } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

export type NewUpload = { name: string; contentType: string; bytes: Uint8Array }

/** Stores a new upload. A name already taken is an error: an upload is never replaced. */
export async function insertUpload(db: Db, { name, contentType, bytes }: NewUpload) {
  await db.insert(uploads).values({ name, contentType, byteSize: bytes.length, bytes })
}

/** An upload's size in bytes, without reading its bytes; null when there is none. */
export async function uploadSize(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ size: uploads.byteSize })
    .from(uploads)
    .where(eq(uploads.name, name))
  return row?.size ?? null
}

/** A whole upload's bytes, or null when there is none. */
export async function readUpload(db: Db, name: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const [row] = await db
    .select({ bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.name, name))
  return row ? new Uint8Array(row.bytes) : null
}

/**
 * `length` bytes of an upload from `start` (counted from 0), cut out by the database: the
 * rest of the file never leaves it. Fewer bytes at the end of the file; null when there is
 * no such upload.
 */
export async function readUploadPart(
  db: Db,
  name: string,
  start: number,
  length: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const [row] = await db
    .select({
      part: sql<Uint8Array>`substring(${uploads.bytes} from ${start + 1}::int for ${length}::int)`,
    })
    .from(uploads)
    .where(eq(uploads.name, name))
  return row ? new Uint8Array(row.part) : null
}

/** Removes an upload; false when there was none. */
export async function deleteUpload(db: Db, name: string): Promise<boolean> {
  const removed = await db
    .delete(uploads)
    .where(eq(uploads.name, name))
    .returning({ name: uploads.name })
  return removed.length > 0
}
