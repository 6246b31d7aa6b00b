'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2, Plus } from 'lucide'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'

import { HydratedForm } from '@/components/dashboard/hydrated-form'
import { PhotoUpload } from '@/components/dashboard/photo-upload'
import { savePostAction } from '@/components/dashboard/post-actions'
import { answerSave, fieldsOf, STAFF_FORM_MODE } from '@/components/dashboard/staff-form'
import { PostArticle } from '@/components/site/post-article'
import { Button } from '@/components/ui/button'
import { Field, Input, Select, Textarea } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { postCategories, postKinds, type PostKind } from '@/data/posts/types'
import {
  POST_LIMITS,
  POST_MESSAGES,
  postFormSchema,
  slugOf,
  type PostFormData,
  type PostFormValues,
} from '@/lib/validation/post'

export type CoverChoice = { src: string; label: string }

const kindLabels: Record<PostKind, string> = { blog: 'Blog post', news: 'News' }

/**
 * Write or edit an article: its text in Markdown beside a live preview of the page as a
 * visitor will see it, its cover, and the sources it rests on. Saving keeps its status:
 * publishing is a separate step (the admin's, unless the deployment lets staff publish).
 */
export function PostForm({
  id,
  initial,
  covers,
  desk,
  publishAt,
}: {
  id: number | null
  initial: PostFormValues
  covers: readonly CoverChoice[]
  desk: string
  publishAt: string | null
}) {
  const formId = useId()
  const router = useRouter()
  const form = useForm<PostFormValues, unknown, PostFormData>({
    resolver: zodResolver(postFormSchema),
    defaultValues: initial,
    ...STAFF_FORM_MODE,
  })
  const { fieldId, error, control } = fieldsOf(form, formId)
  const sources = useFieldArray({ control: form.control, name: 'sources' })
  const busy = form.formState.isSubmitting
  const values = useWatch({ control: form.control }) as PostFormValues
  const [slugEdited, setSlugEdited] = useState(id !== null)
  const [view, setView] = useState<'write' | 'preview'>('write')
  const coverChoices =
    covers.some((cover) => cover.src === values.coverImage) || !values.coverImage
      ? covers
      : [{ src: values.coverImage, label: 'Uploaded image' }, ...covers]

  const save = async (data: PostFormData) => {
    const saved = await answerSave(form, savePostAction(data, id), {
      failed: POST_MESSAGES.saveFailed,
    })
    if (!saved) return
    form.reset(data)
    if (id === null && 'id' in saved) router.push(`/dashboard/posts/${saved.id as number}`)
    else router.refresh()
  }

  const bodyLength = values.body?.length ?? 0
  const title = form.register('title')
  const kind = form.register('kind')

  return (
    <HydratedForm noValidate onSubmit={form.handleSubmit(save)} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('title')} label="Title" required error={error('title')}>
          <Input
            {...control('title')}
            onChange={(event) => {
              void title.onChange(event)
              if (!slugEdited) form.setValue('slug', slugOf(event.target.value))
            }}
          />
        </Field>
        <Field
          id={fieldId('slug')}
          label="Address"
          required
          error={error('slug')}
          hint="/blog-news/ and this. Changing it later keeps the old address working."
        >
          <Input
            {...control('slug', true)}
            onChange={(event) => {
              setSlugEdited(true)
              void form.register('slug').onChange(event)
            }}
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('kind')} label="Kind" required error={error('kind')}>
          <Select
            {...control('kind')}
            onChange={(event) => {
              void kind.onChange(event)
              form.setValue('category', postCategories[event.target.value as PostKind][0])
            }}
          >
            {postKinds.map((value) => (
              <option key={value} value={value}>
                {kindLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={fieldId('category')} label="Category" required error={error('category')}>
          <Select {...control('category')}>
            {postCategories[values.kind ?? 'news'].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        id={fieldId('excerpt')}
        label="Summary"
        required
        error={error('excerpt')}
        hint={`One or two sentences for the list, the feed and search results; at most ${POST_LIMITS.excerpt} characters.`}
      >
        <Textarea {...control('excerpt', true)} rows={2} />
      </Field>

      <fieldset className="border-border space-y-4 rounded-xl border p-4">
        <legend className="px-1 text-sm font-semibold">Cover image (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId('coverImage')} label="Image" error={error('coverImage')}>
            <Select {...control('coverImage')}>
              <option value="">No cover image</option>
              {coverChoices.map((cover) => (
                <option key={cover.src} value={cover.src}>
                  {cover.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id={fieldId('coverAlt')}
            label="What it shows"
            error={error('coverAlt')}
            hint="Read to people who cannot see it."
          >
            <Input {...control('coverAlt', true)} />
          </Field>
        </div>
        <PhotoUpload
          id={`${formId}-coverFile`}
          purpose="cover"
          onUploaded={(path) =>
            form.setValue('coverImage', path, { shouldValidate: form.formState.isSubmitted })
          }
        />
      </fieldset>

      <div>
        <div className="flex flex-wrap items-center justify-between gap-2 lg:hidden">
          <div role="group" aria-label="Show" className="flex gap-1">
            {(['write', 'preview'] as const).map((mode) => (
              <Button
                key={mode}
                type="button"
                size="sm"
                variant={view === mode ? 'default' : 'outline'}
                aria-pressed={view === mode}
                onClick={() => setView(mode)}
              >
                {mode === 'write' ? 'Write' : 'Preview'}
              </Button>
            ))}
          </div>
        </div>
        <div className="mt-3 grid gap-6 lg:mt-0 lg:grid-cols-2">
          <div className={view === 'write' ? '' : 'hidden lg:block'}>
            <Field
              id={fieldId('body')}
              label="Article"
              required
              error={error('body')}
              hint={`Markdown: ## for a heading, - for a list, **bold**, [a link](https://…). ${bodyLength.toLocaleString('en-IN')} of ${POST_LIMITS.body.toLocaleString('en-IN')} characters.`}
            >
              <Textarea {...control('body', true)} rows={24} className="font-mono text-sm" />
            </Field>
          </div>
          <section
            aria-label="Preview"
            className={`border-border max-h-[46rem] overflow-y-auto rounded-xl border bg-slate-50 p-4 sm:p-6 ${view === 'preview' ? '' : 'hidden lg:block'}`}
          >
            <p className="text-muted-foreground mb-4 text-xs font-semibold tracking-wide uppercase">
              Preview
            </p>
            <PostArticle
              post={{
                kind: values.kind ?? 'news',
                category: values.category ?? '',
                title: values.title || 'Title',
                excerpt: values.excerpt ?? '',
                body: values.body ?? '',
                coverImage: values.coverImage || null,
                coverAlt: values.coverAlt ?? '',
                sources: (values.sources ?? [])
                  .filter((source) => source?.title)
                  .map((source) => ({
                    title: source.title,
                    url: source.url || null,
                    date: source.date || new Date().toISOString().slice(0, 10),
                  })),
                publishAt: publishAt ?? new Date().toISOString(),
                updatedOn: null,
              }}
              desk={desk}
              now={new Date()}
            />
          </section>
        </div>
      </div>

      <fieldset className="border-border space-y-4 rounded-xl border p-4">
        <legend className="px-1 text-sm font-semibold">Sources</legend>
        <p className="text-muted-foreground text-sm">
          Every source the article rests on, with the date you read it. An article is published only
          with at least one.
        </p>
        {sources.fields.map((field, index) => (
          <div
            key={field.id}
            className="border-border grid gap-3 border-t pt-4 sm:grid-cols-[2fr_2fr_1fr_auto]"
          >
            <Field
              id={fieldId(`sources.${index}.title`)}
              label={`Source ${index + 1}`}
              required
              error={error(`sources.${index}.title`)}
            >
              <Input {...control(`sources.${index}.title`)} />
            </Field>
            <Field
              id={fieldId(`sources.${index}.url`)}
              label="Link"
              error={error(`sources.${index}.url`)}
            >
              <Input {...control(`sources.${index}.url`)} type="url" inputMode="url" />
            </Field>
            <Field
              id={fieldId(`sources.${index}.date`)}
              label="Read on"
              required
              error={error(`sources.${index}.date`)}
            >
              <Input {...control(`sources.${index}.date`)} type="date" />
            </Field>
            <div className="flex items-end">
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="min-h-11"
                aria-label={`Remove source ${index + 1}`}
                onClick={() => sources.remove(index)}
              >
                Remove
              </Button>
            </div>
          </div>
        ))}
        <p className="text-destructive text-sm empty:hidden" role="alert">
          {error('sources') ?? ''}
        </p>
        {sources.fields.length < POST_LIMITS.sources ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => sources.append({ title: '', url: '', date: '' })}
          >
            <Icon icon={Plus} />
            Add a source
          </Button>
        ) : null}
      </fieldset>

      <Button type="submit" disabled={busy}>
        {busy ? <Icon icon={Loader2} className="animate-spin" /> : null}
        {id === null ? 'Save draft' : 'Save changes'}
      </Button>
    </HydratedForm>
  )
}
