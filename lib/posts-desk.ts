import { formatTime } from '@/lib/dates'

/** Where an article stands, as the newsroom says it. */
export function postState(
  post: { status: 'draft' | 'published' | 'withdrawn'; publishAt: Date | null },
  now: Date,
): { label: string; detail: string | null } {
  if (post.status === 'draft') return { label: 'Draft', detail: null }
  if (post.status === 'withdrawn') return { label: 'Withdrawn', detail: null }
  const at = post.publishAt ? formatTime(post.publishAt) : null
  return post.publishAt && post.publishAt > now
    ? { label: 'Scheduled', detail: at }
    : { label: 'Published', detail: at }
}
