import { CalendarDays } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { formatPostDate, publishedOn, type PublicPost } from '@/lib/posts'
import { cn } from '@/lib/utils'

/** An article's category, date ("6 Feb 2026") and, where it says, kind or correction. */
export function PostMeta({
  post,
  detail,
  className,
}: {
  post: Pick<PublicPost, 'category' | 'kind' | 'publishAt' | 'updatedOn'>
  detail: 'kind' | 'updated'
  className?: string
}) {
  const date = publishedOn(post)
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <span className="bg-primary-soft text-primary rounded-full px-2.5 py-0.5 font-semibold">
        {post.category}
      </span>
      <span className="text-muted-foreground inline-flex items-center gap-1">
        <Icon icon={CalendarDays} className="size-4" />
        <time dateTime={date}>{formatPostDate(date)}</time>
      </span>
      {detail === 'kind' ? (
        <span className="text-muted-foreground">{post.kind === 'news' ? 'News' : 'Blog'}</span>
      ) : post.updatedOn ? (
        <span className="text-muted-foreground">
          Updated <time dateTime={post.updatedOn}>{formatPostDate(post.updatedOn)}</time>
        </span>
      ) : null}
    </p>
  )
}
