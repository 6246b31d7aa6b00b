import 'server-only'

import { randomUploadName, type UploadEnding } from '@/lib/uploads/names'
import { StoreFailed } from '@/lib/uploads/images'
import type { UploadStore } from '@/lib/uploads/types'
import type { VideoKind } from '@/lib/uploads/sniff'

export { sniffVideo, type VideoKind } from '@/lib/uploads/sniff'

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
