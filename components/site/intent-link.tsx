'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

/**
 * A link that fetches its page when the visitor reaches for it (a pointer over it, focus, a
 * touch), not when it comes into view. A prefetched page brings the preloads of its first
 * images with it, so a menu of a dozen destinations opened on a phone would otherwise spend
 * its data on a dozen hero pictures nobody asked for.
 */
export function IntentLink({
  href,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch()
        onPointerEnter?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
    />
  )
}
