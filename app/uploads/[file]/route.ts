import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/lib/env'
import { UPLOAD_NAME, uploadsDir } from '@/lib/uploads/images'

/**
 * Serves the uploaded gallery images from DATA_DIR. Only names of the form the upload gives
 * (random hex, .webp) are looked up, so no path can be walked; every file was re-encoded by
 * sharp, and is sent as an image that may not be sniffed, framed or run as a document.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!UPLOAD_NAME.test(file)) return new Response('Not found', { status: 404 })
  let data: Buffer
  try {
    data = await fs.readFile(path.join(uploadsDir(env().DATA_DIR), file))
  } catch {
    return new Response('Not found', { status: 404 })
  }
  return new Response(new Uint8Array(data), {
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
