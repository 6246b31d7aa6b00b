import { randomBytes } from 'node:crypto'

/**
 * Uploaded files are named by 16 random bytes and an ending the server chose from their
 * bytes; nothing else is ever stored or served.
 */
export const UPLOAD_NAME = /^[0-9a-f]{32}(?:(?:-thumb)?\.webp|\.mp4|\.webm)$/

const CONTENT_TYPES = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' } as const

export type UploadEnding = keyof typeof CONTENT_TYPES

export const UPLOAD_CONTENT_TYPES: readonly string[] = Object.values(CONTENT_TYPES)

/** The Content-Type of a stored upload, from the ending the server gave it. */
export function uploadContentType(name: string): string {
  const ending = name.slice(name.lastIndexOf('.') + 1) as UploadEnding
  return CONTENT_TYPES[ending] ?? 'application/octet-stream'
}

export function randomUploadName(): string {
  return randomBytes(16).toString('hex')
}
