'use client'

import { useEffect } from 'react'

export default function DashboardError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground mt-3">
        Error initializing data. Please try refreshing the page.
      </p>
      {error.digest ? (
        <p className="text-muted-foreground mt-2 text-sm">Reference: {error.digest}</p>
      ) : null}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="bg-primary mt-8 rounded-md px-5 py-3 font-semibold text-white"
      >
        Refresh Page
      </button>
    </div>
  )
}
