'use client'

import { ChevronLeft, ChevronRight } from 'lucide'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'

/**
 * A horizontal row that scrolls by touch, by keyboard inside it, and with the left and
 * right buttons, which step by most of a screen and turn off at the ends.
 */
export function ScrollRow({ label, children }: { label: string; children: ReactNode }) {
  const row = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const element = row.current
    if (!element) return
    const update = () =>
      setEdges({
        start: element.scrollLeft <= 1,
        end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      })
    update()
    element.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      element.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])

  const scroll = (direction: 1 | -1) => {
    const element = row.current
    if (!element) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollBy({
      left: direction * element.clientWidth * 0.85,
      behavior: reduce ? 'auto' : 'smooth',
    })
  }

  return (
    <div>
      <div className="mb-3 flex justify-end gap-2">
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Scroll ${label} left`}
          disabled={edges.start}
          onClick={() => scroll(-1)}
        >
          <Icon icon={ChevronLeft} />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Scroll ${label} right`}
          disabled={edges.end}
          onClick={() => scroll(1)}
        >
          <Icon icon={ChevronRight} />
        </Button>
      </div>
      {/* relative: the row is the containing block of its cards' visually hidden text
          (position: absolute), so that text is clipped with them; otherwise it escapes the
          scroller and widens the page on a phone. */}
      <ul
        ref={row}
        aria-label={label}
        className="relative flex snap-x snap-mandatory gap-5 overflow-x-auto pb-4 [&>li]:w-[min(20rem,85%)] [&>li]:shrink-0 [&>li]:snap-start"
      >
        {children}
      </ul>
    </div>
  )
}
