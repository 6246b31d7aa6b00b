'use client'

import Link from 'next/link'
import { useEffect } from 'react'

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground mt-3">
        Sorry, this page could not be shown. Please try again; if it keeps happening, call or
        WhatsApp us and we will help directly.
      </p>
      {error.digest ? (
        <p className="text-muted-foreground mt-2 text-sm">Reference: {error.digest}</p>
      ) : null}
      <div className="mt-8 flex gap-3">
        {/* Plain classes, not the Button primitive: this boundary ships with every page. */}
        <button
          type="button"
          onClick={() => reset()}
          className="bg-primary hover:bg-primary-hover h-11 rounded-md px-5 text-sm font-semibold text-white"
        >
          Try again
        </button>
        <Link
          href="/"
          className="border-border hover:bg-muted inline-flex h-11 items-center rounded-md border px-5 text-sm font-semibold"
        >
          Go to Home
        </Link>
      </div>
    </section>
  )
}
