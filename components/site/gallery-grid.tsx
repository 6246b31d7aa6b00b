'use client'

import { useEffect, useRef, useState } from 'react'

import { GalleryLightbox } from '@/components/site/gallery-lightbox'
import { galleryAnchor, GalleryPicture } from '@/components/site/gallery-picture'
import type { GalleryEntry } from '@/lib/data/gallery'

/** Where a tile leads without JavaScript: the picture, the video file, or the video on YouTube. */
function hrefOf(item: GalleryEntry): string {
  if (item.video?.kind === 'file') return item.video.src
  if (item.video?.kind === 'youtube') return `https://www.youtube.com/watch?v=${item.video.id}`
  return item.fullSize
}

const anchoredIndex = (items: readonly GalleryEntry[]) =>
  items.findIndex((item) => window.location.hash === `#${galleryAnchor(item)}`)

/**
 * The gallery's tiles: pictures and videos, each a link that works without JavaScript; with
 * it, a click opens the full-screen lightbox at that item, and so does arriving at
 * /gallery#{tile id} (the home page's video tiles lead there).
 */
export function GalleryGrid({ items }: { items: readonly GalleryEntry[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const tiles = useRef<(HTMLAnchorElement | null)[]>([])

  useEffect(() => {
    const openAnchored = () => {
      const index = anchoredIndex(items)
      if (index >= 0) setOpen(index)
    }
    openAnchored()
    window.addEventListener('hashchange', openAnchored)
    return () => window.removeEventListener('hashchange', openAnchored)
  }, [items])

  return (
    <>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id} id={galleryAnchor(item)}>
            <a
              ref={(element) => {
                tiles.current[index] = element
              }}
              href={hrefOf(item)}
              aria-label={item.video ? `Play video: ${item.title}` : undefined}
              onClick={(event) => {
                event.preventDefault()
                setOpen(index)
              }}
              className="group block rounded-xl"
            >
              <GalleryPicture item={item} priority={index < 4} />
              <span className="mt-2 block text-sm font-medium">{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
      <GalleryLightbox
        items={items}
        index={open}
        onIndexChange={setOpen}
        onClose={(last) => {
          setOpen(null)
          tiles.current[last]?.focus()
          // Closed, the address no longer opens an item: a reload shows the gallery.
          if (anchoredIndex(items) >= 0) {
            const { pathname, search } = window.location
            window.history.replaceState(window.history.state, '', pathname + search)
          }
        }}
      />
    </>
  )
}
