'use client'

import { Search } from 'lucide'
import { useState } from 'react'

import { Icon } from '@/components/ui/icon'
import { matchesQuery } from '@/lib/guides/search'

/**
 * A page's search box (the guides, the blog). Without JavaScript it is a GET form: the server
 * renders ?q= with the items that do not match hidden. With it, the items marked
 * data-search-item filter as the visitor types (groups marked data-search-group hide when
 * empty, data-search-empty shows when nothing matches) and the address keeps the query, so
 * the result can be shared.
 */
export function LiveSearch({
  action,
  label,
  placeholder,
  initial,
  tab,
  defaultTab,
}: {
  action: string
  label: string
  placeholder: string
  initial: string
  tab: string
  defaultTab: string
}) {
  const [count, setCount] = useState<number | null>(null)

  const filter = (query: string) => {
    const items = document.querySelectorAll<HTMLElement>('[data-search-item]')
    let shown = 0
    for (const item of items) {
      const match = matchesQuery(item.dataset.search ?? '', query)
      item.hidden = !match
      if (match) shown += 1
    }
    for (const group of document.querySelectorAll<HTMLElement>('[data-search-group]')) {
      group.hidden = !group.querySelector('[data-search-item]:not([hidden])')
    }
    const empty = document.querySelector<HTMLElement>('[data-search-empty]')
    if (empty) empty.hidden = shown > 0
    setCount(shown)
    const url = new URL(window.location.href)
    if (query.trim()) url.searchParams.set('q', query.trim())
    else url.searchParams.delete('q')
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <form role="search" action={action} method="get" className="max-w-xl">
      <label htmlFor="live-search" className="font-semibold">
        {label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="live-search"
          name="q"
          type="search"
          defaultValue={initial}
          placeholder={placeholder}
          onInput={(event) => filter(event.currentTarget.value)}
          className="border-border focus-visible:ring-primary h-11 min-w-0 flex-1 rounded-md border bg-white px-3 focus-visible:ring-2 focus-visible:outline-none"
        />
        {tab !== defaultTab ? <input type="hidden" name="tab" value={tab} /> : null}
        <button
          type="submit"
          className="bg-primary hover:bg-primary-hover inline-flex h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold text-white"
        >
          <Icon icon={Search} className="size-4" />
          Search
        </button>
      </div>
      <p aria-live="polite" className="text-muted-foreground mt-2 min-h-5 text-sm">
        {count === null ? '' : `${count} ${count === 1 ? 'result' : 'results'}`}
      </p>
    </form>
  )
}
