import { preload } from 'react-dom'

import { UNIVERSITY_IMAGE_FALLBACK } from '@/lib/universities/model'

/**
 * A catalogue image: the optimised WebP files in public/images, with their size known so
 * nothing shifts, lazy unless above the fold, and swapped for a local fallback when it fails
 * (the inline handler in app/layout.tsx reads data-fallback, so no React code ships for it).
 */
export function CatalogueImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fallback = UNIVERSITY_IMAGE_FALLBACK,
  sizes,
  className,
}: {
  src: string
  alt: string
  width: number
  height: number
  /**
   * true: in the first screen at every width, fetched first. A media query: in the first
   * screen only at those widths, so only they preload it; elsewhere it loads lazily.
   */
  priority?: boolean | string
  fallback?: string
  sizes?: string
  className?: string
}) {
  if (typeof priority === 'string') {
    preload(src || fallback, { as: 'image', fetchPriority: 'high', media: priority })
  }
  const eager = priority === true
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pre-optimised local WebP, see above
    <img
      src={src || fallback}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      data-fallback={fallback}
      className={className}
    />
  )
}

/** A university's picture on the public pages: the same file, size and alternative text everywhere. */
export function UniversityImage({
  university,
  priority,
  className,
}: {
  university: { image: string; name: string }
  priority?: boolean | string
  className?: string
}) {
  return (
    <CatalogueImage
      src={university.image}
      alt={`Illustration of ${university.name}`}
      width={960}
      height={600}
      priority={priority}
      className={className}
    />
  )
}
