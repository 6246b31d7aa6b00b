import type { PostKind, PostSource } from '@/data/posts/types'
import { dayInIndia } from '@/lib/dates'

/** A published article as the public pages read it (scheduled ones included: see `publicPosts`). */
export type PublicPost = {
  slug: string
  /** Its earlier addresses, which redirect to this one. */
  earlierSlugs: string[]
  kind: PostKind
  category: string
  title: string
  excerpt: string
  /** Markdown (GitHub's flavour). */
  body: string
  coverImage: string | null
  coverAlt: string
  sources: PostSource[]
  /** ISO instant it is public from. */
  publishAt: string
  /** ISO date of the last correction after it went public, if any. */
  updatedOn: string | null
}

/** What is public at `now`: the published articles whose time has come, newest first. */
export function publicPosts<P extends Pick<PublicPost, 'publishAt'>>(
  all: readonly P[],
  now: Date,
): P[] {
  return all.filter((post) => Date.parse(post.publishAt) <= now.getTime())
}

/** The public article at `slug`, or the one that had that address before. */
export function findPublicPost(
  all: readonly PublicPost[],
  slug: string,
  now: Date,
): PublicPost | undefined {
  const shown = publicPosts(all, now)
  return shown.find((p) => p.slug === slug) ?? shown.find((p) => p.earlierSlugs.includes(slug))
}

/**
 * When the address `slug` next changes by the clock alone: the time the earliest article
 * scheduled under it (as its address or an earlier one) goes public. Null when none waits.
 */
export function nextChangeAt(all: readonly PublicPost[], slug: string, now: Date): Date | null {
  const times = all
    .filter(
      (p) =>
        (p.slug === slug || p.earlierSlugs.includes(slug)) &&
        Date.parse(p.publishAt) > now.getTime(),
    )
    .map((p) => Date.parse(p.publishAt))
  return times.length > 0 ? new Date(Math.min(...times)) : null
}

export const postPath = (post: Pick<PublicPost, 'slug'>) => `/blog-news/${post.slug}`

/** The day, in India, an article went public: what its page and the list show. */
export const publishedOn = (post: Pick<PublicPost, 'publishAt'>) => dayInIndia(post.publishAt)

export { formatDate as formatPostDate } from '@/lib/dates'

/** A news item is dated: over a year old, its page says so above its text. */
export function isOldNews(post: Pick<PublicPost, 'kind' | 'publishAt'>, now: Date): boolean {
  const yearLater = new Date(post.publishAt)
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1)
  return post.kind === 'news' && yearLater.getTime() <= now.getTime()
}

/** What the blog search looks in: title, excerpt and category. */
export const postSearchText = (post: Pick<PublicPost, 'title' | 'excerpt' | 'category'>) =>
  `${post.title} ${post.excerpt} ${post.category}`

export const POST_TABS = ['all', 'blog', 'news'] as const
export type PostTab = (typeof POST_TABS)[number]

export const EMPTY_MESSAGES: Record<PostTab, string> = {
  all: 'No articles match your search.',
  blog: 'No blog posts match your search.',
  news: 'No news matches your search.',
}

export function postsOfTab<P extends Pick<PublicPost, 'kind'>>(
  shown: readonly P[],
  tab: PostTab,
): P[] {
  return tab === 'all' ? [...shown] : shown.filter((post) => post.kind === tab)
}
