'use client'

import { ChevronLeft, ChevronRight, Play, X } from 'lucide'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'

import { GALLERY_FALLBACK } from '@/components/site/gallery-picture'
import { Icon } from '@/components/ui/icon'
import { trapTab, useModalDialog } from '@/components/ui/modal'
import { CatalogueImage } from '@/components/universities/catalogue-image'
import type { GalleryEntry } from '@/lib/data/gallery'
import { cn } from '@/lib/utils'

/** A horizontal move of at least this much, more across than down, is a swipe. */
const SWIPE_PX = 50
/** The strip at the foot of a video where the browser draws its controls (the seek bar). */
const VIDEO_CONTROLS_PX = 64

/** A press on a video's seek bar drags the bar; it does not start a swipe. */
function onVideoControls(event: React.PointerEvent): boolean {
  const video = (event.target as HTMLElement).closest('video')
  if (!video) return false
  return event.clientY > video.getBoundingClientRect().bottom - VIDEO_CONTROLS_PX
}

const controlClass =
  'flex size-11 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/40 hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white'

/**
 * The gallery's full-screen lightbox: the whole screen on a phone, the item as large as it
 * fits elsewhere. Previous and Next (buttons, the arrow keys, a swipe) step through the items
 * and wrap at the ends; the close button, Escape or a click beside the item closes it. A
 * video is mounted only while it is shown, so moving on or closing stops it.
 */
export function GalleryLightbox({
  items,
  index,
  onIndexChange,
  onClose,
}: {
  items: readonly GalleryEntry[]
  index: number | null
  onIndexChange: (index: number) => void
  onClose: (last: number) => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const swipe = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)
  const open = index !== null
  const item = open ? items[index] : undefined

  useModalDialog(ref, open)

  const step = (by: 1 | -1) => {
    if (index === null) return
    onIndexChange((index + by + items.length) % items.length)
  }
  const close = () => {
    if (index !== null) onClose(index)
  }

  // On the document, not the dialog: a step can take the focused control away with its item
  // (Play on YouTube, the player), and the keys must keep working from wherever focus lands.
  const onArrowKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    // A focused player takes the arrow keys for seeking.
    if (event.target instanceof Element && event.target.closest('video, iframe')) return
    if (event.key === 'ArrowRight') step(1)
    if (event.key === 'ArrowLeft') step(-1)
  })
  useEffect(() => {
    if (!open) return
    const listener = (event: KeyboardEvent) => onArrowKey(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={item?.description ? descriptionId : undefined}
      onClose={close}
      onKeyDown={trapTab}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-slate-950 p-0 text-white backdrop:bg-black/80"
    >
      {item && index !== null ? (
        <div
          data-lightbox-stage
          className="flex h-full touch-pan-y flex-col pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] select-none"
          onPointerDown={(event) => {
            swiped.current = false
            swipe.current = onVideoControls(event) ? null : { x: event.clientX, y: event.clientY }
          }}
          onPointerUp={(event) => {
            const start = swipe.current
            swipe.current = null
            if (!start) return
            const dx = event.clientX - start.x
            const dy = event.clientY - start.y
            if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
              swiped.current = true
              step(dx < 0 ? 1 : -1)
            }
          }}
          onPointerCancel={() => {
            swipe.current = null
          }}
          onClick={(event) => {
            // A click beside the item closes; the click that ends a swipe does not.
            if (swiped.current) {
              swiped.current = false
              return
            }
            if ((event.target as HTMLElement).closest('[data-lightbox-keep]') === null) close()
          }}
        >
          <div className="flex items-center justify-between gap-3 px-4 py-2">
            <p aria-live="polite" className="text-sm text-white/80">
              {index + 1} of {items.length}
            </p>
            <button type="button" data-lightbox-keep onClick={close} className={controlClass}>
              <Icon icon={X} className="size-6" />
              <span className="sr-only">Close</span>
            </button>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
            <LightboxMedia key={item.id} item={item} />
            {items.length > 1 ? (
              <>
                <button
                  type="button"
                  data-lightbox-keep
                  onClick={() => step(-1)}
                  className={`${controlClass} absolute top-1/2 left-2 -translate-y-1/2`}
                >
                  <Icon icon={ChevronLeft} className="size-6" />
                  <span className="sr-only">Previous item</span>
                </button>
                <button
                  type="button"
                  data-lightbox-keep
                  onClick={() => step(1)}
                  className={`${controlClass} absolute top-1/2 right-2 -translate-y-1/2`}
                >
                  <Icon icon={ChevronRight} className="size-6" />
                  <span className="sr-only">Next item</span>
                </button>
              </>
            ) : null}
          </div>

          <div data-lightbox-keep className="mx-auto w-full max-w-3xl px-4 py-3">
            <h2 id={titleId} className="text-lg font-bold">
              {item.title}
            </h2>
            {item.description ? (
              <p id={descriptionId} className="mt-1 text-sm text-white/80">
                {item.description}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  )
}

function LightboxMedia({ item }: { item: GalleryEntry }) {
  const video = item.video
  if (video?.kind === 'file') {
    return (
      <video
        data-lightbox-keep
        controls
        playsInline
        preload="none"
        poster={item.fullSize}
        aria-label={item.title}
        className="max-h-full max-w-full rounded-lg bg-black"
      >
        <source src={video.src} type={video.type} />
      </video>
    )
  }
  if (video?.kind === 'youtube') return <YouTubeFacade id={video.id} item={item} />
  return (
    <div data-lightbox-keep className="contents">
      <LightboxPicture item={item} className="max-h-full" />
    </div>
  )
}

/** The item's full-size picture (a video's poster), as large as the screen allows. */
function LightboxPicture({ item, className }: { item: GalleryEntry; className: string }) {
  return (
    <CatalogueImage
      src={item.fullSize}
      alt={item.alt || item.title}
      width={item.width}
      height={item.height}
      priority
      fallback={GALLERY_FALLBACK}
      className={cn('h-auto w-auto max-w-full rounded-lg object-contain', className)}
    />
  )
}

/**
 * A YouTube video behind its poster: nothing is fetched from YouTube until the visitor
 * presses Play, and then from youtube-nocookie.com.
 */
function YouTubeFacade({ id, item }: { id: string; item: GalleryEntry }) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <iframe
        data-lightbox-keep
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
        title={`YouTube video: ${item.title}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="aspect-video max-h-full w-full max-w-5xl rounded-lg bg-black"
      />
    )
  }
  return (
    <div data-lightbox-keep className="relative max-h-full max-w-full">
      <LightboxPicture item={item} className="max-h-[70dvh]" />
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="absolute inset-0 m-auto flex h-12 w-fit items-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white shadow-lg hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Icon icon={Play} className="size-5 fill-current" />
        Play on YouTube
      </button>
    </div>
  )
}
