'use client'

import { ChevronDown, Menu, X } from 'lucide'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { Logo } from '@/components/site/logo'
import {
  countryOfPath,
  destinationMenu,
  isActivePath,
  linkClass,
  primaryLinks,
  trailingLinks,
} from '@/components/site/nav-links'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { trapTab, useModalDialog } from '@/components/ui/modal'
import { useHydrated } from '@/components/ui/use-hydrated'
import { brand } from '@/data/brand'
import { recordVisit } from '@/lib/navigation-history'
import { cn } from '@/lib/utils'

/*
 * The parts of the header (components/site/site-header.tsx, a server component) that react to
 * the visitor: the scrolled state and the current page, the destinations disclosure, and the
 * phone menu. Each is an island of its own; the bar, the logo and the main links are server
 * output.
 */

const SCROLL_THRESHOLD_PX = 20

const destinationsLabelOf = (pathname: string) => {
  const country = countryOfPath(pathname)
  return country ? `MBBS in ${country}` : 'Study Destinations'
}

/**
 * What the header tracks about the page, with no markup of its own but a 20 px strip at the
 * top: `data-scrolled` on the header once that strip has left the viewport (an observer,
 * rather than reading window.scrollY at mount, which would lay out the whole page in the
 * middle of hydration), and `aria-current="page"` on the header's links to the page shown,
 * which the server, rendering one layout for every page, cannot know.
 */
export function HeaderState({ header }: { header: string }) {
  const pathname = usePathname()
  const topEdge = useRef<HTMLDivElement>(null)

  useEffect(() => recordVisit(pathname), [pathname])

  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      `#${header} a[data-nav-link]`,
    )) {
      if (isActivePath(pathname, link.pathname)) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
  }, [header, pathname])

  useEffect(() => {
    const element = topEdge.current
    const bar = document.getElementById(header)
    if (!element || !bar) return
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1)
      if (latest) bar.dataset.scrolled = String(!latest.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [header])

  return (
    <div
      ref={topEdge}
      aria-hidden="true"
      className="pointer-events-none absolute top-0 left-0 w-px"
      style={{ height: SCROLL_THRESHOLD_PX }}
    />
  )
}

/** The destination link of the country the route shows (/mbbs-in-x or /country/x). */
function isCountryLink(pathname: string, link: { href: string; label: string }): boolean {
  return pathname === link.href || countryOfPath(pathname) === link.label
}

/** Closes a panel when the route changes (state adjusted during render, not in an effect). */
function useCloseOnNavigation(pathname: string, setOpen: (open: boolean) => void) {
  const [lastPathname, setLastPathname] = useState(pathname)
  if (pathname !== lastPathname) {
    setLastPathname(pathname)
    setOpen(false)
  }
}

/** A disclosure, not an ARIA menu: a button that shows a list of ordinary links. */
export function DestinationsMenu() {
  const pathname = usePathname()
  const label = destinationsLabelOf(pathname)
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  // A country's guide (served at /mbbs-in-x, rendered at /mbbs-in/x), page or practical guide.
  const active = countryOfPath(pathname) !== undefined

  useCloseOnNavigation(pathname, setOpen)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(linkClass(active), 'flex items-center gap-1')}
      >
        {label}
        <Icon
          icon={ChevronDown}
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      {/* Rendered only while open: less to hydrate; the footer carries the same links for crawlers. */}
      {open ? (
        <div
          id={panelId}
          className="border-border absolute top-full right-0 mt-2 max-h-80 w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border bg-white p-4 shadow-xl"
        >
          <Link
            href={destinationMenu.all.href}
            className="text-primary mb-3 block rounded-md px-2 py-1.5 text-sm font-semibold hover:underline"
            onClick={() => setOpen(false)}
          >
            {destinationMenu.all.label}
          </Link>
          <div className="grid grid-cols-2 gap-x-6 gap-y-4">
            {destinationMenu.groups.map((group) => (
              <div key={group.label}>
                <p className="text-muted-foreground px-2 text-xs font-semibold tracking-wide uppercase">
                  {group.label}
                </p>
                <ul className="mt-1">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={() => setOpen(false)}
                        aria-current={isCountryLink(pathname, link) ? 'page' : undefined}
                        className={cn(
                          'hover:bg-muted block rounded-md px-2 py-1.5 text-sm',
                          isCountryLink(pathname, link) && 'text-primary font-semibold',
                        )}
                      >
                        MBBS in {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}

/** The class of a link in the phone menu. */
const mobileLinkClass = (active: boolean) =>
  cn(
    'hover:bg-muted block rounded-md px-3 py-3 text-lg font-medium',
    active && 'bg-primary-soft/60 text-primary',
  )

/** The destination groups of the phone menu, each link drawn by `link`. */
function DestinationGroups({
  link,
}: {
  link: (href: string, label: string, country?: string) => React.ReactNode
}) {
  return (
    <>
      {link(destinationMenu.all.href, destinationMenu.all.label)}
      {destinationMenu.groups.map((group) => (
        <div key={group.label} className="mt-2">
          <p className="text-muted-foreground px-3 text-xs font-semibold tracking-wide uppercase">
            {group.label}
          </p>
          <ul>
            {group.links.map((link_) => (
              <li key={link_.href}>{link(link_.href, `MBBS in ${link_.label}`, link_.label)}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  )
}

/**
 * Below 768 px. The button is the <summary> of a <details>, so before the JavaScript runs, or
 * without it, it opens a panel of plain links under the bar (the destinations in a <details> of
 * their own). Once hydrated, it opens a full-screen modal <dialog> instead: the browser keeps
 * it on top and makes the page behind it inert; Tab is wrapped at the ends, Escape closes it,
 * and page scroll is locked.
 */
export function PhoneMenu() {
  const pathname = usePathname()
  const destinationsLabel = destinationsLabelOf(pathname)
  const [open, setOpen] = useState(false)
  const [destinationsOpen, setDestinationsOpen] = useState(false)
  const hydrated = useHydrated()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const toggleRef = useRef<HTMLElement>(null)
  const dialogId = useId()
  const destinationsId = useId()

  useCloseOnNavigation(pathname, setOpen)

  useModalDialog(dialogRef, open)

  const close = () => setOpen(false)

  const isActive = (href: string, label: string, country?: string) =>
    isActivePath(pathname, href) ||
    (country !== undefined && isCountryLink(pathname, { href, label: country }))

  const mobileLink = (href: string, label: string, country?: string) => {
    const active = isActive(href, label, country)
    return (
      <Link
        href={href}
        onClick={close}
        aria-current={active ? 'page' : undefined}
        className={mobileLinkClass(active)}
      >
        {label}
      </Link>
    )
  }

  // The panel's links are plain: it is used before React runs. Opened just before the page
  // hydrated, it stays open; a link pressed in it then closes it.
  const panelLink = (href: string, label: string, country?: string) => {
    const active = isActive(href, label, country)
    return (
      <a
        href={href}
        onClick={() => detailsRef.current?.removeAttribute('open')}
        aria-current={active ? 'page' : undefined}
        className={mobileLinkClass(active)}
      >
        {label}
      </a>
    )
  }

  return (
    <div className="lg:hidden">
      <details ref={detailsRef} className="group/menu">
        <summary
          ref={toggleRef}
          // Playwright and some screen readers give a <summary> no role; it is a button.
          role="button"
          aria-expanded={hydrated ? open : undefined}
          aria-controls={hydrated ? dialogId : undefined}
          onClick={(event) => {
            event.preventDefault()
            const details = detailsRef.current
            // The panel was opened before the page hydrated: this press closes it.
            if (details?.open) details.open = false
            else setOpen(true)
          }}
          className="hover:bg-muted flex size-11 cursor-pointer list-none items-center justify-center rounded-md [&::-webkit-details-marker]:hidden"
        >
          <Icon icon={Menu} className="size-6 group-open/menu:hidden" />
          <Icon icon={X} className="hidden size-6 group-open/menu:block" />
          <span className="sr-only group-open/menu:hidden">Open menu</span>
          <span className="sr-only hidden group-open/menu:inline">Close menu</span>
        </summary>
        <div className="fixed inset-x-0 top-[calc(var(--spacing-header)+var(--demo-banner))] bottom-0 overflow-y-auto border-t border-slate-200 bg-white">
          <nav aria-label="Mobile" className="px-4 py-4">
            <ul className="space-y-1">
              {primaryLinks.map((link) => (
                <li key={link.href}>{panelLink(link.href, link.label)}</li>
              ))}
              <li>
                <details className="group/destinations">
                  <summary className="hover:bg-muted flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-3 text-lg font-medium [&::-webkit-details-marker]:hidden">
                    {destinationsLabel}
                    <Icon
                      icon={ChevronDown}
                      className="size-5 transition-transform group-open/destinations:rotate-180"
                    />
                  </summary>
                  <div className="pb-2 pl-3">
                    <DestinationGroups link={panelLink} />
                  </div>
                </details>
              </li>
              {trailingLinks.map((link) => (
                <li key={link.href}>{panelLink(link.href, link.label)}</li>
              ))}
            </ul>
          </nav>
        </div>
      </details>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-label="Menu"
        onClose={() => {
          setOpen(false)
          toggleRef.current?.focus()
        }}
        onKeyDown={trapTab}
        className="m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-white p-0"
      >
        {open ? (
          <>
            <div className="border-border h-header flex items-center justify-between border-b px-4">
              <Link
                href="/"
                onClick={close}
                className="flex items-center gap-2 rounded-md"
                aria-label={`${brand.name} home`}
              >
                <Logo className="flex items-center gap-2" />
              </Link>
              <button
                type="button"
                aria-label="Close menu"
                onClick={close}
                className="hover:bg-muted flex size-11 items-center justify-center rounded-md"
              >
                <Icon icon={X} className="size-6" />
              </button>
            </div>
            <nav aria-label="Mobile" className="px-4 py-4">
              <ul className="space-y-1">
                {primaryLinks.map((link) => (
                  <li key={link.href}>{mobileLink(link.href, link.label)}</li>
                ))}
                <li>
                  <button
                    type="button"
                    aria-expanded={destinationsOpen}
                    aria-controls={destinationsId}
                    onClick={() => setDestinationsOpen((value) => !value)}
                    className="hover:bg-muted flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-lg font-medium"
                  >
                    {destinationsLabel}
                    <Icon
                      icon={ChevronDown}
                      className={cn(
                        'size-5 transition-transform',
                        destinationsOpen && 'rotate-180',
                      )}
                    />
                  </button>
                  <div id={destinationsId} hidden={!destinationsOpen} className="pb-2 pl-3">
                    <DestinationGroups link={mobileLink} />
                  </div>
                </li>
                {trailingLinks.map((link) => (
                  <li key={link.href}>{mobileLink(link.href, link.label)}</li>
                ))}
              </ul>
            </nav>
          </>
        ) : null}
      </dialog>
    </div>
  )
}
