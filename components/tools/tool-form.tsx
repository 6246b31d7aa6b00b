'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'

import { loadEngine } from '@/components/tools/use-tool-view'
import type { Params } from '@/lib/tools/query'

const TOOLS_PATH = '/resources/tools'
/** How often the address may follow the typing: browsers refuse a flood of history calls. */
const ADDRESS_EVERY_MS = 200

/** The form's fields as a query, the empty ones left out: the address of what it shows. */
function formQuery(form: HTMLFormElement, leaveOut: readonly string[] = []): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '' && !leaveOut.includes(key)) {
      query.append(key, value.trim())
    }
  }
  return query
}

function toParams(query: URLSearchParams): Params {
  const params: Params = {}
  for (const key of new Set(query.keys())) params[key] = query.getAll(key)
  return params
}

/**
 * A tool's form. Without JavaScript it is a GET form: the server computes the result from the
 * address. With it, a change is computed in the browser (`onParams`) and the address
 * follows through the history, with no request to the server; only a field named in
 * `fromServer` (a university, whose figures the browser does not have) loads the page for the
 * new address, leaving out the fields in `resetWith`, which belonged to the old choice.
 */
export function ToolForm({
  id,
  label,
  onParams,
  fromServer = [],
  resetWith = [],
  children,
}: {
  id: string
  label: string
  onParams?: (params: Params) => void
  fromServer?: readonly string[]
  resetWith?: readonly string[]
  children: ReactNode
}) {
  const router = useRouter()
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lastWrite = useRef(0)
  useEffect(() => () => clearTimeout(pending.current), [])

  const writeAddress = (query: URLSearchParams, now: boolean) => {
    clearTimeout(pending.current)
    const write = () => {
      lastWrite.current = Date.now()
      window.history.replaceState(null, '', `${TOOLS_PATH}?${query}`)
    }
    const wait = ADDRESS_EVERY_MS - (Date.now() - lastWrite.current)
    if (now || wait <= 0) write()
    else pending.current = setTimeout(write, wait)
  }

  const update = (form: HTMLFormElement, field: string | undefined, now: boolean) => {
    if (!onParams || (field && fromServer.includes(field))) {
      clearTimeout(pending.current)
      const query = formQuery(form, field && fromServer.includes(field) ? resetWith : [])
      router.replace(`${TOOLS_PATH}?${query}`, { scroll: false })
      return
    }
    const query = formQuery(form)
    onParams(toParams(query))
    writeAddress(query, now)
  }
  const fieldOf = (target: EventTarget) =>
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement
      ? target.name
      : undefined

  return (
    <form
      id={id}
      aria-label={label}
      method="get"
      action={TOOLS_PATH}
      onChange={(event) => update(event.currentTarget, fieldOf(event.target), false)}
      // The engine starts loading when the visitor reaches for the form, ahead of the change.
      onFocus={onParams ? () => void loadEngine() : undefined}
      onPointerDown={onParams ? () => void loadEngine() : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        update(event.currentTarget, undefined, true)
      }}
      // The printed page is the result, for parents; the form stays on screen.
      className="space-y-4 print:hidden"
    >
      {children}
    </form>
  )
}
