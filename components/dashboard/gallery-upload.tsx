'use client'

import { Loader2, Upload, X } from 'lucide'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { describedBy, Field, Input } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import {
  galleryAdditionSchema,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_MESSAGES,
  type GalleryKind,
  type UploadMessage,
} from '@/lib/validation/upload'
import { sniffImage, sniffVideo, SNIFF_BYTES } from '@/lib/uploads/sniff'

const kinds: { value: GalleryKind; label: string }[] = [
  { value: 'image', label: 'A photo' },
  { value: 'video', label: 'A video file' },
  { value: 'youtube', label: 'A YouTube video' },
]

const successOf: Record<GalleryKind, string> = {
  image: 'Image uploaded successfully',
  video: 'Video added successfully',
  youtube: 'Video added successfully',
}

const fileInputClass =
  'block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:font-semibold'

function refuse(message: UploadMessage) {
  toast.error(message.title, { description: message.description })
}

/** What a chosen file must be: its size limit and the kind its first bytes must show. */
type FileRule = {
  limit: number
  tooLarge: UploadMessage
  sniff: (bytes: Uint8Array) => string | null
  wrongKind: UploadMessage
}

const photoRule: FileRule = {
  limit: MAX_UPLOAD_BYTES,
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  sniff: sniffImage,
  wrongKind: UPLOAD_MESSAGES.notImage,
}
const videoRule: FileRule = {
  limit: MAX_VIDEO_BYTES,
  tooLarge: UPLOAD_MESSAGES.videoTooLarge,
  sniff: sniffVideo,
  wrongKind: UPLOAD_MESSAGES.notVideo,
}

/**
 * A chosen file with its preview (a blob: URL, released when replaced or unmounted). A file
 * that is too large, or whose first bytes are not of the kind asked for, is refused as it is
 * chosen, with the reason beside the field: never a broken preview. The server checks the
 * same bytes again.
 */
function useChosenFile() {
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const previewRef = useRef<string | null>(null)
  const latest = useRef<File | undefined>(undefined)
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
    latest.current = undefined
    setFile(null)
    setError(undefined)
    showPreview(null)
    if (input.current) input.current.value = ''
  }
  const refuseFile = (message: UploadMessage) => {
    clear()
    setError(`${message.title}: ${message.description}`)
    refuse(message)
  }
  const choose = async (chosen: File | undefined, rule: FileRule) => {
    latest.current = chosen
    if (!chosen) return clear()
    if (chosen.size > rule.limit) return refuseFile(rule.tooLarge)
    const head = new Uint8Array(await chosen.slice(0, SNIFF_BYTES).arrayBuffer())
    if (latest.current !== chosen) return // another file was chosen meanwhile
    if (!rule.sniff(head)) return refuseFile(rule.wrongKind)
    setError(undefined)
    setFile(chosen)
    showPreview(URL.createObjectURL(chosen))
  }
  return { input, file, preview, error, clear, choose }
}

/** A file field's refusal, under it (the field names it in aria-describedby). */
function FileError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} role="alert" className="text-destructive text-sm empty:hidden">
      {error ?? ''}
    </p>
  )
}

/**
 * Upload Gallery Image, and videos: an image; an MP4 or WebM file; or a YouTube link, each
 * video with an optional poster. Choose, preview, remove, upload. The server judges every file
 * by its bytes and checks the same rules.
 */
export function GalleryUpload({ onDone }: { onDone: () => void }) {
  const id = useId()
  const [kind, setKind] = useState<GalleryKind>('image')
  const [title, setTitle] = useState('')
  const [youtubeUrl, setYoutubeUrl] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const {
    input: fileInput,
    file,
    preview,
    error: fileError,
    clear: clearFile,
    choose: chooseFile,
  } = useChosenFile()
  const {
    input: posterInput,
    file: posterFile,
    error: posterError,
    clear: clearPoster,
    choose: choosePoster,
  } = useChosenFile()

  const reset = () => {
    clearFile()
    clearPoster()
    setTitle('')
    setYoutubeUrl('')
    setErrors({})
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (kind !== 'youtube' && !file) {
      return refuse(kind === 'video' ? UPLOAD_MESSAGES.missingVideo : UPLOAD_MESSAGES.missing)
    }
    const checked = galleryAdditionSchema.safeParse({ kind, title, youtubeUrl })
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    setBusy(true)
    const body = new FormData()
    body.set('kind', kind)
    body.set('title', checked.data.title)
    if (kind === 'youtube') body.set('youtubeUrl', checked.data.youtubeUrl)
    if (kind !== 'youtube' && file) body.set('file', file)
    if (kind !== 'image' && posterFile) body.set('poster', posterFile)
    try {
      const response = await fetch('/api/staff/gallery', { method: 'POST', body })
      const answer = (await response.json().catch(() => ({}))) as {
        success?: boolean
        title?: string
        description?: string
        error?: string
      }
      if (response.ok && answer.success) {
        toast.success('Success', { description: successOf[kind] })
        reset()
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

  const posterField = (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-poster`} className="block text-sm font-medium">
        Poster image (optional)
      </label>
      <input
        ref={posterInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        {...describedBy(`${id}-poster`, posterError, true)}
        onChange={(event) => choosePoster(event.target.files?.[0], photoRule)}
        className={fileInputClass}
      />
      <p id={`${id}-poster-hint`} className="text-muted-foreground text-xs">
        Shown before the video plays. Without one, a plain video tile is shown; nothing is fetched
        from YouTube until a visitor presses play.
      </p>
      <FileError id={`${id}-poster-error`} error={posterError} />
    </div>
  )

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-border max-w-2xl rounded-2xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Upload Gallery Image
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        A JPEG, PNG or WebP photo of at most 10 MB, resized and stripped of its location and camera
        data; an MP4 or WebM video of at most 50 MB; or a YouTube link for anything longer. It
        appears on the gallery page and the home page.
      </p>
      <form onSubmit={onSubmit} className="mt-5 space-y-4" noValidate>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">What to add</legend>
          <div className="flex flex-wrap gap-4">
            {kinds.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={option.value}
                  checked={kind === option.value}
                  onChange={() => {
                    setKind(option.value)
                    reset()
                  }}
                  className="size-4"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>

        {kind === 'youtube' ? (
          <Field
            id={`${id}-youtube`}
            label="YouTube link"
            required
            error={errors.youtubeUrl}
            hint="For example https://www.youtube.com/watch?v=… or https://youtu.be/…"
          >
            <Input
              type="url"
              value={youtubeUrl}
              {...describedBy(`${id}-youtube`, errors.youtubeUrl, true)}
              onChange={(event) => setYoutubeUrl(event.target.value)}
            />
          </Field>
        ) : (
          <div className="space-y-1.5">
            <label htmlFor={`${id}-file`} className="block text-sm font-medium">
              {kind === 'video' ? 'Video file' : 'Image file'}
            </label>
            <input
              ref={fileInput}
              {...describedBy(`${id}-file`, fileError)}
              type="file"
              accept={kind === 'video' ? 'video/mp4,video/webm' : 'image/jpeg,image/png,image/webp'}
              onChange={(event) =>
                chooseFile(event.target.files?.[0], kind === 'video' ? videoRule : photoRule)
              }
              className={fileInputClass}
            />
            <FileError id={`${id}-file-error`} error={fileError} />
          </div>
        )}

        {kind !== 'image' ? (
          <Field
            id={`${id}-video-title`}
            label="Title"
            required={kind === 'youtube'}
            error={errors.title}
            hint={kind === 'video' ? 'Leave it empty to use the file name' : undefined}
          >
            <Input
              value={title}
              maxLength={120}
              {...describedBy(`${id}-video-title`, errors.title, kind === 'video')}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Field>
        ) : null}

        {preview && kind !== 'youtube' ? (
          <div className="relative inline-block">
            {kind === 'video' ? (
              <video
                src={preview}
                muted
                playsInline
                aria-label="Preview of the chosen video"
                className="max-h-64 rounded-lg border"
              />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL)
              <img
                src={preview}
                alt="Preview of the chosen image"
                className="max-h-64 rounded-lg border object-contain"
              />
            )}
            <Button
              type="button"
              size="icon"
              variant="outline"
              className="absolute top-2 right-2"
              onClick={clearFile}
            >
              <Icon icon={X} />
              <span className="sr-only">
                {kind === 'video' ? 'Remove the chosen video' : 'Remove the chosen image'}
              </span>
            </Button>
          </div>
        ) : null}

        {kind !== 'image' ? posterField : null}

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Icon icon={Loader2} className="animate-spin" /> : <Icon icon={Upload} />}
            {kind === 'youtube' ? 'Add video' : 'Upload'}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </form>
    </section>
  )
}
