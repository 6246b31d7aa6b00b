/**
 * What a file's first bytes show it to be, whatever its name or declared type says. Used by
 * the upload handlers, and by the dashboard as a file is chosen (so it needs no server module):
 * reading the first 64 bytes is enough.
 */

/** How many of a file's first bytes the checks below read. */
export const SNIFF_BYTES = 64

export type ImageKind = 'jpeg' | 'png' | 'webp'

/** The image type the file's first bytes show, whatever its name or declared type says. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte)
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'webp'
  return null
}

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
    const head = bytes.subarray(0, SNIFF_BYTES)
    for (let i = 4; i < head.length - 6; i += 1) {
      if (head[i] === 0x42 && head[i + 1] === 0x82) {
        const size = head[i + 2]! & 0x7f
        if (ascii(head, i + 3, size) === 'webm') return 'webm'
      }
    }
  }
  return null
}
