import 'server-only'

import { desc } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'

import { galleryItems as builtInGallery, type GalleryItem } from '@/data/gallery'
import { databaseCacheKey, getDb } from '@/lib/db/client'
import { galleryItems } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

export const GALLERY_TAG = 'gallery'

export type GalleryEntry = Pick<
  GalleryItem,
  'id' | 'thumbnail' | 'fullSize' | 'title' | 'description' | 'alt' | 'width' | 'height'
>

export async function addGalleryItem(
  db: Db,
  item: { title: string; fullSize: string; thumbnail: string; width: number; height: number },
): Promise<number> {
  const [row] = await db
    .insert(galleryItems)
    .values({ type: 'image', ...item, description: '' })
    .returning({ id: galleryItems.id })
  return row!.id
}

export async function selectUploadedGallery(db: Db): Promise<GalleryEntry[]> {
  const rows = await db
    .select()
    .from(galleryItems)
    .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id))
  return rows.map((row) => ({
    id: `upload-${row.id}`,
    thumbnail: row.thumbnail,
    fullSize: row.fullSize,
    title: row.title,
    description: row.description,
    alt: row.title,
    width: row.width ?? 1600,
    height: row.height ?? 1067,
  }))
}

let cachedRead: (() => Promise<GalleryEntry[]>) | undefined

function readUploaded(): Promise<GalleryEntry[]> {
  cachedRead ??= unstable_cache(
    async () => selectUploadedGallery(await getDb()),
    ['gallery-v1', databaseCacheKey()],
    { tags: [GALLERY_TAG], revalidate: 300 },
  )
  return cachedRead()
}

/**
 * The gallery: staff uploads, newest first, then the built-in pictures. While the site is
 * built, or when the database cannot be read, the built-in pictures alone.
 */
export async function getGallery(): Promise<GalleryEntry[]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [...builtInGallery]
  try {
    return [...(await readUploaded()), ...builtInGallery]
  } catch (error) {
    console.error('Reading the gallery failed; showing the built-in pictures:', error)
    return [...builtInGallery]
  }
}
