import * as z from 'zod/mini'

/** The gallery upload's limits, messages and rules, for the dashboard form and the handler. */

/** At most 10 MB for an image. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** A short clip; anything longer belongs on YouTube, where phones get a stream that fits. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024

export const UPLOAD_MESSAGES = {
  missing: { title: 'Missing file', description: 'Please select an image to upload' },
  tooLarge: { title: 'File too large', description: 'Please select an image smaller than 10MB' },
  notImage: {
    title: 'Not an image',
    description: 'Please select a JPEG, PNG or WebP image',
  },
  unreadable: {
    title: 'Not an image',
    description: 'That file could not be read as an image. Please choose another.',
  },
  notStored: {
    title: 'Upload failed',
    description: 'The file could not be saved. Please try again in a minute.',
  },
  missingVideo: { title: 'Missing file', description: 'Please select a video to upload' },
  videoTooLarge: {
    title: 'File too large',
    description: 'Please select a video smaller than 50MB, or add it as a YouTube link',
  },
  notVideo: { title: 'Not a video', description: 'Please select an MP4 or WebM video' },
  invalidYouTube: {
    title: 'Invalid URL',
    description: 'Please enter a YouTube link, such as https://www.youtube.com/watch?v=…',
  },
  missingTitle: { title: 'Missing title', description: 'Please give the video a title' },
  titleTooLong: {
    title: 'Title too long',
    description: 'Please keep the title to 120 characters or fewer',
  },
  unknownKind: {
    title: 'Upload failed',
    description: 'Please choose a photo, a video file or a YouTube link',
  },
} as const satisfies Record<string, UploadMessage>

/** A refusal as the dashboard shows it: a toast's title and description. */
export type UploadMessage = { title: string; description: string }

export const galleryKinds = ['image', 'video', 'youtube'] as const
export type GalleryKind = (typeof galleryKinds)[number]

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
])
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The 11-character id of a YouTube video from the addresses people copy (watch?v=, youtu.be/,
 * /shorts/, /embed/, /live/), or null for anything else.
 */
export function youtubeId(address: string): string | null {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean)
  const id =
    url.hostname === 'youtu.be'
      ? first
      : first === 'watch'
        ? (url.searchParams.get('v') ?? '')
        : ['shorts', 'embed', 'live'].includes(first)
          ? second
          : ''
  return YOUTUBE_ID.test(id) ? id : null
}

const title = z.string().check(z.trim(), z.maxLength(120, UPLOAD_MESSAGES.titleTooLong.description))

/** The text fields of a gallery addition; files are judged by their bytes on the server. */
export const galleryAdditionSchema = z
  .object({
    kind: z.enum(galleryKinds),
    title,
    youtubeUrl: z.string().check(z.trim()),
  })
  .check(
    z.refine((value) => value.kind !== 'youtube' || youtubeId(value.youtubeUrl) !== null, {
      message: UPLOAD_MESSAGES.invalidYouTube.title,
      path: ['youtubeUrl'],
    }),
    z.refine((value) => value.kind !== 'youtube' || value.title.length > 0, {
      message: UPLOAD_MESSAGES.missingTitle.description,
      path: ['title'],
    }),
  )

export type GalleryAddition = z.output<typeof galleryAdditionSchema>
