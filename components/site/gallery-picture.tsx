import { Play } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { CatalogueImage } from '@/components/universities/catalogue-image'
import type { GalleryEntry } from '@/lib/data/gallery'

export const GALLERY_FALLBACK = '/images/gallery/1-thumb.webp'

/** The id of an item's tile on /gallery; /gallery#{it} opens the lightbox at that item. */
export const galleryAnchor = (item: Pick<GalleryEntry, 'id'>) => `gallery-${item.id}`

/** A gallery tile's picture; a video's poster carries a play mark. */
export function GalleryPicture({
  item,
  priority = false,
}: {
  item: GalleryEntry
  priority?: boolean
}) {
  return (
    <span className="relative block">
      <CatalogueImage
        src={item.thumbnail}
        alt={item.alt}
        width={480}
        height={320}
        priority={priority}
        fallback={GALLERY_FALLBACK}
        className="aspect-[3/2] w-full rounded-xl object-cover transition-opacity group-hover:opacity-90"
      />
      {item.video ? (
        <span
          aria-hidden="true"
          data-play-mark
          className="absolute inset-0 m-auto flex size-14 items-center justify-center rounded-full bg-black/60 text-white shadow-lg ring-2 ring-white/80"
        >
          <Icon icon={Play} className="size-7 translate-x-0.5 fill-current" />
        </span>
      ) : null}
    </span>
  )
}
