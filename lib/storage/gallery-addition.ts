import 'server-only'

import { DEFAULT_VIDEO_POSTER, youtubeWatchUrl, type NewGalleryItem } from '@/lib/data/gallery'
import { sniffImage, storeImage, StoreFailed, type StoredImage } from '@/lib/uploads/images'
import type { UploadStore } from '@/lib/uploads/types'
import { sniffVideo, storeVideo } from '@/lib/uploads/videos'
import {
  galleryAdditionSchema,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_MESSAGES,
  youtubeId,
  type UploadMessage,
} from '@/lib/validation/upload'

/** A gallery item built from the dashboard's form, its files stored; or the toast saying why not. */
export type GalleryAddition =
  { ok: true; item: NewGalleryItem } | { ok: false; status: number; message: UploadMessage }

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly answer: UploadMessage,
  ) {
    super(answer.title)
  }
}

/** The file under `field`, or null when none was chosen. */
function fileOf(form: FormData, field: string): File | null {
  const value = form.get(field)
  return value instanceof File && value.size > 0 ? value : null
}

/** A title defaults to the file name without its extension. */
const titleOf = (given: string, file: File | null, fallback: string) =>
  (given || file?.name.replace(/\.[^.]*$/, '').trim() || fallback).slice(0, 120)

/** An image, judged by its bytes, re-encoded and stored (the gallery image or a poster). */
async function storedImage(file: File, store: UploadStore): Promise<StoredImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw new Refused(413, UPLOAD_MESSAGES.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!sniffImage(bytes)) throw new Refused(415, UPLOAD_MESSAGES.notImage)
  try {
    return await storeImage(bytes, store)
  } catch (error) {
    if (!(error instanceof StoreFailed)) throw new Refused(415, UPLOAD_MESSAGES.unreadable)
    throw error
  }
}

/** The poster a video shows before it plays: the one staff chose, or the local default. */
async function posterOf(form: FormData, store: UploadStore) {
  const poster = fileOf(form, 'poster')
  if (!poster) return DEFAULT_VIDEO_POSTER
  const { fullSize, thumbnail, width, height } = await storedImage(poster, store)
  return { fullSize, thumbnail, width, height }
}

async function itemOf(form: FormData, store: UploadStore): Promise<NewGalleryItem> {
  const parsed = galleryAdditionSchema.safeParse({
    kind: form.get('kind') ?? 'image',
    title: form.get('title') ?? '',
    youtubeUrl: form.get('youtubeUrl') ?? '',
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path[0]
    if (field === 'youtubeUrl') throw new Refused(400, UPLOAD_MESSAGES.invalidYouTube)
    if (field === 'title' && issue?.code === 'too_big') {
      throw new Refused(400, UPLOAD_MESSAGES.titleTooLong)
    }
    if (field === 'title') throw new Refused(400, UPLOAD_MESSAGES.missingTitle)
    throw new Refused(400, UPLOAD_MESSAGES.unknownKind)
  }
  const { kind, title, youtubeUrl } = parsed.data

  if (kind === 'youtube') {
    const id = youtubeId(youtubeUrl)!
    return { type: 'video', title, videoUrl: youtubeWatchUrl(id), ...(await posterOf(form, store)) }
  }

  const file = fileOf(form, 'file')
  if (kind === 'video') {
    if (!file) throw new Refused(400, UPLOAD_MESSAGES.missingVideo)
    if (file.size > MAX_VIDEO_BYTES) throw new Refused(413, UPLOAD_MESSAGES.videoTooLarge)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const videoKind = sniffVideo(bytes)
    if (!videoKind) throw new Refused(415, UPLOAD_MESSAGES.notVideo)
    const poster = await posterOf(form, store)
    const { videoUrl } = await storeVideo(bytes, videoKind, store)
    return { type: 'video', title: titleOf(title, file, 'Gallery video'), videoUrl, ...poster }
  }

  if (!file) throw new Refused(400, UPLOAD_MESSAGES.missing)
  const stored = await storedImage(file, store)
  return { type: 'image', title: titleOf(title, file, 'Gallery image'), ...stored }
}

/**
 * What the dashboard's gallery form sent: an image, an MP4 or WebM video, or a YouTube link,
 * each video optionally with a poster. Files are judged by their bytes, images re-encoded by
 * sharp, and everything is stored in `store` under a random name. The caller has checked who
 * sent it.
 */
export async function galleryAdditionOf(
  form: FormData,
  store: UploadStore,
): Promise<GalleryAddition> {
  try {
    return { ok: true, item: await itemOf(form, store) }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: error.status, message: error.answer }
    if (!(error instanceof StoreFailed)) throw error
    console.error(error.cause)
    return { ok: false, status: 503, message: UPLOAD_MESSAGES.notStored }
  }
}
