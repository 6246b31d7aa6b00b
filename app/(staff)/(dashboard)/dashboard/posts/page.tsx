import type { Metadata } from 'next'
import Link from 'next/link'

import { StaffTable } from '@/components/dashboard/staff-table'
import { buttonVariants } from '@/components/ui/button'
import { staffPage } from '@/lib/auth/staff-action'
import { formatDate } from '@/lib/dates'
import { isPublicAt, listPosts } from '@/lib/data/posts'
import { postPath } from '@/lib/posts'
import { postState } from '@/lib/posts-desk'

export const metadata: Metadata = { title: 'Blog and news' }

/** The newsroom: every article, the latest change first. */
export default async function PostsPage() {
  const { db } = await staffPage('content')
  const posts = await listPosts(db)
  const now = new Date()
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Blog and news</h1>
          <p className="text-muted-foreground mt-1 max-w-2xl text-sm">
            Write an article, preview it as visitors will see it, then publish it now or at a time.
            It appears on /blog-news, its own page, the feed and the sitemap at that moment.
          </p>
        </div>
        <Link href="/dashboard/posts/new" className={buttonVariants()}>
          Write an article
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className="text-muted-foreground">No article has been written yet.</p>
      ) : (
        <StaffTable headings={['Article', 'Kind', 'Status', 'Last change', 'Actions']}>
          {posts.map((post) => {
            const state = postState(post, now)
            return (
              <tr key={post.id} className="border-border border-t align-top">
                <td className="px-3 py-3">
                  <span className="font-semibold">{post.title}</span>
                  <span className="text-muted-foreground block text-xs break-all">
                    /blog-news/{post.slug}
                  </span>
                </td>
                <td className="px-3 py-3">
                  {post.kind === 'news' ? 'News' : 'Blog'}: {post.category}
                </td>
                <td className="px-3 py-3">
                  {state.label}
                  {state.detail ? (
                    <span className="text-muted-foreground block text-xs">{state.detail}</span>
                  ) : null}
                </td>
                <td className="px-3 py-3 text-sm">{formatDate(post.updatedAt)}</td>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap gap-2">
                    <Link
                      href={`/dashboard/posts/${post.id}`}
                      className={buttonVariants({ size: 'sm', variant: 'outline' })}
                      aria-label={`Edit ${post.title}`}
                    >
                      Edit
                    </Link>
                    {isPublicAt(post, now) ? (
                      <Link
                        href={postPath(post)}
                        className={buttonVariants({ size: 'sm', variant: 'outline' })}
                        aria-label={`View ${post.title} on the site`}
                      >
                        View
                      </Link>
                    ) : null}
                  </div>
                </td>
              </tr>
            )
          })}
        </StaffTable>
      )}
    </div>
  )
}
