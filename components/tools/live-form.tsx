'use client'

import { useRouter } from 'next/navigation'
import { useRef, type ReactNode } from 'react'

/**
 * A tool's form. Without JavaScript it is a GET form: the server computes the result from the
 * address. With it, each change replaces the address (after a short pause while typing) and
 * the server's result follows, so the page never reloads and any result can be shared.
 */
export function LiveForm({
  id,
  label,
  children,
}: {
  id: string
  label: string
  children: ReactNode
}) {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const update = (form: HTMLFormElement) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const query = new URLSearchParams()
      for (const [key, value] of new FormData(form)) {
        if (typeof value === 'string' && value.trim() !== '') query.append(key, value.trim())
      }
      router.replace(`/resources/tools?${query}`, { scroll: false })
    }, 350)
  }
  return (
    <form
      id={id}
      aria-label={label}
      method="get"
      action="/resources/tools"
      onChange={(event) => update(event.currentTarget)}
      onInput={(event) => update(event.currentTarget)}
      // The printed page is the result, for parents; the form stays on screen.
      className="space-y-4 print:hidden"
    >
      {children}
    </form>
  )
}
