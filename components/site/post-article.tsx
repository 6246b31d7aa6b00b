import { ArrowLeft, History } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { SourceList } from '@/components/guides/guide-sections'
import { PostMeta } from '@/components/site/post-meta'
import { Markdown } from '@/components/ui/markdown'
import { Prose } from '@/components/ui/prose'
import { formatPostDate, isOldNews, publishedOn, type PublicPost } from '@/lib/posts'

/**
 * An article as a visitor reads it: the public page, and the newsroom's preview of a draft.
 * A news item over a year old says so above its text.
 */
export function PostArticle({
  post,
  desk,
  now,
}: {
  post: Omit<PublicPost, 'earlierSlugs' | 'slug'>
  /** Who wrote it: the site's editorial desk, never an invented person. */
  desk: string
  now: Date
}) {
  return (
    <Prose id="article">
      <Link
        href="/blog-news"
        className="text-primary inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
      >
        <Icon icon={ArrowLeft} className="size-4" />
        Blog and news
      </Link>
      <PostMeta post={post} detail="updated" className="mt-4" />
      <h1 className="mt-3 text-3xl leading-tight font-extrabold break-words sm:text-4xl">
        {post.title}
      </h1>
      <p className="text-muted-foreground mt-2 text-sm">By the {desk} editorial desk</p>
      {isOldNews(post, now) ? (
        <p
          role="note"
          className="mt-6 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <Icon icon={History} className="mt-0.5 size-4 shrink-0" />
          <span>
            This news is from {formatPostDate(publishedOn(post))}, over a year ago. What it reports
            may have changed since: check its sources, or ask us for the current position.
          </span>
        </p>
      ) : null}
      <p className="mt-6 text-lg break-words">{post.excerpt}</p>
      {post.coverImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- a staff image of any size, in a fixed frame
        <img
          src={post.coverImage}
          alt={post.coverAlt}
          fetchPriority="high"
          className="mt-6 aspect-video w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : null}
      <Markdown
        text={post.body}
        className="[&_a]:text-primary mt-6 leading-relaxed break-words [&_h2]:mt-8 [&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:text-xl"
      />
      {post.sources.length > 0 ? (
        <div className="border-border mt-10 border-t pt-6">
          <SourceList sources={post.sources} />
        </div>
      ) : null}
    </Prose>
  )
}
