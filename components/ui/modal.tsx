'use client'

import { X } from 'lucide'
import { useEffect, useId, useRef } from 'react'

import { Icon } from '@/components/ui/icon'
import { cn } from '@/lib/utils'

/**
 * A modal on the native <dialog>: the browser keeps it on top, makes the page behind it
 * inert and closes it on Escape; this adds Tab wrapping, page-scroll lock and a close button.
 * A fraction of the JavaScript of a library dialog, which matters on content pages.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: React.ReactNode
  description?: React.ReactNode
  children: React.ReactNode
  className?: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useModalDialog(ref, open)

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      onKeyDown={(event) => trapTab(event)}
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false)
      }}
      className={cn(
        'm-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-6 shadow-2xl',
        className,
      )}
    >
      {open ? (
        <>
          <h2 id={titleId} className="pr-8 text-xl font-bold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-muted-foreground mt-1 text-sm">
              {description}
            </p>
          ) : null}
          {children}
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="hover:bg-muted absolute top-3 right-3 flex size-10 items-center justify-center rounded-md"
          >
            <Icon icon={X} className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </>
      ) : null}
    </dialog>
  )
}

/** Opens and closes a <dialog> as a modal with `open`, locking page scroll while it is open. */
export function useModalDialog(ref: React.RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [ref, open])
}

/** Keeps Tab and Shift+Tab inside the element that handles the key. */
export function trapTab(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return
  const focusable = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled])',
    ),
  ).filter((element) => element.offsetParent !== null)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
