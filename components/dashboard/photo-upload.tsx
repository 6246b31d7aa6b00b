'use client'

import { useState } from 'react'
import { toast } from 'sonner'

import { describedBy } from '@/components/ui/field'
import { sniffImage, SNIFF_BYTES } from '@/lib/uploads/sniff'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/validation/upload'

/**
 * Uploads a photo through /api/staff/photos and hands back its path: a person's photo (the
 * admin only) or an article's cover (any staff account). Neither joins the gallery.
 */
export function PhotoUpload({
  id,
  purpose,
  onUploaded,
}: {
  id: string
  purpose: 'person' | 'cover'
  onUploaded: (path: string) => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        Upload a photo (JPEG, PNG or WebP, at most 10 MB)
      </label>
      <input
        {...describedBy(id, error)}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        className="block w-full text-sm"
        onChange={async (event) => {
          const input = event.target
          const file = input.files?.[0]
          setError(undefined)
          if (!file) return
          // Refused as it is chosen, by its first bytes (the server checks them again).
          const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
          const refusal =
            file.size > MAX_UPLOAD_BYTES
              ? UPLOAD_MESSAGES.tooLarge
              : sniffImage(head)
                ? null
                : UPLOAD_MESSAGES.notImage
          if (refusal) {
            setError(`${refusal.title}: ${refusal.description}`)
            input.value = ''
            return
          }
          setBusy(true)
          const body = new FormData()
          body.append('photo', file)
          try {
            const answer = await fetch(`/api/staff/photos?for=${purpose}`, { method: 'POST', body })
            const result = (await answer.json()) as {
              success: boolean
              path?: string
              title?: string
              description?: string
              error?: string
            }
            if (result.success && result.path) {
              onUploaded(result.path)
              toast.success('Photo uploaded')
            } else {
              toast.error(result.title ?? 'Upload failed', {
                description: result.description ?? result.error,
              })
            }
          } catch {
            toast.error('Upload failed', { description: 'Please try again.' })
          }
          setBusy(false)
          input.value = ''
        }}
      />
      <p id={`${id}-error`} role="alert" className="text-destructive text-sm empty:hidden">
        {error ?? ''}
      </p>
    </div>
  )
}
