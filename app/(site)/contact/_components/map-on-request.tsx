'use client'

import { MapPin } from 'lucide'
import { useState } from 'react'

import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'

/** The map loads from Google only when asked for: no third-party request on page load. */
export function MapOnRequest({ query, title }: { query: string; title: string }) {
  const [shown, setShown] = useState(false)
  if (shown) {
    return (
      <iframe
        title={title}
        src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
        className="border-border aspect-video w-full rounded-lg border"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    )
  }
  return (
    <div className="border-border bg-muted flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg border p-4 text-center">
      <Icon icon={MapPin} className="text-primary size-8" />
      <p className="text-muted-foreground text-sm">
        The map is loaded from Google Maps when you ask for it.
      </p>
      <button
        type="button"
        onClick={() => setShown(true)}
        className={buttonVariants({ variant: 'outline' })}
      >
        Show map
      </button>
    </div>
  )
}
