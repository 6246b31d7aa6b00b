import { Suspense, type ReactNode } from 'react'

/**
 * A Suspense boundary around content that never suspends. React hydrates each boundary as
 * its own unit and yields to the browser between them, so a long page hydrates in several
 * short tasks instead of one long one that blocks a phone's main thread.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}
