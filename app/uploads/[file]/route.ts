import { UPLOAD_NAME } from '@/lib/uploads/images'
import { configuredUploadStore } from '@/lib/uploads/store'

/**
 * Serves the uploaded gallery images, from DATA_DIR or the private Supabase Storage bucket.
 * Only names of the form the upload gives (random hex, .webp) are looked up, so no path can be
 * walked; every file was re-encoded by sharp, and is sent as an image that may not be sniffed,
 * framed or run as a document.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!UPLOAD_NAME.test(file)) return new Response('Not found', { status: 404 })
  let data: Uint8Array<ArrayBuffer> | null
  try {
    data = await configuredUploadStore().get(file)
  } catch (error) {
    console.error(error)
    return new Response('Try again later', { status: 503, headers: { 'Retry-After': '60' } })
  }
  if (!data) return new Response('Not found', { status: 404 })
  return new Response(data, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(data.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  })
}
