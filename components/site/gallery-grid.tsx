'use client'

import { useState } from 'react'

import { Modal } from '@/components/ui/modal'
import { CatalogueImage } from '@/components/universities/catalogue-image'
import type { GalleryEntry } from '@/lib/data/gallery'

const GALLERY_FALLBACK = '/images/gallery/1-thumb.webp'

/**
 * The gallery's tiles (spec 000 "Gallery"): each links to its full-size picture, so it works
 * without JavaScript; with it, a click opens the picture in a full-screen dialog that closes
 * on the close button, Escape or a click outside it.
 */
export function GalleryGrid({ items }: { items: readonly GalleryEntry[] }) {
  const [open, setOpen] = useState<GalleryEntry | null>(null)
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              href={item.fullSize}
              onClick={(event) => {
                event.preventDefault()
                setOpen(item)
              }}
              className="group block rounded-xl"
            >
              <CatalogueImage
                src={item.thumbnail}
                alt={item.alt}
                width={480}
                height={320}
                priority={index < 4}
                fallback={GALLERY_FALLBACK}
                className="aspect-[3/2] w-full rounded-xl object-cover transition-opacity group-hover:opacity-90"
              />
              <span className="mt-2 block text-sm font-medium">{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null)
        }}
        title={open?.title ?? ''}
        description={open?.description || undefined}
        className="max-w-5xl"
      >
        {open ? (
          <CatalogueImage
            src={open.fullSize}
            alt={open.alt}
            width={open.width}
            height={open.height}
            priority
            fallback={GALLERY_FALLBACK}
            className="mt-4 h-auto max-h-[75dvh] w-full rounded-lg object-contain"
          />
        ) : null}
      </Modal>
    </>
  )
}
