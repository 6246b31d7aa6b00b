import { byteRange } from '@/lib/http/byte-range'
import { UPLOAD_NAME, uploadContentType } from '@/lib/uploads/names'
import { configuredUploadStore } from '@/lib/storage/store'

/**
 * Serves the uploaded gallery images, staff photos and videos from the configured store
 * (lib/storage/store.ts: DATA_DIR, the PostgreSQL database or a private Supabase Storage
 * bucket). Only names of the form the upload gives (random hex and the ending the
 * server chose from the file's bytes) are looked up, so no path can be walked; every file is
 * sent as media that may not be sniffed, framed or run as a document. A video is sent in the
 * parts a player asks for (Range), so a phone can seek without loading it all.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!UPLOAD_NAME.test(file)) return new Response('Not found', { status: 404 })
  let opened
  try {
    opened = await configuredUploadStore().open(file)
  } catch (error) {
    console.error(error)
    return new Response('Try again later', { status: 503, headers: { 'Retry-After': '60' } })
  }
  if (!opened) return new Response('Not found', { status: 404 })
  const headers = {
    'Content-Type': uploadContentType(file),
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
  const range = byteRange(request.headers.get('range'), opened.size)
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${opened.size}` },
    })
  }
  const { start, end } = range ?? { start: 0, end: opened.size - 1 }
  return new Response(opened.read(start, end), {
    status: range ? 206 : 200,
    headers: {
      ...headers,
      'Content-Length': String(end - start + 1),
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${opened.size}` } : {}),
    },
  })
}
