import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { publishPostAction, unpublishPostAction } from '@/components/dashboard/post-actions'
import { PostForm } from '@/components/dashboard/post-form'
import { buttonVariants } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { mayPublish } from '@/lib/staff/roles'
import { staffPage } from '@/lib/auth/staff-action'
import { findPostById, isPublicAt } from '@/lib/data/posts'
import { coverChoices } from '@/lib/data/gallery'
import { env } from '@/lib/env'
import { todayInIndia } from '@/lib/dates'
import { postPath } from '@/lib/posts'
import { postState } from '@/lib/posts-desk'
import { site } from '@/lib/site'
import { POST_NOTICES, postFormValues, type PostNotice } from '@/lib/validation/post'

export const metadata: Metadata = { title: 'Edit an article' }

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<{ notice?: string | string[] }>
}

/** One article: its text and preview, and where it stands (publish, schedule, withdraw). */
export default async function EditPostPage({ params, searchParams }: Props) {
  const { db, staff } = await staffPage('content')
  const id = Number((await params).id)
  const post = Number.isSafeInteger(id) && id > 0 ? await findPostById(db, id) : undefined
  if (!post) notFound()
  const { notice: noticeKey } = await searchParams
  const notice =
    typeof noticeKey === 'string' && noticeKey in POST_NOTICES
      ? POST_NOTICES[noticeKey as PostNotice]
      : undefined
  const now = new Date()
  const state = postState(post, now)
  const isPublic = isPublicAt(post, now)
  const publishes = mayPublish(staff.role, env().NEWSROOM_STAFF_PUBLISH)
  const today = todayInIndia(now)
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <Link href="/dashboard/posts" className="text-primary text-sm underline">
          All articles
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words">{post.title}</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          Written by {post.createdBy}
          {post.publishedBy ? `; published by ${post.publishedBy}` : ''}.
        </p>
      </div>
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={
            notice.ok
              ? 'rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950'
              : 'rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950'
          }
        >
          {notice.text}
        </p>
      ) : null}

      <section
        aria-labelledby="publishing-heading"
        className="border-border rounded-2xl border bg-white p-5 shadow-sm"
      >
        <h2 id="publishing-heading" className="text-lg font-bold">
          {state.label}
          {state.detail ? `: ${state.detail}` : ''}
        </h2>
        {isPublic ? (
          <p className="mt-1 text-sm">
            On the site at{' '}
            <Link href={postPath(post)} className="text-primary underline">
              {postPath(post)}
            </Link>
            . A saved change is public at once and dates the article &ldquo;Updated&rdquo; today.
          </p>
        ) : null}
        {!publishes ? (
          <p className="text-muted-foreground mt-2 text-sm">
            An admin publishes, schedules and withdraws articles, and changes public ones. Save your
            draft and ask them.
          </p>
        ) : (
          <div className="mt-4 flex flex-wrap items-end gap-4">
            {isPublic ? null : (
              <>
                <form action={publishPostAction}>
                  <input type="hidden" name="id" value={post.id} />
                  <input type="hidden" name="when" value="now" />
                  <button type="submit" className={buttonVariants()}>
                    Publish now
                  </button>
                </form>
                <form action={publishPostAction} className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="id" value={post.id} />
                  <input type="hidden" name="when" value="later" />
                  <Field id="publish-date" label="Date (India)">
                    <Input id="publish-date" name="date" type="date" min={today} required />
                  </Field>
                  <Field id="publish-time" label="Time (IST)">
                    <Input id="publish-time" name="time" type="time" required />
                  </Field>
                  <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                    {state.label === 'Scheduled' ? 'Change the time' : 'Schedule'}
                  </button>
                </form>
              </>
            )}
            {post.status === 'published' ? (
              <form action={unpublishPostAction}>
                <input type="hidden" name="id" value={post.id} />
                <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                  {isPublic ? 'Withdraw from the site' : 'Cancel the schedule'}
                </button>
              </form>
            ) : null}
          </div>
        )}
      </section>

      <PostForm
        key={post.updatedAt.getTime()}
        id={post.id}
        initial={postFormValues(post)}
        covers={await coverChoices()}
        desk={site.name}
        publishAt={post.publishAt?.toISOString() ?? null}
      />
    </div>
  )
}
