'use client'

import { useParams } from 'next/navigation'
import { useEffect } from 'react'

import { GuideErrorView } from '@/components/guides/guide-error'

/** A guide that failed to render: 'Rendering Error', or Russia's 'Something went wrong'. */
export default function GuideError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const { country } = useParams<{ country?: string }>()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <GuideErrorView
      kind={country === 'russia' ? 'russia' : 'render'}
      action={
        <button
          type="button"
          onClick={() => reset()}
          className="bg-primary hover:bg-primary-hover h-11 rounded-md px-5 text-sm font-semibold text-white"
        >
          Try again
        </button>
      }
    />
  )
}
