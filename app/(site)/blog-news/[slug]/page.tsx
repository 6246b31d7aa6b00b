import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { SourceList } from '@/components/guides/guide-sections'
import { JsonLd } from '@/components/seo/json-ld'
import { PostMeta } from '@/components/site/post-meta'
import { Markdown } from '@/components/ui/markdown'
import { posts } from '@/data/posts/posts'
import { articleMarkdown, findPost, postPath } from '@/lib/posts'
import { absoluteUrl, breadcrumbJsonLd, pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'

export const dynamicParams = false

export function generateStaticParams() {
  return posts.map((post) => ({ slug: post.slug }))
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = findPost((await params).slug)
  if (!post) notFound()
  return pageMetadata({ title: post.title, description: post.excerpt, path: postPath(post) })
}

/** /blog-news/{slug}: one article, its date, category and sources. */
export default async function PostPage({ params }: Props) {
  const post = findPost((await params).slug)
  if (!post) notFound()
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
            datePublished: post.date,
            dateModified: post.updated ?? post.date,
            author: publisher,
            publisher,
            mainEntityOfPage: absoluteUrl(postPath(post)),
            articleSection: post.category,
          },
        ]}
      />
      <Link
        href="/blog-news"
        className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Blog and news
      </Link>
      <PostMeta post={post} detail="updated" className="mt-6" />
      <h1 className="mt-3 text-3xl leading-tight font-extrabold sm:text-4xl">{post.title}</h1>
      <p className="text-muted-foreground mt-2 text-sm">By the {site.name} editorial desk</p>
      <p className="mt-6 text-lg">{post.excerpt}</p>
      <Markdown
        text={articleMarkdown(post.body)}
        className="[&_a]:text-primary mt-6 space-y-4 leading-relaxed [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
      />
      <div className="border-border mt-10 border-t pt-6">
        <SourceList sources={post.sources} />
      </div>
    </article>
  )
}
