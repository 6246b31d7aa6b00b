import 'server-only'

import { randomUploadName, type UploadEnding } from '@/lib/uploads/names'
import { StoreFailed } from '@/lib/uploads/images'
import type { UploadStore } from '@/lib/uploads/store'

export type VideoKind = 'mp4' | 'webm'

/** ISO base media brands of MP4 video (not QuickTime's 'qt  ', which browsers may not play). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'mmp4',
])

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length))

/** The video type the file's first bytes show, whatever its name or declared type says. */
export function sniffVideo(bytes: Uint8Array): VideoKind | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 4))) {
    return 'mp4'
  }
  // EBML header, then its DocType element (0x42 0x82, a one-byte size) reading "webm".
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    const head = bytes.subarray(0, 64)
    for (let i = 4; i < head.length - 6; i += 1) {
      if (head[i] === 0x42 && head[i + 1] === 0x82) {
        const size = head[i + 2]! & 0x7f
        if (ascii(head, i + 3, size) === 'webm') return 'webm'
      }
    }
  }
  return null
}

/** Stores a video as it came (its bytes checked by sniffVideo) under a random name. */
export async function storeVideo(
  bytes: Uint8Array,
  kind: VideoKind,
  store: UploadStore,
): Promise<{ videoUrl: string }> {
  const name = `${randomUploadName()}.${kind satisfies UploadEnding}`
  try {
    await store.put(name, bytes)
  } catch (cause) {
    throw new StoreFailed(cause)
  }
  return { videoUrl: `/uploads/${name}` }
}
