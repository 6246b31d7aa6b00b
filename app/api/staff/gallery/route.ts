import { revalidatePath, revalidateTag } from 'next/cache'

import { getStaff, isSameOrigin } from '@/lib/auth/session'
import { addGalleryItem, GALLERY_TAG } from '@/lib/data/gallery'
import { getDb } from '@/lib/db/client'
import { sniffImage, storeImage, StoreFailed } from '@/lib/uploads/images'
import { configuredUploadStore } from '@/lib/uploads/store'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/validation/upload'

/** Room for the multipart envelope around a file of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024

const fail = (status: number, message: { title: string; description: string }) =>
  Response.json({ success: false, ...message }, { status })

/**
 * A gallery upload from the dashboard (spec 001 2.6, 5.3). Outside /dashboard, so proxy.ts does
 * not buffer the body, and it checks the session and the Origin itself. The file is judged by
 * its bytes, re-encoded by sharp and stored under a random name, in DATA_DIR or Supabase Storage.
 */
export async function POST(request: Request) {
  if (!(await getStaff())) {
    return Response.json({ success: false, error: 'Sign in as staff first.' }, { status: 401 })
  }
  if (!(await isSameOrigin())) {
    return Response.json({ success: false, error: 'Cross-site request refused.' }, { status: 403 })
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) {
    return fail(413, UPLOAD_MESSAGES.tooLarge)
  }
  let file: FormDataEntryValue | null
  try {
    file = (await request.formData()).get('file')
  } catch {
    return fail(400, UPLOAD_MESSAGES.missing)
  }
  if (!(file instanceof File) || file.size === 0) return fail(400, UPLOAD_MESSAGES.missing)
  if (file.size > MAX_UPLOAD_BYTES) return fail(413, UPLOAD_MESSAGES.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!sniffImage(bytes)) return fail(415, UPLOAD_MESSAGES.notImage)

  let stored
  try {
    stored = await storeImage(bytes, configuredUploadStore())
  } catch (error) {
    if (!(error instanceof StoreFailed)) return fail(415, UPLOAD_MESSAGES.unreadable)
    console.error(error.cause)
    return fail(503, UPLOAD_MESSAGES.notStored)
  }
  // Spec 001 3.3: the title is the file name without its extension.
  const title = (file.name.replace(/\.[^.]*$/, '').trim() || 'Gallery image').slice(0, 120)
  const id = await addGalleryItem(await getDb(), { title, ...stored })
  revalidateTag(GALLERY_TAG, { expire: 0 })
  revalidatePath('/')
  revalidatePath('/gallery')
  return Response.json({ success: true, id, ...stored }, { status: 201 })
}
