import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

/**
 * A dashboard table: column headings and rows inside a frame that scrolls sideways on a
 * narrow screen (relative, so visually hidden text inside cannot escape the scroller).
 */
export function StaffTable({
  headings,
  children,
  className,
}: {
  headings: readonly string[]
  children: ReactNode
  className?: string
}) {
  return (
    <div
      className={cn(
        'border-border relative mt-4 overflow-x-auto rounded-2xl border bg-white',
        className,
      )}
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
