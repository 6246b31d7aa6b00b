import { isSameOrigin } from '@/lib/auth/session'
import { staffRequest } from '@/lib/auth/staff-action'
import { sniffImage, storeImage, StoreFailed } from '@/lib/uploads/images'
import { configuredUploadStore } from '@/lib/storage/store'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadMessage } from '@/lib/validation/upload'

const fail = (status: number, message: UploadMessage) =>
  Response.json({ success: false, ...message }, { status })

/**
 * A person's photo for the company pages (`?for=person`, the admin only), uploaded from
 * /dashboard/people, or an article's cover (`?for=cover`, the admin or an editor), through the same
 * checks and re-encoding as the gallery (bytes sniffed, EXIF and location dropped), but not
 * added to the gallery: a person agreed to this use only, and a cover belongs to its article.
 */
export async function POST(request: Request) {
  const forCover = new URL(request.url).searchParams.get('for') === 'cover'
  const gate = await staffRequest(forCover ? 'content' : 'admin')
  if (gate instanceof Response) return gate
  if (!(await isSameOrigin())) {
    return Response.json({ success: false, error: 'Cross-site request refused.' }, { status: 403 })
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024) {
    return fail(413, UPLOAD_MESSAGES.tooLarge)
  }
  let file: FormDataEntryValue | null
  try {
    file = (await request.formData()).get('photo')
  } catch {
    return fail(400, UPLOAD_MESSAGES.missing)
  }
  if (!(file instanceof File) || file.size === 0) return fail(400, UPLOAD_MESSAGES.missing)
  if (file.size > MAX_UPLOAD_BYTES) return fail(413, UPLOAD_MESSAGES.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!sniffImage(bytes)) return fail(415, UPLOAD_MESSAGES.notImage)
  try {
    const stored = await storeImage(bytes, configuredUploadStore())
    return Response.json({ success: true, path: stored.fullSize }, { status: 201 })
  } catch (error) {
    if (error instanceof StoreFailed) {
      console.error(error)
      return fail(503, UPLOAD_MESSAGES.notStored)
    }
    return fail(415, UPLOAD_MESSAGES.unreadable)
  }
}
