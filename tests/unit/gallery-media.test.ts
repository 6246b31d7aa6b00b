import { describe, expect, it } from 'vitest'

import { byteRange } from '@/lib/http/byte-range'
import { sniffVideo } from '@/lib/uploads/videos'
import { galleryAdditionSchema, youtubeId } from '@/lib/validation/upload'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
  )

/** The first bytes of a real MP4 (an ftyp box) and of a real WebM (EBML header, DocType). */
const mp4Head = bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41')
const webmHead = bytes(
  [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01],
  [0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84],
  'webm',
  [0x42, 0x87, 0x81, 0x04],
)

describe('gallery videos', () => {
  it('are judged by their bytes: MP4 by its ftyp box, WebM by its EBML DocType', () => {
    expect(sniffVideo(mp4Head)).toBe('mp4')
    expect(sniffVideo(webmHead)).toBe('webm')
    // Matroska that is not WebM, QuickTime, a JPEG and HTML named like videos: refused.
    expect(sniffVideo(webmHead.map((byte, i) => (i >= 24 && i < 28 ? 0x78 : byte)))).toBeNull()
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0]))).toBeNull()
    expect(sniffVideo(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBeNull()
    expect(sniffVideo(bytes('<html><script>alert(1)</script>'))).toBeNull()
    expect(sniffVideo(new Uint8Array())).toBeNull()
  })

  it('from YouTube are known by the addresses people copy, and nothing else', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      ' https://www.youtube.com/live/dQw4w9WgXcQ ',
    ]) {
      expect(youtubeId(address), address).toBe('dQw4w9WgXcQ')
    }
    for (const address of [
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/123456',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/channel/UC1234567890',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(youtubeId(address), address).toBeNull()
    }
  })

  it('from YouTube need a real link and a title; an uploaded one may go without a title', () => {
    const youtube = (youtubeUrl: string, title: string) =>
      galleryAdditionSchema.safeParse({ kind: 'youtube', youtubeUrl, title })
    expect(youtube('https://youtu.be/dQw4w9WgXcQ', 'Campus tour').success).toBe(true)
    expect(youtube('https://example.com/video', 'Campus tour').error?.issues[0]?.message).toBe(
      'Invalid URL',
    )
    expect(youtube('https://youtu.be/dQw4w9WgXcQ', '  ').error?.issues[0]?.path).toEqual(['title'])
    expect(
      galleryAdditionSchema.safeParse({ kind: 'video', youtubeUrl: '', title: '' }).success,
    ).toBe(true)
  })
})

describe('byte ranges of an uploaded video', () => {
  it('answer the one range a player asks for, and refuse one past the end', () => {
    expect(byteRange(null, 1000)).toBeNull()
    expect(byteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 })
    expect(byteRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 })
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    // Several ranges, another unit, or nonsense: the whole file.
    expect(byteRange('bytes=0-1,5-6', 1000)).toBeNull()
    expect(byteRange('items=0-1', 1000)).toBeNull()
    expect(byteRange('bytes=5-1', 1000)).toBeNull()
  })
})
