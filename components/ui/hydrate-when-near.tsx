'use client'

import { Activity, use, useSyncExternalStore, type ReactNode } from 'react'

/**
 * Server-rendered content whose hydration waits until the visitor scrolls near it or
 * touches it. On a phone most of a page is below the first screen; hydrating all of it at
 * load is main-thread time spent on links and forms nobody can reach yet. The HTML is there
 * from the start (readable, crawlable, links and forms that work without JavaScript); only
 * React's takeover is put off.
 *
 * How: the children sit in an <Activity> boundary, which React hydrates apart from the rest
 * of the page. The first time React tries to hydrate it, a child suspends until the element
 * with `id` (inside `children`) comes within half a screen of the viewport (unless `until` is
 * `used`), or an event (a press, a focus, a key, a change) happens inside it; React leaves the
 * HTML as it is until then. The event case releases it synchronously, so React hydrates the
 * boundary before it handles the event. Any other attempt means React needs the boundary now
 * (a navigation or another update reached it), and is let through at once: waiting then
 * would hold up the navigation. A client render (after a client-side navigation) never waits.
 */
export function HydrateWhenNear({
  id,
  until = 'near',
  children,
}: {
  id: string
  /**
   * `near` (by default): when the visitor scrolls within half a screen of it, or uses it.
   * `used`: only when the visitor uses it (a press, a focus, a key), for prose whose only
   * interactive parts are links: reading it costs no client work at all.
   */
  until?: 'near' | 'used'
  children: ReactNode
}) {
  return (
    <Activity mode="visible">
      <WaitUntilNear id={id} until={until} />
      {children}
    </Activity>
  )
}

const released = new Set<string>()
/** The release of each boundary that has waited once. */
const waits = new Map<string, () => void>()
/** The elements still waited on, with their release: one observer and one set of listeners for all. */
const watched = new Map<Element, () => void>()
let observer: IntersectionObserver | undefined
const EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
  'click',
]
const noSubscription = () => () => {}

/**
 * Set when the visitor follows a link to another address of the site, or goes back or
 * forward, and from then on nothing waits. The router's render of the next page passes through
 * the boundaries still on the page (the footer's at least); if that render were a boundary's
 * first attempt, it would wait for the visitor to scroll, and the navigation with it. That
 * happens when the tap comes right after the page became interactive, before React has tried
 * the boundaries once.
 */
let leaving = false
if (typeof window !== 'undefined') {
  const leave = (event: Event) => {
    if (event.type === 'click' && !leadsElsewhere(event.target)) return
    leaving = true
    for (const release of waits.values()) release()
  }
  window.addEventListener('click', leave, true)
  window.addEventListener('popstate', leave)
}

function leadsElsewhere(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return false
  return link.pathname !== location.pathname || link.search !== location.search
}

function WaitUntilNear({ id, until }: { id: string; until: 'near' | 'used' }) {
  // React reads the server snapshot while hydrating, and only then.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  if (hydrating && typeof window !== 'undefined' && !released.has(id) && !leaving) {
    const release = waits.get(id)
    if (release) release()
    else use(near(id, until))
  }
  return null
}

function near(id: string, until: 'near' | 'used'): Promise<void> {
  return new Promise<void>((resolve) => {
    const element = document.getElementById(id)
    const release = () => {
      if (released.has(id)) return
      released.add(id)
      if (element) unwatch(element)
      resolve()
    }
    waits.set(id, release)
    if (!element || typeof IntersectionObserver === 'undefined') return release()
    watch(element, release, until === 'near')
  })
}

function watch(element: Element, release: () => void, whenNear: boolean) {
  // On window, in the capture phase: before React's own listeners on the document.
  if (watched.size === 0) for (const type of EVENTS) window.addEventListener(type, onEvent, true)
  watched.set(element, release)
  if (!whenNear) return
  observer ??= new IntersectionObserver(
    (entries) => {
      // Content with no box (in a closed <details>, hidden) is not near, whatever the
      // observer says of a zero-sized target.
      for (const entry of entries) {
        if (entry.isIntersecting && entry.boundingClientRect.height > 0) {
          watched.get(entry.target)?.()
        }
      }
    },
    { rootMargin: '50% 0px' },
  )
  observer.observe(element)
}

function unwatch(element: Element) {
  watched.delete(element)
  observer?.unobserve(element)
  if (watched.size === 0) for (const type of EVENTS) window.removeEventListener(type, onEvent, true)
}

/** An event inside a waiting element releases it; an element gone from the page (a
 * client-side navigation left it) is let go of. */
function onEvent(event: Event) {
  for (const [element, release] of watched) {
    if (!element.isConnected || (event.target instanceof Node && element.contains(event.target)))
      release()
  }
}
