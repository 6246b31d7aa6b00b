import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sniffImage, storeImage, StoreFailed } from '@/lib/uploads/images'
import {
  addGalleryItem,
  DEFAULT_VIDEO_POSTER,
  selectUploadedGallery,
  youtubeWatchUrl,
} from '@/lib/data/gallery'
import { readUploadPart } from '@/lib/data/uploads'
import { randomUploadName, UPLOAD_NAME } from '@/lib/uploads/names'
import { storeVideo } from '@/lib/uploads/videos'
import {
  DATABASE_READ_BYTES,
  databaseStore,
  diskStore,
  STORAGE_BUCKET,
  supabaseStore,
  uploadsDir,
  uploadStore,
} from '@/lib/storage/store'

import { testBackends } from '../support/backends'
import { startSupabaseStandin, type SupabaseStandin } from '../support/supabase-standin'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-uploads-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** A 4000 x 3000 JPEG carrying a camera model and a GPS position. */
const cameraPhoto = () =>
  sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .jpeg()
    .toBuffer()

const nameOf = (url: string) => url.split('/').pop()!

/** A WebM file's bytes: its EBML header, then a body of the given size. */
const webm = (bodyBytes: number) =>
  new Uint8Array([
    ...[0x1a, 0x45, 0xdf, 0xa3, 0x8f, 0x42, 0x82, 0x84],
    ...Buffer.from('webm'),
    ...Array.from({ length: bodyBytes }, (_, i) => i % 251),
  ])

async function readAll(body: ReadableStream<Uint8Array> | Uint8Array): Promise<Buffer> {
  return body instanceof Uint8Array
    ? Buffer.from(body)
    : Buffer.from(await new Response(body).arrayBuffer())
}

describe('gallery uploads', () => {
  it('are judged by their bytes, not their name', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer()
    const jpeg = await sharp(png).jpeg().toBuffer()
    const webp = await sharp(png).webp().toBuffer()
    expect(sniffImage(png)).toBe('png')
    expect(sniffImage(jpeg)).toBe('jpeg')
    expect(sniffImage(webp)).toBe('webp')
    expect(sniffImage(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull()
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })

  it('are re-encoded as WebP without EXIF or location, at most 1600 px, under a random name', async () => {
    const photo = await cameraPhoto()
    expect((await sharp(photo).metadata()).exif).toBeDefined()

    const stored = await storeImage(photo, diskStore(dataDir))
    expect(stored.fullSize).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)
    expect(stored.thumbnail).toBe(stored.fullSize.replace('.webp', '-thumb.webp'))
    expect([stored.width, stored.height]).toEqual([1600, 1200])
    for (const url of [stored.fullSize, stored.thumbnail]) {
      const name = url.split('/').pop()!
      expect(name).toMatch(UPLOAD_NAME)
      const file = fs.readFileSync(path.join(uploadsDir(dataDir), name))
      const meta = await sharp(file).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      expect(file.includes(Buffer.from('PhoneMaker'))).toBe(false)
    }
    const thumb = await sharp(
      fs.readFileSync(path.join(uploadsDir(dataDir), stored.thumbnail.split('/').pop()!)),
    ).metadata()
    expect([thumb.width, thumb.height]).toEqual([480, 320])
  })

  it('refuse bytes that only look like an image', async () => {
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('not really')])
    expect(sniffImage(fake)).toBe('jpeg')
    await expect(storeImage(fake, diskStore(dataDir))).rejects.toThrow()
    await expect(storeImage(fake, diskStore(dataDir))).rejects.not.toBeInstanceOf(StoreFailed)
  })

  it('keep a video as it came, under a random name, and read it back in parts', async () => {
    const store = diskStore(dataDir)
    const bytes = webm(300_000)
    const { videoUrl } = await storeVideo(bytes, 'webm', store)
    expect(videoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webm$/)
    expect(nameOf(videoUrl)).toMatch(UPLOAD_NAME)
    const opened = (await store.open(nameOf(videoUrl)))!
    expect(opened.size).toBe(bytes.length)
    expect(await readAll(opened.read(0, opened.size - 1))).toEqual(Buffer.from(bytes))
    expect(await readAll(opened.read(1000, 1999))).toEqual(Buffer.from(bytes.subarray(1000, 2000)))
    expect(await store.open(`${'0'.repeat(32)}.webm`)).toBeNull()
  })

  it('are deleted from DATA_DIR', async () => {
    const store = diskStore(dataDir)
    const { videoUrl } = await storeVideo(webm(100), 'webm', store)
    await store.remove(nameOf(videoUrl))
    expect(fs.existsSync(path.join(uploadsDir(dataDir), nameOf(videoUrl)))).toBe(false)
    expect(await store.open(nameOf(videoUrl))).toBeNull()
    await store.remove(nameOf(videoUrl))
  })

  it('are read back from DATA_DIR, and a name never stored is null', async () => {
    const store = diskStore(dataDir)
    const stored = await storeImage(await cameraPhoto(), store)
    const bytes = await store.get(nameOf(stored.fullSize))
    expect((await sharp(bytes!).metadata()).width).toBe(1600)
    expect(await store.get(`${'0'.repeat(32)}.webp`)).toBeNull()
  })
})

describe('gallery uploads in Supabase Storage (against a stand-in for the hosted Storage service)', () => {
  let supabase: SupabaseStandin
  let config: { url: string; anonKey: string; serviceRoleKey: string }
  beforeAll(async () => {
    supabase = await startSupabaseStandin()
    config = {
      url: supabase.url,
      anonKey: supabase.anonKey,
      serviceRoleKey: supabase.serviceRoleKey,
    }
  })
  afterAll(() => supabase.close())

  it('go to a private bucket, created at the first upload, and are read back by the server', async () => {
    const store = supabaseStore(config)
    const stored = await storeImage(await cameraPhoto(), store)

    expect(supabase.buckets.get(STORAGE_BUCKET)).toEqual({
      public: false,
      allowedMimeTypes: ['image/webp', 'video/mp4', 'video/webm'],
      fileSizeLimit: 50 * 1024 * 1024,
    })
    for (const url of [stored.fullSize, stored.thumbnail]) {
      const object = supabase.objects.get(`${STORAGE_BUCKET}/${nameOf(url)}`)
      expect(object?.contentType).toBe('image/webp')
      expect(object?.cacheControl).toBe('max-age=31536000')
      expect(object!.data.includes(Buffer.from('PhoneMaker'))).toBe(false)
      // The bytes the site will serve from /uploads/{name}.
      expect(Buffer.from((await store.get(nameOf(url)))!)).toEqual(object!.data)
    }
    expect(
      (await sharp(Buffer.from((await store.get(nameOf(stored.thumbnail)))!)).metadata()).width,
    ).toBe(480)
    expect(await store.get(`${'0'.repeat(32)}.webp`)).toBeNull()

    // The bucket is private: no one reaches the files except through the site.
    const direct = await fetch(
      `${supabase.url}/storage/v1/object/public/${STORAGE_BUCKET}/${nameOf(stored.fullSize)}`,
      { headers: { apikey: supabase.anonKey } },
    )
    expect(direct.ok).toBe(false)
  })

  it('take videos in the bucket, with their own type, read back in parts', async () => {
    const store = supabaseStore(config)
    const bytes = webm(5_000)
    const { videoUrl } = await storeVideo(bytes, 'webm', store)
    const object = supabase.objects.get(`${STORAGE_BUCKET}/${nameOf(videoUrl)}`)
    expect(object?.contentType).toBe('video/webm')
    const opened = (await store.open(nameOf(videoUrl)))!
    expect(opened.size).toBe(bytes.length)
    expect(await readAll(opened.read(10, 19))).toEqual(Buffer.from(bytes.subarray(10, 20)))
  })

  it('are deleted from the bucket', async () => {
    const store = supabaseStore(config)
    const { videoUrl } = await storeVideo(webm(100), 'webm', store)
    await store.remove(nameOf(videoUrl))
    expect(supabase.objects.has(`${STORAGE_BUCKET}/${nameOf(videoUrl)}`)).toBe(false)
    expect(await store.open(nameOf(videoUrl))).toBeNull()
  })

  it('widen a bucket made before videos were allowed', async () => {
    supabase.buckets.set(STORAGE_BUCKET, {
      public: false,
      allowedMimeTypes: ['image/webp'],
      fileSizeLimit: 10 * 1024 * 1024,
    })
    const { videoUrl } = await storeVideo(webm(100), 'webm', supabaseStore(config))
    expect(supabase.objects.has(`${STORAGE_BUCKET}/${nameOf(videoUrl)}`)).toBe(true)
    expect(supabase.buckets.get(STORAGE_BUCKET)).toEqual({
      public: false,
      allowedMimeTypes: ['image/webp', 'video/mp4', 'video/webm'],
      fileSizeLimit: 50 * 1024 * 1024,
    })
  })

  it('use the bucket that is already there after a restart', async () => {
    const before = supabase.requests.filter((r) => r === 'POST /storage/v1/bucket').length
    const stored = await storeImage(await cameraPhoto(), supabaseStore(config))
    expect(supabase.objects.has(`${STORAGE_BUCKET}/${nameOf(stored.fullSize)}`)).toBe(true)
    expect(supabase.requests.filter((r) => r === 'POST /storage/v1/bucket').length).toBe(before + 1)
  })

  it('fail as a store failure, not as a bad image, when Storage cannot be reached', async () => {
    const down = supabaseStore({ ...config, url: 'http://127.0.0.1:9' })
    await expect(storeImage(await cameraPhoto(), down)).rejects.toBeInstanceOf(StoreFailed)
    await expect(down.get(`${'0'.repeat(32)}.webp`)).rejects.toThrow(/Supabase Storage/)
  })

  it('are used only with the service-role key; otherwise PostgreSQL when the server runs on it, else DATA_DIR', async () => {
    const withoutKey = { url: supabase.url, anonKey: supabase.anonKey }
    const postgres = () => Promise.reject(new Error('not opened in this test'))
    expect(uploadStore({ supabase: null, dataDir, postgres: null }).kind).toBe('disk')
    expect(uploadStore({ supabase: withoutKey, dataDir, postgres: null }).kind).toBe('disk')
    expect(uploadStore({ supabase: null, dataDir, postgres }).kind).toBe('database')
    expect(uploadStore({ supabase: withoutKey, dataDir, postgres }).kind).toBe('database')
    expect(uploadStore({ supabase: config, dataDir, postgres }).kind).toBe('supabase')
    expect(uploadStore({ supabase: config, dataDir, postgres: null }).kind).toBe('supabase')
  })
})

describe.each(testBackends())('the gallery on $name', ({ open }) => {
  it('keeps an uploaded video and a YouTube video, newest first, and leaves out what it cannot play', async () => {
    const handle = await open()
    try {
      const file = await addGalleryItem(handle.db, {
        type: 'video',
        title: 'Campus walk',
        videoUrl: `/uploads/${'a'.repeat(32)}.webm`,
        ...DEFAULT_VIDEO_POSTER,
      })
      const youtube = await addGalleryItem(handle.db, {
        type: 'video',
        title: 'Hostel tour',
        videoUrl: youtubeWatchUrl('dQw4w9WgXcQ'),
        fullSize: `/uploads/${'b'.repeat(32)}.webp`,
        thumbnail: `/uploads/${'b'.repeat(32)}-thumb.webp`,
        width: 1600,
        height: 900,
      })
      await addGalleryItem(handle.db, {
        type: 'video',
        title: 'Somewhere else',
        videoUrl: 'https://video.example/clip.mp4',
        ...DEFAULT_VIDEO_POSTER,
      })
      const gallery = await selectUploadedGallery(handle.db)
      expect(gallery.map((item) => item.title)).toEqual(['Hostel tour', 'Campus walk'])
      expect(gallery[0]).toMatchObject({
        id: `upload-${youtube}`,
        video: { kind: 'youtube', id: 'dQw4w9WgXcQ' },
        thumbnail: `/uploads/${'b'.repeat(32)}-thumb.webp`,
        alt: '',
      })
      expect(gallery[1]).toMatchObject({
        id: `upload-${file}`,
        video: { kind: 'file', src: `/uploads/${'a'.repeat(32)}.webm`, type: 'video/webm' },
        thumbnail: DEFAULT_VIDEO_POSTER.thumbnail,
      })
      expect(gallery[0]?.addedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    } finally {
      await handle.close()
      await (handle as { drop?: () => Promise<void> }).drop?.()
    }
  })
})

/** A video-sized file of bytes that do not compress, as a real video's do not. */
const incompressible = (size: number) => new Uint8Array(randomBytes(size))

/** Megabytes compared at once (toEqual walks them byte by byte, for seconds). */
function expectSameBytes(actual: Uint8Array | null, expected: Uint8Array) {
  expect(actual?.length).toBe(expected.length)
  expect(Buffer.from(actual!).equals(Buffer.from(expected))).toBe(true)
}

describe.each(testBackends())('uploads in the database on $name', ({ name, open }) => {
  let handle: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    handle = await open()
  })
  afterAll(async () => {
    await handle.close()
    await handle.drop?.()
  })
  const store = () => databaseStore(async () => handle.db)

  it('are written, read whole and read in parts of only the bytes asked for, then deleted', async () => {
    // Over two parts of DATABASE_READ_BYTES and a bit: a whole read crosses part boundaries.
    const bytes = incompressible(2 * DATABASE_READ_BYTES + 12_345)
    const fileName = `${randomUploadName()}.mp4`
    await store().put(fileName, bytes)

    expectSameBytes(await store().get(fileName), bytes)
    const opened = (await store().open(fileName))!
    expect(opened.size).toBe(bytes.length)
    expectSameBytes(await readAll(opened.read(0, opened.size - 1)), bytes)
    // A player's Range requests: the start, a slice across a part boundary, the very end.
    for (const [start, end] of [
      [0, 1],
      [DATABASE_READ_BYTES - 100, DATABASE_READ_BYTES + 99],
      [bytes.length - 10, bytes.length - 1],
    ] as const) {
      expectSameBytes(await readAll(opened.read(start, end)), bytes.subarray(start, end + 1))
    }
    // The database sends only the part asked for.
    const part = await readUploadPart(handle.db, fileName, 1_000_000, 4096)
    expectSameBytes(part, bytes.subarray(1_000_000, 1_004_096))

    await store().remove(fileName)
    expect(await store().open(fileName)).toBeNull()
    expect(await store().get(fileName)).toBeNull()
    await store().remove(fileName)
  })

  it('never replace a stored file, and keep the type its name gives', async () => {
    const fileName = `${randomUploadName()}.webp`
    await store().put(fileName, incompressible(100))
    await expect(store().put(fileName, incompressible(50))).rejects.toThrow()
    expect((await store().open(fileName))!.size).toBe(100)
    const { uploads } = await import('@/lib/db/schema')
    const { eq } = await import('drizzle-orm')
    const [row] = await handle.db
      .select({ contentType: uploads.contentType, byteSize: uploads.byteSize })
      .from(uploads)
      .where(eq(uploads.name, fileName))
    expect(row).toEqual({ contentType: 'image/webp', byteSize: 100 })
  })

  it('still serve and delete files kept in DATA_DIR before the table existed', async () => {
    const earlier = diskStore(dataDir)
    const { videoUrl } = await storeVideo(webm(3_000), 'webm', earlier)
    const withEarlier = databaseStore(async () => handle.db, earlier)
    const opened = (await withEarlier.open(nameOf(videoUrl)))!
    expect(opened.size).toBe(webm(3_000).length)
    expect(await readAll(opened.read(0, 11))).toEqual(Buffer.from(webm(0)))
    await withEarlier.remove(nameOf(videoUrl))
    expect(await earlier.open(nameOf(videoUrl))).toBeNull()
  })

  it.runIf(name === 'PostgreSQL')(
    'keep the bytes uncompressed, so a part is read without the rest',
    async () => {
      const { sql } = await import('drizzle-orm')
      const result = await handle.db.execute(
        sql`select attstorage from pg_attribute where attrelid = 'uploads'::regclass and attname = 'bytes'`,
      )
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        attstorage: string
      }[]
      expect(rows[0]?.attstorage).toBe('e')
    },
  )
})
