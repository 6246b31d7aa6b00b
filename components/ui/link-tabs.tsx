import Link from 'next/link'

import { cn } from '@/lib/utils'

/**
 * Tabs that are links: each tab is its own address (?tab=...), so the server draws the chosen
 * one, they work without JavaScript, and the choice can be shared. The current one is marked
 * with aria-current.
 */
export function LinkTabs({
  label,
  tabs,
  current,
  className,
}: {
  label: string
  tabs: readonly { id: string; label: string; href: string }[]
  current: string
  className?: string
}) {
  return (
    <nav
      aria-label={label}
      className={cn('border-border flex gap-1 overflow-x-auto border-b', className)}
    >
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          href={tab.href}
          aria-current={current === tab.id ? 'page' : undefined}
          className={cn(
            '-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-4 font-semibold whitespace-nowrap',
            current === tab.id
              ? 'border-primary text-primary'
              : 'text-muted-foreground border-transparent',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
