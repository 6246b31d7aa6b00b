import { revalidateTag } from 'next/cache'

import { isSameOrigin } from '@/lib/auth/session'
import { staffRequest } from '@/lib/auth/staff-action'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { addGalleryItem } from '@/lib/data/gallery'
import { galleryAdditionOf } from '@/lib/storage/gallery-addition'
import { configuredUploadStore } from '@/lib/storage/store'
import {
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_MESSAGES,
  type UploadMessage,
} from '@/lib/validation/upload'

/** Room for the multipart envelope and the text fields around the files. */
const ENVELOPE_BYTES = 64 * 1024

const fail = (status: number, message: UploadMessage) =>
  Response.json({ success: false, ...message }, { status })

/**
 * Adds to the gallery from the dashboard: an image, an MP4 or WebM video, or a YouTube link,
 * each video optionally with a poster (lib/storage/gallery-addition.ts). Not behind proxy.ts,
 * which would cut a body over 10 MB short, so it checks the session and the Origin itself.
 */
export async function POST(request: Request) {
  const gate = await staffRequest('content')
  if (gate instanceof Response) return gate
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

  const added = await galleryAdditionOf(form, configuredUploadStore())
  if (!added.ok) return fail(added.status, added.message)
  const id = await addGalleryItem(gate.db, added.item)
  revalidateTag(CACHE_TAGS.gallery, { expire: 0 })
  return Response.json({ success: true, id, ...added.item }, { status: 201 })
}
