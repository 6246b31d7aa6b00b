import 'server-only'

import sharp from 'sharp'

import { randomUploadName } from '@/lib/uploads/names'
import type { UploadStore } from '@/lib/uploads/types'

export { sniffImage, type ImageKind } from '@/lib/uploads/sniff'

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
