import type { ReactNode } from 'react'

import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'

/**
 * Server-rendered reading matter whose only interactive parts are links (and native
 * disclosures): React takes it over only when the visitor uses it (a press, a focus, a key),
 * so reading a long page costs its phone no hydration. A link pressed in it is hydrated
 * first, then followed by the client-side router as usual.
 */
export function Prose({
  id,
  className,
  children,
}: {
  id: string
  className?: string
  children: ReactNode
}) {
  return (
    <HydrateWhenNear id={id} until="used">
      <div id={id} className={className}>
        {children}
      </div>
    </HydrateWhenNear>
  )
}
