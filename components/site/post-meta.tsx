import { CalendarDays } from 'lucide-react'

import type { Post } from '@/data/posts/types'
import { formatPostDate } from '@/lib/posts'
import { cn } from '@/lib/utils'

/** An article's category, date ("March 15, 2025") and, where it says, kind or correction. */
export function PostMeta({
  post,
  detail,
  className,
}: {
  post: Post
  detail: 'kind' | 'updated'
  className?: string
}) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <span className="bg-primary-soft text-primary rounded-full px-2.5 py-0.5 font-semibold">
        {post.category}
      </span>
      <span className="text-muted-foreground inline-flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </span>
      {detail === 'kind' ? (
        <span className="text-muted-foreground">{post.kind === 'news' ? 'News' : 'Blog'}</span>
      ) : post.updated ? (
        <span className="text-muted-foreground">
          Updated <time dateTime={post.updated}>{formatPostDate(post.updated)}</time>
        </span>
      ) : null}
    </p>
  )
}
