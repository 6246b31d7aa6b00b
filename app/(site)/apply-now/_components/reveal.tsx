'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * A section that fades up once 10% of it is visible. The content is in the HTML from the
 * start; with reduced motion, or without JavaScript, it simply shows.
 */
export function Reveal({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const rect = element.getBoundingClientRect()
    if (rect.top < window.innerHeight) return // already on screen: no animation, no shift
    setState('hidden')
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState('shown')
          observer.disconnect()
        }
      },
      { threshold: 0.1 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={ref}
      data-reveal={state}
      className={`${className ?? ''} transition-[opacity,translate] duration-700 ease-out data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0`}
    >
      {children}
    </div>
  )
}
