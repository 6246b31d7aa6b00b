import 'server-only'

import { desc } from 'drizzle-orm'

import { galleryItems as builtInGallery, type GalleryItem } from '@/data/gallery'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { galleryItems } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { taggedReadOr } from '@/lib/data/tagged-read'
import { UPLOAD_NAME, uploadContentType } from '@/lib/uploads/names'
import { youtubeId } from '@/lib/validation/upload'

/** A video of the gallery: a file this site serves, or a YouTube video shown on request. */
export type GalleryVideo =
  { kind: 'file'; src: string; type: 'video/mp4' | 'video/webm' } | { kind: 'youtube'; id: string }

/**
 * One tile of the gallery; alt is empty where no description was written (uploads). For a
 * video, thumbnail and fullSize are its poster: one staff
 * uploaded, or the neutral local one (nothing is fetched from YouTube before a visitor asks).
 */
export type GalleryEntry = Pick<
  GalleryItem,
  'id' | 'thumbnail' | 'fullSize' | 'title' | 'description' | 'alt' | 'width' | 'height'
> & { video?: GalleryVideo; addedOn?: string }

/** The poster of a video added without one: local, so no third party is asked for it. */
export const DEFAULT_VIDEO_POSTER = {
  thumbnail: '/images/gallery/video-poster.svg',
  fullSize: '/images/gallery/video-poster.svg',
  width: 1200,
  height: 800,
} as const

/** How a YouTube video is kept in video_url: its watch address, from which the id is read. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`

export type NewGalleryItem = {
  type: 'image' | 'video'
  title: string
  fullSize: string
  thumbnail: string
  width: number
  height: number
  videoUrl?: string
}

export async function addGalleryItem(db: Db, item: NewGalleryItem): Promise<number> {
  const [row] = await db
    .insert(galleryItems)
    .values({ ...item, videoUrl: item.videoUrl ?? null, description: '' })
    .returning({ id: galleryItems.id })
  return row!.id
}

function videoOf(row: typeof galleryItems.$inferSelect): GalleryVideo | undefined {
  if (row.type !== 'video' || !row.videoUrl) return undefined
  const youtube = youtubeId(row.videoUrl)
  if (youtube) return { kind: 'youtube', id: youtube }
  const name = row.videoUrl.startsWith('/uploads/') ? row.videoUrl.slice('/uploads/'.length) : ''
  const type = UPLOAD_NAME.test(name) ? uploadContentType(name) : ''
  return type === 'video/mp4' || type === 'video/webm'
    ? { kind: 'file', src: row.videoUrl, type }
    : undefined
}

export async function selectUploadedGallery(db: Db): Promise<GalleryEntry[]> {
  const rows = await db
    .select()
    .from(galleryItems)
    .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id))
  return rows.flatMap((row) => {
    const video = videoOf(row)
    // A video row whose address this site cannot play is left out rather than shown broken.
    if (row.type === 'video' && !video) return []
    return [
      {
        id: `upload-${row.id}`,
        thumbnail: row.thumbnail,
        fullSize: row.fullSize,
        title: row.title,
        description: row.description,
        // No description was written for it: the title beside the tile names it, so the
        // picture is not announced twice (the lightbox names it by its title).
        alt: '',
        width: row.width ?? 1600,
        height: row.height ?? 1067,
        ...(video ? { video, addedOn: row.createdAt.toISOString().slice(0, 10) } : {}),
      },
    ]
  })
}

const readUploaded = taggedReadOr(
  'gallery-v2',
  CACHE_TAGS.gallery,
  selectUploadedGallery,
  () => [],
  'Reading the gallery failed; showing the built-in pictures',
)

/**
 * The gallery: staff uploads, newest first, then the built-in pictures. While the site is
 * built, or when the database cannot be read, the built-in pictures alone.
 */
export async function getGallery(): Promise<GalleryEntry[]> {
  return [...(await readUploaded()), ...builtInGallery]
}

/** The gallery's pictures an article may take as its cover, by address. */
export async function coverChoices(): Promise<{ src: string; label: string }[]> {
  return (await getGallery())
    .filter((entry) => !entry.video)
    .map((entry) => ({ src: entry.fullSize, label: entry.title }))
}
