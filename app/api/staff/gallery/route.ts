import { revalidatePath, revalidateTag } from 'next/cache'

import { getStaff, isSameOrigin } from '@/lib/auth/session'
import {
  addGalleryItem,
  DEFAULT_VIDEO_POSTER,
  GALLERY_TAG,
  youtubeWatchUrl,
  type NewGalleryItem,
} from '@/lib/data/gallery'
import { getDb } from '@/lib/db/client'
import { sniffImage, storeImage, StoreFailed, type StoredImage } from '@/lib/uploads/images'
import { configuredUploadStore } from '@/lib/uploads/store'
import { sniffVideo, storeVideo } from '@/lib/uploads/videos'
import {
  galleryAdditionSchema,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_MESSAGES,
  youtubeId,
} from '@/lib/validation/upload'

/** Room for the multipart envelope and the text fields around the files. */
const ENVELOPE_BYTES = 64 * 1024

type Message = { title: string; description: string }

/** An answer the dashboard shows as a toast. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly answer: Message,
  ) {
    super(answer.title)
  }
}

const fail = (status: number, message: Message) =>
  Response.json({ success: false, ...message }, { status })

/** The file under `field`, or null when none was chosen. */
function fileOf(form: FormData, field: string): File | null {
  const value = form.get(field)
  return value instanceof File && value.size > 0 ? value : null
}

/** Spec 001 3.3: a title defaults to the file name without its extension. */
const titleOf = (given: string, file: File | null, fallback: string) =>
  (given || file?.name.replace(/\.[^.]*$/, '').trim() || fallback).slice(0, 120)

/** An image, judged by its bytes, re-encoded and stored (the gallery image or a poster). */
async function storedImage(file: File): Promise<StoredImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw new Refused(413, UPLOAD_MESSAGES.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!sniffImage(bytes)) throw new Refused(415, UPLOAD_MESSAGES.notImage)
  try {
    return await storeImage(bytes, configuredUploadStore())
  } catch (error) {
    if (!(error instanceof StoreFailed)) throw new Refused(415, UPLOAD_MESSAGES.unreadable)
    throw error
  }
}

/** The poster a video shows before it plays: the one staff chose, or the local default. */
async function posterOf(form: FormData) {
  const poster = fileOf(form, 'poster')
  if (!poster) return DEFAULT_VIDEO_POSTER
  const { fullSize, thumbnail, width, height } = await storedImage(poster)
  return { fullSize, thumbnail, width, height }
}

async function itemOf(form: FormData): Promise<NewGalleryItem> {
  const parsed = galleryAdditionSchema.safeParse({
    kind: form.get('kind') ?? 'image',
    title: form.get('title') ?? '',
    youtubeUrl: form.get('youtubeUrl') ?? '',
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Refused(
      400,
      issue?.path[0] === 'title' ? UPLOAD_MESSAGES.missingTitle : UPLOAD_MESSAGES.invalidYouTube,
    )
  }
  const { kind, title, youtubeUrl } = parsed.data

  if (kind === 'youtube') {
    const id = youtubeId(youtubeUrl)!
    return { type: 'video', title, videoUrl: youtubeWatchUrl(id), ...(await posterOf(form)) }
  }

  const file = fileOf(form, 'file')
  if (kind === 'video') {
    if (!file) throw new Refused(400, UPLOAD_MESSAGES.missingVideo)
    if (file.size > MAX_VIDEO_BYTES) throw new Refused(413, UPLOAD_MESSAGES.videoTooLarge)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const videoKind = sniffVideo(bytes)
    if (!videoKind) throw new Refused(415, UPLOAD_MESSAGES.notVideo)
    const poster = await posterOf(form)
    const { videoUrl } = await storeVideo(bytes, videoKind, configuredUploadStore())
    return { type: 'video', title: titleOf(title, file, 'Gallery video'), videoUrl, ...poster }
  }

  if (!file) throw new Refused(400, UPLOAD_MESSAGES.missing)
  const stored = await storedImage(file)
  return { type: 'image', title: titleOf(title, file, 'Gallery image'), ...stored }
}

/**
 * Adds to the gallery from the dashboard (spec 001 2.6, 5.3): an image, an MP4 or WebM video,
 * or a YouTube link, each optionally with a poster. Not behind proxy.ts, which would cut a
 * body over 10 MB short, so it checks the session and the Origin itself. Files are judged by
 * their bytes; images are re-encoded by sharp; everything is stored under a random name.
 */
export async function POST(request: Request) {
  if (!(await getStaff())) {
    return Response.json({ success: false, error: 'Sign in as staff first.' }, { status: 401 })
  }
  if (!(await isSameOrigin())) {
    return Response.json({ success: false, error: 'Cross-site request refused.' }, { status: 403 })
  }
  const limit = MAX_VIDEO_BYTES + MAX_UPLOAD_BYTES + ENVELOPE_BYTES
  if (Number(request.headers.get('content-length') ?? 0) > limit) {
    return fail(413, UPLOAD_MESSAGES.videoTooLarge)
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return fail(400, UPLOAD_MESSAGES.missing)
  }

  let item: NewGalleryItem
  try {
    item = await itemOf(form)
  } catch (error) {
    if (error instanceof Refused) return fail(error.status, error.answer)
    if (!(error instanceof StoreFailed)) throw error
    console.error(error.cause)
    return fail(503, UPLOAD_MESSAGES.notStored)
  }
  const id = await addGalleryItem(await getDb(), item)
  revalidateTag(GALLERY_TAG, { expire: 0 })
  revalidatePath('/')
  revalidatePath('/gallery')
  return Response.json({ success: true, id, ...item }, { status: 201 })
}
