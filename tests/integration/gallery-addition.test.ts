import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { GET as getUpload } from '@/app/uploads/[file]/route'
import { addGalleryItem, DEFAULT_VIDEO_POSTER, selectUploadedGallery } from '@/lib/data/gallery'
import { galleryAdditionOf } from '@/lib/storage/gallery-addition'
import { configuredUploadStore, uploadsDir } from '@/lib/storage/store'

import { testBackends } from '../support/backends'

// The upload route and the file route read DATA_DIR from the environment, as the server does.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbbs-gallery-addition-'))
process.env.DATA_DIR = dataDir
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** One-second clips recorded from a canvas by Chromium's MediaRecorder (tests/fixtures). */
const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '../fixtures', name)))
const webm = fixture('clip.webm')
const mp4 = fixture('clip.mp4')
const photo = () =>
  sharp({ create: { width: 1280, height: 720, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer()

/** The dashboard's form as the handler receives it: sent through a real multipart body. */
function sent(fields: Record<string, string | File>): Promise<FormData> {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return new Request('http://localhost/api/staff/gallery', { method: 'POST', body }).formData()
}

const file = (bytes: Uint8Array | Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })

const add = async (fields: Record<string, string | File>) =>
  galleryAdditionOf(await sent(fields), configuredUploadStore())

/** The site's own answer for /uploads/{name}, as a browser's video element asks for it. */
const served = (url: string, range?: string) =>
  getUpload(new Request(`http://localhost${url}`, { headers: range ? { range } : {} }), {
    params: Promise.resolve({ file: url.split('/').pop()! }),
  })

const storedFiles = () =>
  fs.existsSync(uploadsDir(dataDir)) ? fs.readdirSync(uploadsDir(dataDir)).length : 0

describe.each(testBackends())('gallery videos added from the dashboard, on $name', ({ open }) => {
  it('are stored (an uploaded WebM or MP4, a YouTube link) and read back as playable videos', async () => {
    const handle = await open()
    try {
      const fromWebm = await add({
        kind: 'video',
        title: '',
        file: file(webm, 'campus-walk.webm', 'video/webm'),
      })
      // An MP4 named and typed as a QuickTime file: its bytes decide.
      const fromMp4 = await add({
        kind: 'video',
        title: 'Anatomy hall',
        file: file(mp4, 'anatomy.mov', 'video/quicktime'),
        poster: file(await photo(), 'poster.jpg', 'image/jpeg'),
      })
      const fromYouTube = await add({
        kind: 'youtube',
        title: 'Hostel tour',
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ?si=shared',
      })
      if (!fromWebm.ok || !fromMp4.ok || !fromYouTube.ok) {
        throw new Error(JSON.stringify([fromWebm, fromMp4, fromYouTube]))
      }
      expect(fromWebm.item).toMatchObject({
        type: 'video',
        title: 'campus-walk',
        videoUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webm$/),
        ...DEFAULT_VIDEO_POSTER,
      })
      expect(fromMp4.item.videoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/)
      expect(fromMp4.item.thumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}-thumb\.webp$/)
      expect(fromYouTube.item).toMatchObject({
        type: 'video',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbnail: DEFAULT_VIDEO_POSTER.thumbnail,
      })

      for (const { item } of [fromWebm, fromMp4, fromYouTube]) {
        await addGalleryItem(handle.db, item)
      }
      const gallery = await selectUploadedGallery(handle.db)
      expect(gallery.map(({ title, video }) => ({ title, video }))).toEqual([
        { title: 'Hostel tour', video: { kind: 'youtube', id: 'dQw4w9WgXcQ' } },
        {
          title: 'Anatomy hall',
          video: { kind: 'file', src: fromMp4.item.videoUrl, type: 'video/mp4' },
        },
        {
          title: 'campus-walk',
          video: { kind: 'file', src: fromWebm.item.videoUrl, type: 'video/webm' },
        },
      ])
      expect(gallery[1]?.thumbnail).toBe(fromMp4.item.thumbnail)

      // Served by the site as they came, in the parts a player asks for.
      const part = await served(fromWebm.item.videoUrl!, 'bytes=0-99')
      expect(part.status).toBe(206)
      expect(Object.fromEntries(part.headers)).toMatchObject({
        'content-type': 'video/webm',
        'accept-ranges': 'bytes',
        'content-range': `bytes 0-99/${webm.length}`,
        'content-length': '100',
        'content-security-policy': "default-src 'none'; sandbox",
        'x-content-type-options': 'nosniff',
      })
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(webm.subarray(0, 100))
      const whole = await served(fromMp4.item.videoUrl!)
      expect(whole.status).toBe(200)
      expect(whole.headers.get('content-type')).toBe('video/mp4')
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(mp4)
      expect((await served(fromMp4.item.videoUrl!, `bytes=${mp4.length}-`)).status).toBe(416)
      const poster = await served(fromMp4.item.thumbnail)
      expect(poster.headers.get('content-type')).toBe('image/webp')
    } finally {
      await handle.close()
      await handle.drop?.()
    }
  })
})

describe('gallery additions the dashboard refuses', () => {
  it('say why in the toast, and leave no file behind', async () => {
    const before = storedFiles()
    const jpeg = await photo()
    const refusal = async (fields: Record<string, string | File>) => {
      const added = await add(fields)
      return added.ok ? 'stored' : { status: added.status, ...added.message }
    }

    // A photo or a web page named and typed as a video.
    expect(
      await refusal({ kind: 'video', title: '', file: file(jpeg, 'clip.mp4', 'video/mp4') }),
    ).toEqual({
      status: 415,
      title: 'Not a video',
      description: 'Please select an MP4 or WebM video',
    })
    expect(
      await refusal({
        kind: 'video',
        title: '',
        file: file(Buffer.from('<html><script>alert(1)</script>'), 'clip.webm', 'video/webm'),
      }),
    ).toMatchObject({ status: 415, title: 'Not a video' })
    expect(await refusal({ kind: 'video', title: 'Clip' })).toEqual({
      status: 400,
      title: 'Missing file',
      description: 'Please select a video to upload',
    })
    expect(
      await refusal({
        kind: 'video',
        title: '',
        file: file(new Uint8Array(50 * 1024 * 1024 + 1), 'long.webm', 'video/webm'),
      }),
    ).toMatchObject({ status: 413, title: 'File too large' })
    // A real video with a poster that is not a picture: nothing of it is kept.
    expect(
      await refusal({
        kind: 'video',
        title: '',
        file: file(webm, 'clip.webm', 'video/webm'),
        poster: file(Buffer.from('GIF89a'), 'poster.png', 'image/png'),
      }),
    ).toMatchObject({ status: 415, title: 'Not an image' })

    // Only YouTube addresses, with a title that fits.
    for (const youtubeUrl of [
      'https://vimeo.com/123456',
      'https://youtu.be/short',
      'hostel tour',
    ]) {
      expect(await refusal({ kind: 'youtube', title: 'Tour', youtubeUrl })).toMatchObject({
        status: 400,
        title: 'Invalid URL',
      })
    }
    const youtubeUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
    expect(await refusal({ kind: 'youtube', title: ' ', youtubeUrl })).toMatchObject({
      status: 400,
      title: 'Missing title',
    })
    expect(await refusal({ kind: 'youtube', title: 'x'.repeat(121), youtubeUrl })).toEqual({
      status: 400,
      title: 'Title too long',
      description: 'Please keep the title to 120 characters or fewer',
    })
    expect(await refusal({ kind: 'audio', title: 'Tour', youtubeUrl })).toMatchObject({
      status: 400,
      title: 'Upload failed',
    })

    expect(storedFiles()).toBe(before)
  })
})
