import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * `next/link` for the public site: client-side navigation, no prefetch when the link scrolls
 * into view. A phone on mobile data would otherwise fetch every page a screen of links points
 * to (and the preloads of their hero pictures) while the visitor reads. The page a visitor
 * reaches for (a pointer over a link, a focus, a touch) is prefetched by the one delegated
 * listener of the shell (`IntentPrefetch`), not by a client wrapper per link.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}
