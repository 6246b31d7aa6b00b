'use client'

import { Loader2, Upload, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/validation/upload'

/** Upload Gallery Image (spec 001 2.6, 5.3): choose, preview, remove, upload. */
export function GalleryUpload({ onDone }: { onDone: () => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // The preview's blob: URL is released when it is replaced and when the form goes away.
  const previewRef = useRef<string | null>(null)
  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    previewRef.current = url
    setPreview(url)
  }
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    },
    [],
  )

  const clear = () => {
    setFile(null)
    showPreview(null)
    if (input.current) input.current.value = ''
  }

  const choose = (chosen: File | undefined) => {
    if (!chosen) return clear()
    if (chosen.size > MAX_UPLOAD_BYTES) {
      toast.error(UPLOAD_MESSAGES.tooLarge.title, {
        description: UPLOAD_MESSAGES.tooLarge.description,
      })
      return clear()
    }
    setFile(chosen)
    showPreview(URL.createObjectURL(chosen))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!file) {
      toast.error(UPLOAD_MESSAGES.missing.title, {
        description: UPLOAD_MESSAGES.missing.description,
      })
      return
    }
    setBusy(true)
    const body = new FormData()
    body.set('file', file)
    try {
      const response = await fetch('/api/staff/gallery', { method: 'POST', body })
      const answer = (await response.json().catch(() => ({}))) as {
        success?: boolean
        title?: string
        description?: string
        error?: string
      }
      if (response.ok && answer.success) {
        toast.success('Success', { description: 'Image uploaded successfully' })
        clear()
      } else {
        toast.error(answer.title ?? 'Upload failed', {
          description: answer.description ?? answer.error ?? 'Please try again.',
        })
      }
    } catch {
      toast.error('Upload failed', { description: 'Network error. Please try again.' })
    }
    setBusy(false)
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-border max-w-2xl rounded-2xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Upload Gallery Image
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        A JPEG, PNG or WebP photo of at most 10 MB. It is resized, its location and camera data are
        removed, and it appears on the gallery page and the home page.
      </p>
      <form onSubmit={onSubmit} className="mt-5 space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-file`} className="block text-sm font-medium">
            Image file
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:font-semibold"
          />
        </div>
        {preview ? (
          <div className="relative inline-block">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) */}
            <img
              src={preview}
              alt="Preview of the chosen image"
              className="max-h-64 rounded-lg border object-contain"
            />
            <Button
              type="button"
              size="icon"
              variant="outline"
              className="absolute top-2 right-2"
              onClick={clear}
            >
              <X aria-hidden="true" />
              <span className="sr-only">Remove the chosen image</span>
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            Upload
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </form>
    </section>
  )
}
