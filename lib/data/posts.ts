import 'server-only'

import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import { cache } from 'react'

import { CACHE_TAGS } from '@/lib/cache/tags'
import { taggedRead, servedOrFallback } from '@/lib/data/tagged-read'
import { postSlugRedirects, posts, type PostStatus } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { PublicPost } from '@/lib/posts'
import type { PostInput } from '@/lib/validation/post'

type Row = typeof posts.$inferSelect

/** An article as the dashboard shows it. */
export type StaffPost = PostInput & {
  id: number
  status: PostStatus
  publishAt: Date | null
  updatedOn: string | null
  createdBy: string
  publishedBy: string | null
  updatedAt: Date
}

function staffPost(row: Row): StaffPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    kind: row.kind,
    category: row.category,
    excerpt: row.excerpt,
    body: row.body,
    coverImage: row.coverImage,
    coverAlt: row.coverAlt,
    sources: row.sources,
    status: row.status,
    publishAt: row.publishAt,
    updatedOn: row.updatedOn,
    createdBy: row.createdBy,
    publishedBy: row.publishedBy,
    updatedAt: row.updatedAt,
  }
}

/** Public now: published, and its publish time has come. */
export const isPublicAt = (post: Pick<StaffPost, 'status' | 'publishAt'>, now: Date) =>
  post.status === 'published' && post.publishAt !== null && post.publishAt <= now

/** Every article, the latest change first: the dashboard's list (never cached). */
export async function listPosts(db: Db): Promise<StaffPost[]> {
  const rows = await db.select().from(posts).orderBy(desc(posts.updatedAt), desc(posts.id))
  return rows.map(staffPost)
}

export async function findPostById(db: Db, id: number): Promise<StaffPost | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id))
  return row ? staffPost(row) : undefined
}

/** Whether `slug` is, or was, the address of an article other than `id`. */
export async function slugTaken(db: Db, slug: string, id: number | null): Promise<boolean> {
  const [current] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(id === null ? eq(posts.slug, slug) : and(eq(posts.slug, slug), ne(posts.id, id)))
  if (current) return true
  const [earlier] = await db
    .select({ postId: postSlugRedirects.postId })
    .from(postSlugRedirects)
    .where(eq(postSlugRedirects.slug, slug))
  return earlier !== undefined && earlier.postId !== id
}

export async function createPost(db: Db, input: PostInput, createdBy: string): Promise<number> {
  const [row] = await db
    .insert(posts)
    .values({ ...input, createdBy, status: 'draft' })
    .returning({ id: posts.id })
  return row!.id
}

/**
 * Changes an article's text. A new slug keeps the old one as a redirect (and takes back one of
 * its own earlier slugs). A change to a public article dates it "Updated" today (`today`).
 * False when there is no such article.
 */
export async function updatePost(
  db: Db,
  id: number,
  input: PostInput,
  today: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(posts).where(eq(posts.id, id)).for('update')
    if (!before) return false
    if (before.slug !== input.slug) {
      // Its own earlier address, taken back: no longer a redirect.
      await tx
        .delete(postSlugRedirects)
        .where(and(eq(postSlugRedirects.slug, input.slug), eq(postSlugRedirects.postId, id)))
      await tx.insert(postSlugRedirects).values({ slug: before.slug, postId: id })
    }
    const changed =
      before.title !== input.title ||
      before.excerpt !== input.excerpt ||
      before.body !== input.body ||
      JSON.stringify(before.sources) !== JSON.stringify(input.sources)
    const updatedOn = isPublicAt(before, now) && changed ? today : before.updatedOn
    await tx
      .update(posts)
      .set({ ...input, updatedOn, updatedAt: now })
      .where(eq(posts.id, id))
    return true
  })
}

/** Publishes (at `at`, which may be to come: scheduled) or withdraws or returns to draft. */
export async function setPostStatus(
  db: Db,
  id: number,
  change:
    { status: 'published'; at: Date; by: string } | { status: 'withdrawn' } | { status: 'draft' },
): Promise<boolean> {
  const values =
    change.status === 'published'
      ? { status: change.status, publishAt: change.at, publishedBy: change.by }
      : { status: change.status }
  const rows = await db
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(posts.id, id))
    .returning({ id: posts.id })
  return rows.length > 0
}

/**
 * The published articles, scheduled ones included, newest first, with the earlier slugs of
 * each. Pages choose what is public at their own moment (`publicPosts`), so a scheduled
 * article appears at its time on every instance with nothing left to run then.
 */
export async function selectPublishedPosts(db: Db): Promise<PublicPost[]> {
  const rows = await db
    .select()
    .from(posts)
    .where(eq(posts.status, 'published'))
    .orderBy(desc(posts.publishAt), desc(posts.id))
  const ids = rows.map((row) => row.id)
  const redirects = ids.length
    ? await db.select().from(postSlugRedirects).where(inArray(postSlugRedirects.postId, ids))
    : []
  return rows.map((row) => ({
    slug: row.slug,
    earlierSlugs: redirects.filter((r) => r.postId === row.id).map((r) => r.slug),
    kind: row.kind,
    category: row.category,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    coverImage: row.coverImage,
    coverAlt: row.coverAlt,
    sources: row.sources,
    publishAt: row.publishAt!.toISOString(),
    updatedOn: row.updatedOn,
  }))
}

const readPublished = taggedRead(
  'published-posts-v1',
  CACHE_TAGS.posts,
  selectPublishedPosts,
  // The build never opens the database: the pages that list articles render on request.
  (): PublicPost[] => [],
)

/**
 * The published articles (cached, expired by every newsroom change), and whether the database
 * could not be read, in which case there are none to show and the list says so.
 */
export const getPublishedPosts = cache(async function getPublishedPosts(): Promise<{
  posts: PublicPost[]
  unavailable: boolean
}> {
  const { value, fromFallback } = await servedOrFallback(
    readPublished,
    (): PublicPost[] => [],
    'Reading the articles failed; showing none',
  )
  return { posts: value, unavailable: fromFallback }
})
