import 'server-only'

import { eq } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { postSlugRedirects, posts } from '@/lib/db/schema'

/**
 * Every address of a published article (scheduled ones included), for the proxy: an address
 * that names no article answers an uncached 404, and an earlier address of a public article
 * redirects to its current one. The redirect is the proxy's because Next sends a cached
 * page's redirect with its Location header twice (vercel/next.js#82117).
 *
 * Kept in the process and read again once it is over a second old, so another instance's
 * change is seen within a second; a change made here forgets the copy at once.
 */
export type ArticleAddress = { current: string; publicFrom: number }

type Held = { addresses: Map<string, ArticleAddress>; readAt: number }

const HELD = Symbol.for('mbbs.articleAddresses')
const FRESH_MS = 1000

type HeldGlobal = typeof globalThis & {
  [HELD]?: { held?: Held; reading?: Promise<Held> }
}

const state = () => ((globalThis as HeldGlobal)[HELD] ??= {})

async function read(): Promise<Held> {
  const db = await getDb()
  const published = eq(posts.status, 'published')
  const [current, earlier] = await Promise.all([
    db.select({ slug: posts.slug, publishAt: posts.publishAt }).from(posts).where(published),
    db
      .select({ slug: postSlugRedirects.slug, current: posts.slug, publishAt: posts.publishAt })
      .from(postSlugRedirects)
      .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
      .where(published),
  ])
  const addresses = new Map<string, ArticleAddress>()
  for (const row of [...earlier, ...current.map((row) => ({ ...row, current: row.slug }))]) {
    addresses.set(row.slug, { current: row.current, publicFrom: row.publishAt!.getTime() })
  }
  return { addresses, readAt: Date.now() }
}

/**
 * What the address /blog-news/{slug} names: an article (by its current slug, and the instant
 * it is public from), nothing (undefined), or null when the database cannot say.
 */
export async function articleAddress(slug: string): Promise<ArticleAddress | undefined | null> {
  const now = state()
  try {
    if (!now.held || Date.now() - now.held.readAt >= FRESH_MS) {
      now.reading ??= read().finally(() => (now.reading = undefined))
      now.held = await now.reading
    }
    return now.held.addresses.get(slug)
  } catch {
    return null
  }
}

/** After a newsroom change on this instance: the next request reads the addresses again. */
export function forgetArticleAddresses(): void {
  state().held = undefined
}
