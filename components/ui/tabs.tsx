'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { cn } from '@/lib/utils'

/**
 * Tabs in the WAI-ARIA pattern: arrow keys, Home and End move between tabs; every panel is
 * in the HTML (hidden until chosen), so search engines and find-in-page see all the text.
 */
export function Tabs({
  label,
  tabs,
  className,
}: {
  label: string
  tabs: readonly { id: string; label: string; content: ReactNode }[]
  className?: string
}) {
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="border-border relative flex gap-1 overflow-x-auto border-b"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={cn(
              '-mb-px min-h-11 shrink-0 border-b-2 px-4 text-sm font-semibold',
              index === selected
                ? 'border-primary text-primary'
                : 'text-muted-foreground hover:text-foreground border-transparent',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className="pt-6"
        >
          {/* A hidden panel is hydrated when it is chosen, the shown one when it is near. */}
          <HydrateWhenNear id={`${baseId}-panel-${tab.id}`}>{tab.content}</HydrateWhenNear>
        </div>
      ))}
    </div>
  )
}
