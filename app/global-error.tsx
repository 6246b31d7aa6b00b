'use client'

import './globals.css'

export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
          <h1 className="text-2xl font-bold">Something went wrong</h1>
          <p className="mt-3 text-slate-600">Please try again in a moment.</p>
          <button
            type="button"
            onClick={() => reset()}
            className="mt-8 rounded-md bg-teal-700 px-5 py-3 font-semibold text-white"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  )
}
