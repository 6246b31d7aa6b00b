'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide'
import { useEffect, useState, type ReactNode } from 'react'

import { Icon } from '@/components/ui/icon'
import { cn } from '@/lib/utils'

const INTERVAL_MS = 6000

/**
 * The home page's carousel of universities from our list (4 slides, data/home.ts). It turns by
 * itself unless the visitor has asked for reduced motion (then only when they press play),
 * stops while pointed at or focused, and has pause, previous and next buttons (WAI-ARIA
 * carousel pattern).
 */
export function HeroCarousel({
  slides,
}: {
  slides: readonly { id: number; label: string; content: ReactNode }[]
}) {
  const [index, setIndex] = useState(0)
  // null until the visitor chooses: then it follows their reduced-motion setting.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const [held, setHeld] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(true)

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReducedMotion(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const playing = chosen ?? !reducedMotion
  const rotating = playing && !held && slides.length > 1
  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [rotating, slides.length])

  const current = slides[index]!
  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length)

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Universities from our list"
      className="relative"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
      }}
    >
      {/* Only the shown slide is in the page: the others are markup to parse and hydrate. */}
      <div aria-live={rotating ? 'off' : 'polite'}>
        <div
          key={current.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${slides.length}: ${current.label}`}
        >
          {current.content}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <div className="flex gap-1.5" aria-hidden="true">
          {slides.map((slide, i) => (
            <span
              key={slide.id}
              className={cn(
                'h-2 rounded-full transition-all',
                i === index ? 'bg-primary w-6' : 'w-2 bg-slate-300',
              )}
            />
          ))}
        </div>
        <div className="flex gap-2">
          <CarouselButton
            label={playing ? 'Pause the slides' : 'Play the slides'}
            onClick={() => setChosen(!playing)}
          >
            {playing ? <Icon icon={Pause} /> : <Icon icon={Play} />}
          </CarouselButton>
          <CarouselButton label="Previous slide" onClick={() => go(-1)}>
            <Icon icon={ChevronLeft} />
          </CarouselButton>
          <CarouselButton label="Next slide" onClick={() => go(1)}>
            <Icon icon={ChevronRight} />
          </CarouselButton>
        </div>
      </div>
    </section>
  )
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="border-border hover:bg-muted flex size-11 items-center justify-center rounded-full border bg-white [&_svg]:size-5"
    >
      {children}
    </button>
  )
}
