import { Link } from '@/components/ui/link'

import { cn } from '@/lib/utils'

/**
 * Tabs that are links: each tab is its own address (?tab=...), so the server draws the chosen
 * one, they work without JavaScript, and the choice can be shared. The current one is marked
 * with aria-current. A phone shows them all at a glance, never a strip that scrolls out of view.
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
      // On a phone every tab is in view at once, two to a row; from sm up, one underlined row.
      className={cn(
        'sm:border-border grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b',
        className,
      )}
    >
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          href={tab.href}
          aria-current={current === tab.id ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center justify-center rounded-lg border px-3 py-1 text-center text-sm font-semibold sm:-mb-px sm:shrink-0 sm:justify-start sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4 sm:py-0 sm:text-base sm:whitespace-nowrap',
            current === tab.id
              ? 'border-primary text-primary bg-primary-soft sm:bg-transparent'
              : 'text-muted-foreground border-border sm:border-transparent',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
