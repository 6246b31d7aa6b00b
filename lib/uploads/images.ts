import 'server-only'

import sharp from 'sharp'

import { randomUploadName } from '@/lib/uploads/names'
import type { UploadStore } from '@/lib/uploads/store'

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

const FULL_SIZE = 1600
const THUMB = { width: 480, height: 320 }
/** Larger images than this (in pixels) are refused before decoding: a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000

export type StoredImage = {
  fullSize: string
  thumbnail: string
  width: number
  height: number
}

/** The file was fine but the store could not take it (a full disk, Storage unreachable). */
export class StoreFailed extends Error {
  constructor(cause: unknown) {
    super('The upload store refused the file', { cause })
  }
}

/**
 * Re-encodes an upload as WebP (orientation applied, EXIF and location and every other piece
 * of metadata dropped, at most 1600 px a side) plus a 480 x 320 thumbnail, under a random name,
 * into the given store. Throws when sharp cannot decode it or the store cannot take it.
 */
export async function storeImage(bytes: Uint8Array, store: UploadStore): Promise<StoredImage> {
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  const full = await input
    .clone()
    .resize({ width: FULL_SIZE, height: FULL_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
  const thumb = await input
    .clone()
    .resize({ ...THUMB, fit: 'cover' })
    .webp({ quality: 75 })
    .toBuffer()
  const name = randomUploadName()
  try {
    await store.put(`${name}.webp`, full.data)
    await store.put(`${name}-thumb.webp`, thumb)
  } catch (cause) {
    throw new StoreFailed(cause)
  }
  return {
    fullSize: `/uploads/${name}.webp`,
    thumbnail: `/uploads/${name}-thumb.webp`,
    width: full.info.width,
    height: full.info.height,
  }
}
