import 'server-only'

import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { supabaseConfig } from '@/lib/auth/supabase'
import { serviceClient, type SupabaseConfig } from '@/lib/auth/supabase-client'
import {
  deleteUpload,
  insertUpload,
  readUpload,
  readUploadPart,
  uploadSize,
} from '@/lib/data/uploads'
import { getDb } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'
import { env } from '@/lib/env'
import { uploadsDirOf } from '@/lib/backup/paths'
import { UPLOAD_CONTENT_TYPES, uploadContentType } from '@/lib/uploads/names'
import type { OpenedUpload, UploadStore } from '@/lib/uploads/types'
import { MAX_VIDEO_BYTES } from '@/lib/validation/upload'

/** The folder of uploaded images inside DATA_DIR (lib/backup/paths.ts names it). */
export const uploadsDir = uploadsDirOf

export function diskStore(dataDir: string): UploadStore {
  const dir = uploadsDir(dataDir)
  return {
    kind: 'disk',
    async put(name, data) {
      await fs.mkdir(dir, { recursive: true })
      await fs.writeFile(path.join(dir, name), data, { flag: 'wx' })
    },
    async get(name) {
      try {
        return new Uint8Array(await fs.readFile(path.join(dir, name)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async open(name) {
      const file = path.join(dir, name)
      let size: number
      try {
        size = (await fs.stat(file)).size
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      return {
        size,
        read: (start, end) =>
          Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>,
      }
    },
    async remove(name) {
      await fs.rm(path.join(dir, name), { force: true })
    },
  }
}

/** A whole file in memory, read in parts. */
function openedBytes(data: Uint8Array<ArrayBuffer>): OpenedUpload {
  return { size: data.length, read: (start, end) => data.slice(start, end + 1) }
}

/** The bucket the gallery's uploads go to; created, private, at the first upload. */
export const STORAGE_BUCKET = 'gallery'
const BUCKET_OPTIONS = {
  public: false,
  allowedMimeTypes: [...UPLOAD_CONTENT_TYPES],
  fileSizeLimit: MAX_VIDEO_BYTES,
}

type StorageFailure = { status?: number; statusCode?: string; message: string }
const statusOf = (error: StorageFailure) => Number(error.statusCode ?? error.status)

export function supabaseStore(config: SupabaseConfig): UploadStore {
  const client = serviceClient(config)
  if (!client) throw new Error('Supabase Storage needs SUPABASE_SERVICE_ROLE_KEY')
  const bucket = client.storage.from(STORAGE_BUCKET)
  let bucketReady: Promise<void> | undefined

  const ensureBucket = () =>
    (bucketReady ??= client.storage
      .createBucket(STORAGE_BUCKET, BUCKET_OPTIONS)
      .then(async ({ error }) => {
        if (!error) return
        // 409: it exists already, the usual case after the first start. A bucket made before
        // videos were allowed takes today's types and size limit.
        if (statusOf(error) === 409) {
          const updated = await client.storage.updateBucket(STORAGE_BUCKET, BUCKET_OPTIONS)
          if (!updated.error) return
          error = updated.error
        }
        throw new Error(`Preparing the Storage bucket "${STORAGE_BUCKET}" failed: ${error.message}`)
      })
      .catch((error: unknown) => {
        bucketReady = undefined // try again at the next upload
        throw error
      }))

  const get = async (name: string): Promise<Uint8Array<ArrayBuffer> | null> => {
    const { data, error } = await bucket.download(name)
    if (error) {
      // Supabase answers 400 or 404 for a missing object or bucket, depending on version.
      const status = statusOf(error as StorageFailure)
      if (status === 400 || status === 404) return null
      throw new Error(`Reading ${name} from Supabase Storage failed: ${error.message}`)
    }
    return new Uint8Array(await data.arrayBuffer())
  }

  return {
    kind: 'supabase',
    async put(name, data) {
      await ensureBucket()
      const { error } = await bucket.upload(name, data, {
        contentType: uploadContentType(name),
        cacheControl: '31536000',
        upsert: false,
      })
      if (error) throw new Error(`Storing ${name} in Supabase Storage failed: ${error.message}`)
    },
    get,
    async open(name) {
      const data = await get(name)
      return data ? openedBytes(data) : null
    },
    async remove(name) {
      const { error } = await bucket.remove([name])
      if (error) throw new Error(`Deleting ${name} from Supabase Storage failed: ${error.message}`)
    },
  }
}

/** How much of a file the database store reads per query while a response is sent. */
export const DATABASE_READ_BYTES = 1024 * 1024

/**
 * The `uploads` table of the server's PostgreSQL database. A file is sent in parts of at most
 * DATABASE_READ_BYTES, each cut out by the database, so a Range request for the end of a 50 MB
 * video reads only that end, and a player that stops listening stops the reads.
 *
 * `earlier`: where uploads were kept before the table existed (the volume the instances
 * shared as DATA_DIR); a name the table does not hold is looked for there, and deleted there
 * too, so an upgrade loses no picture.
 */
export function databaseStore(db: () => Promise<Db>, earlier?: UploadStore): UploadStore {
  return {
    kind: 'database',
    async put(name, data) {
      await insertUpload(await db(), { name, contentType: uploadContentType(name), bytes: data })
    },
    async get(name) {
      return (await readUpload(await db(), name)) ?? (await earlier?.get(name)) ?? null
    },
    async open(name) {
      const database = await db()
      const size = await uploadSize(database, name)
      if (size === null) return (await earlier?.open(name)) ?? null
      return {
        size,
        read(start, end) {
          let next = start
          return new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (next > end) return controller.close()
              const length = Math.min(DATABASE_READ_BYTES, end - next + 1)
              const part = await readUploadPart(database, name, next, length)
              if (!part?.length) {
                controller.error(new Error(`The upload ${name} was deleted while it was sent`))
                return
              }
              controller.enqueue(part)
              next += part.length
              if (next > end) controller.close()
            },
          })
        },
      }
    },
    async remove(name) {
      await deleteUpload(await db(), name)
      await earlier?.remove(name)
    },
  }
}

/** What decides where uploads go: the server's configuration, or a test's. */
export type UploadStoreConfig = {
  supabase: SupabaseConfig | null
  dataDir: string
  /** The server's PostgreSQL database (DATABASE_URL), or null on the embedded one. */
  postgres: (() => Promise<Db>) | null
}

/**
 * The one place the store is chosen: Supabase Storage with the service-role key; else
 * PostgreSQL, shared by every instance; else DATA_DIR, beside the embedded database that
 * serves one instance only.
 */
export function uploadStore({ supabase, dataDir, postgres }: UploadStoreConfig): UploadStore {
  if (supabase?.serviceRoleKey) return supabaseStore(supabase)
  if (postgres) return databaseStore(postgres, diskStore(dataDir))
  return diskStore(dataDir)
}

let configured: UploadStore | undefined

/** The store of this server's configuration (read once, like the environment), for the routes. */
export function configuredUploadStore(): UploadStore {
  const { DATA_DIR, DATABASE_URL } = env()
  configured ??= uploadStore({
    supabase: supabaseConfig(),
    dataDir: DATA_DIR,
    postgres: DATABASE_URL ? getDb : null,
  })
  return configured
}
