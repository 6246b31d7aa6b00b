import { IST } from '@/lib/webinars/sessions'

/** Where an article stands, as the newsroom says it. */
export function postState(
  post: { status: 'draft' | 'published' | 'withdrawn'; publishAt: Date | null },
  now: Date,
): { label: string; detail: string | null } {
  if (post.status === 'draft') return { label: 'Draft', detail: null }
  if (post.status === 'withdrawn') return { label: 'Withdrawn', detail: null }
  const at = post.publishAt ? deskTime(post.publishAt) : null
  return post.publishAt && post.publishAt > now
    ? { label: 'Scheduled', detail: at }
    : { label: 'Published', detail: at }
}

const deskFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "28 Nov 2026, 14:30 IST". */
export const deskTime = (at: Date) => `${deskFormat.format(at)} IST`
