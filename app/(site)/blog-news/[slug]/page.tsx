import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/seo/json-ld'
import { PostArticle } from '@/components/site/post-article'
import { expirePageBy } from '@/lib/cache/expire-by'
import { getPublishedPosts } from '@/lib/data/posts'
import { findPublicPost, nextChangeAt, postPath, publishedOn, type PublicPost } from '@/lib/posts'
import { absoluteUrl, breadcrumbJsonLd, pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'

// Rendered on first request and cached under the articles' tag: a newsroom change expires it
// at once, and a page whose article is scheduled expires at that time. The proxy lets only
// the addresses of published articles reach it (no cache entry per typed slug).
export const revalidate = 300
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ slug: string }> }

/**
 * The article at this address. An earlier address of an article is redirected by the proxy;
 * in the second before it learns of a new one, the article is shown there too (its canonical
 * URL is its current address).
 */
async function articleAt(slug: string): Promise<PublicPost> {
  const { posts, unavailable } = await getPublishedPosts()
  // Not a cached 404 for an article that exists: a failed render keeps the copy cached before.
  if (unavailable) throw new Error('The articles could not be read')
  const now = new Date()
  await expirePageBy(nextChangeAt(posts, slug, now), now)
  const found = findPublicPost(posts, slug, now)
  if (!found) notFound()
  return found
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await articleAt((await params).slug)
  return pageMetadata({ title: post.title, description: post.excerpt, path: postPath(post) })
}

/** The instant as India's clock reads it, e.g. 2026-02-06T00:00:00+05:30. */
const indiaTime = (iso: string) => {
  const at = new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19)
  return `${at}+05:30`
}

/** /blog-news/{slug}: one article, its date, category and sources. */
export default async function PostPage({ params }: Props) {
  const post = await articleAt((await params).slug)
  const publisher = { '@type': 'Organization', name: site.name, url: site.url }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Blog and news', path: '/blog-news' },
            { name: post.title, path: postPath(post) },
          ]),
          {
            '@context': 'https://schema.org',
            '@type': post.kind === 'news' ? 'NewsArticle' : 'BlogPosting',
            headline: post.title,
            description: post.excerpt,
            datePublished: indiaTime(post.publishAt),
            dateModified: post.updatedOn ?? publishedOn(post),
            author: publisher,
            publisher,
            mainEntityOfPage: absoluteUrl(postPath(post)),
            articleSection: post.category,
            ...(post.coverImage ? { image: absoluteUrl(post.coverImage) } : {}),
            citation: post.sources.map((source) => ({
              '@type': 'CreativeWork',
              name: source.title,
              ...(source.url ? { url: source.url } : {}),
            })),
          },
        ]}
      />
      <PostArticle post={post} desk={site.name} now={new Date()} />
    </article>
  )
}
