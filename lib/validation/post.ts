import * as z from 'zod/mini'

import { postCategories, postKinds, type PostKind, type PostSource } from '@/data/posts/types'
import { todayInIndia } from '@/lib/dates'
import { MARKDOWN_MAX_DEPTH, markdownDepth } from '@/lib/markdown-depth'
import { isCleanText, UNSUPPORTED_CHARACTERS } from '@/lib/validation/clean-text'
import { instantOf, IST } from '@/lib/webinars/sessions'

/**
 * The newsroom's article form, one schema for the browser and the server action. The values
 * are the strings the form holds; `postInput` turns them into a row.
 */
export const POST_LIMITS = {
  title: 200,
  slug: 100,
  excerpt: 300,
  body: 40_000,
  sources: 20,
} as const

export const POST_MESSAGES = {
  title: 'Enter a title (at least 10 characters)',
  slug: 'Use lowercase letters, digits and single hyphens, such as fmge-june-2026-results',
  slugTaken: 'Another article has (or had) this address: choose another',
  kind: 'Choose blog or news',
  category: 'Choose a category of this kind',
  excerpt: 'Write one or two sentences for the list (at least 20 characters)',
  body: 'Write the article (at least 100 characters)',
  bodyTooDeep: `Quotes or lists nest more than ${MARKDOWN_MAX_DEPTH} levels deep: flatten them`,
  bodyTooLong: `The article is longer than ${POST_LIMITS.body.toLocaleString('en-IN')} characters: split it or shorten it`,
  coverImage: 'Choose an image of the gallery, upload one, or leave it empty',
  coverAlt: 'Say what the cover image shows (for people who cannot see it)',
  sourceTitle: 'Name the source (at least 3 characters)',
  sourceUrl: 'A link must start with http:// or https://',
  sourceDate: 'Enter the date you read it, not after today',
  sources: `At most ${POST_LIMITS.sources} sources`,
  noSource: 'An article needs at least one source before it is published',
  date: 'Enter the date it goes public',
  time: 'Enter the time (hours and minutes)',
  past: 'That time has passed: publish now instead, or choose a later time',
  saveFailed: 'The article could not be saved. Please try again.',
  publishFailed: 'The article could not be published. Please try again.',
  notFound: 'That article no longer exists.',
  mayNotPublish:
    'Only an admin can publish, schedule or withdraw an article, or change a public one.',
} as const

const tooLong = (max: number) => `Must be at most ${max.toLocaleString('en-IN')} characters`
const text = (max: number, min: number, message: string, longMessage = tooLong(max)) =>
  z
    .string()
    .check(
      z.trim(),
      z.refine(isCleanText, UNSUPPORTED_CHARACTERS),
      z.minLength(min, message),
      z.maxLength(max, longMessage),
    )

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** http(s) only: a `javascript:` or `data:` link is refused, never stored. */
export function isWebLink(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** A site path of an image this site serves: the gallery's pictures or an upload. */
export const COVER_PATTERN = /^\/(?:uploads|images)\/[\w./-]+\.(?:webp|jpe?g|png|avif|svg)$/

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const isRealDate = (value: string) =>
  isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

export const sourceSchema = z.object({
  title: text(300, 3, POST_MESSAGES.sourceTitle),
  url: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isWebLink(value), POST_MESSAGES.sourceUrl),
    z.maxLength(2000, tooLong(2000)),
  ),
  date: z.string().check(
    z.trim(),
    z.refine((value) => isRealDate(value) && value <= todayInIndia(), POST_MESSAGES.sourceDate),
  ),
})

export const postFormSchema = z
  .object({
    title: text(POST_LIMITS.title, 10, POST_MESSAGES.title),
    slug: z
      .string()
      .check(
        z.trim(),
        z.maxLength(POST_LIMITS.slug, tooLong(POST_LIMITS.slug)),
        z.regex(SLUG_PATTERN, POST_MESSAGES.slug),
      ),
    kind: z.enum(postKinds, POST_MESSAGES.kind),
    category: z.string(),
    excerpt: text(POST_LIMITS.excerpt, 20, POST_MESSAGES.excerpt),
    body: text(POST_LIMITS.body, 100, POST_MESSAGES.body, POST_MESSAGES.bodyTooLong).check(
      z.refine((value) => markdownDepth(value) <= MARKDOWN_MAX_DEPTH, POST_MESSAGES.bodyTooDeep),
    ),
    coverImage: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || COVER_PATTERN.test(value), POST_MESSAGES.coverImage),
    ),
    coverAlt: text(200, 0, POST_MESSAGES.coverAlt),
    sources: z.array(sourceSchema).check(z.maxLength(POST_LIMITS.sources, POST_MESSAGES.sources)),
  })
  .check(
    z.refine((form) => (postCategories[form.kind] as readonly string[]).includes(form.category), {
      message: POST_MESSAGES.category,
      path: ['category'],
    }),
    z.refine((form) => form.coverImage === '' || form.coverAlt.length >= 3, {
      message: POST_MESSAGES.coverAlt,
      path: ['coverAlt'],
    }),
  )

export type PostFormValues = z.input<typeof postFormSchema>
export type PostFormData = z.output<typeof postFormSchema>

/** What an article row is made of, from valid form values. */
export type PostInput = {
  title: string
  slug: string
  kind: PostKind
  category: string
  excerpt: string
  body: string
  coverImage: string | null
  coverAlt: string
  sources: PostSource[]
}

export function postInput(data: PostFormData): PostInput {
  return {
    ...data,
    coverImage: data.coverImage === '' ? null : data.coverImage,
    coverAlt: data.coverImage === '' ? '' : data.coverAlt,
    sources: data.sources.map((source) => ({
      title: source.title,
      url: source.url === '' ? null : source.url,
      date: source.date,
    })),
  }
}

export function postFormValues(post: PostInput): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    kind: post.kind,
    category: post.category,
    excerpt: post.excerpt,
    body: post.body,
    coverImage: post.coverImage ?? '',
    coverAlt: post.coverAlt,
    sources: post.sources.map((source) => ({ ...source, url: source.url ?? '' })),
  }
}

export const emptyPostForm: PostFormValues = {
  title: '',
  slug: '',
  kind: 'news',
  category: postCategories.news[0],
  excerpt: '',
  body: '',
  coverImage: '',
  coverAlt: '',
  sources: [{ title: '', url: '', date: '' }],
}

/** A slug from a title: lowercase words joined by hyphens, at most 80 characters. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** Publishing: now, or at a date and time in India. */
export const publishSchema = z.discriminatedUnion('when', [
  z.object({ id: z.coerce.number(), when: z.literal('now') }),
  z.object({
    id: z.coerce.number(),
    when: z.literal('later'),
    date: z.string().check(z.trim(), z.refine(isRealDate, POST_MESSAGES.date)),
    time: z.string().check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, POST_MESSAGES.time)),
  }),
])

export type PublishData = z.output<typeof publishSchema>

/** The instant a publish request names, or null when that time has passed. */
export function publishInstant(data: PublishData, now = new Date()): Date | null {
  if (data.when === 'now') return now
  const at = instantOf(data.date, data.time, IST)
  return at && at.getTime() > now.getTime() ? at : null
}

/** What the article's page says after a publishing step, by the key its address carries. */
export const POST_NOTICES = {
  published: { ok: true, text: 'Published: it is on the site now.' },
  scheduled: { ok: true, text: 'Scheduled: it goes public at the time shown.' },
  withdrawn: {
    ok: true,
    text: 'Withdrawn: it is no longer on the site, and its address answers "not found".',
  },
  draft: { ok: true, text: 'Back to draft: it will not go public until it is published.' },
  mayNotPublish: { ok: false, text: POST_MESSAGES.mayNotPublish },
  noSource: { ok: false, text: POST_MESSAGES.noSource },
  past: { ok: false, text: POST_MESSAGES.past },
  invalidTime: {
    ok: false,
    text: 'Enter the date and the time (hours and minutes) it goes public.',
  },
  alreadyPublic: { ok: false, text: 'It is already public.' },
} as const satisfies Record<string, { ok: boolean; text: string }>

export type PostNotice = keyof typeof POST_NOTICES

export const postIdSchema = z.object({ id: z.coerce.number() })
