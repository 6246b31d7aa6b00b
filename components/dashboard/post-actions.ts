'use server'

import { updateTag } from 'next/cache'
import { redirect } from 'next/navigation'

import { failure } from '@/lib/action-result'
import { mayPublish } from '@/lib/staff/roles'
import { staffAction, staffFormPost } from '@/lib/auth/staff-action'
import type { Staff } from '@/lib/staff/types'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { forgetArticleAddresses } from '@/lib/data/article-addresses'
import {
  createPost,
  findPostById,
  isPublicAt,
  setPostStatus,
  slugTaken,
  updatePost,
} from '@/lib/data/posts'
import { env } from '@/lib/env'
import { todayInIndia } from '@/lib/dates'
import {
  POST_MESSAGES,
  postFormSchema,
  postIdSchema,
  postInput,
  publishInstant,
  publishSchema,
  type PostNotice,
} from '@/lib/validation/post'

/** The admin publishes; staff too where the deployment lets them (NEWSROOM_STAFF_PUBLISH). */
const mayPublishAs = (staff: Staff) => mayPublish(staff.role, env().NEWSROOM_STAFF_PUBLISH)

/**
 * A change reaches the list, every article, the feed and both sitemaps at once, on every
 * instance: they all read the articles under this tag.
 */
const expirePosts = () => {
  updateTag(CACHE_TAGS.posts)
  forgetArticleAddresses()
}

/** Creates a draft (id null) or changes an article's text; its status is left as it is. */
export const savePostAction = staffAction(
  {
    area: 'content',
    input: postFormSchema,
    failed: POST_MESSAGES.saveFailed,
    notFound: POST_MESSAGES.notFound,
  },
  async (data, { db, id, staff }) => {
    const input = postInput(data)
    if (await slugTaken(db, input.slug, id)) {
      return failure(POST_MESSAGES.saveFailed, { slug: POST_MESSAGES.slugTaken })
    }
    if (id === null) {
      const created = await createPost(db, input, staff.email)
      return { ok: true, id: created, title: 'Draft saved' }
    }
    const before = await findPostById(db, id)
    if (!before) return failure(POST_MESSAGES.notFound)
    if (before.status === 'published' && !mayPublishAs(staff)) {
      return failure(POST_MESSAGES.mayNotPublish)
    }
    if (!(await updatePost(db, id, input, todayInIndia()))) return failure(POST_MESSAGES.notFound)
    if (before.status === 'published') expirePosts()
    return {
      ok: true,
      id,
      title: isPublicAt(before, new Date()) ? 'Saved: the change is public' : 'Changes saved',
    }
  },
)

function back(id: number, notice: PostNotice): never {
  redirect(`/dashboard/posts/${id}?notice=${notice}`)
}

/** Publishes now, or schedules for a date and time in India. */
export const publishPostAction = staffFormPost(
  {
    area: 'content',
    input: publishSchema,
    back: '/dashboard/posts',
    invalid: (fields) => back(Number(fields.id) || 0, 'invalidTime'),
  },
  async (data, { db, staff }) => {
    if (!mayPublishAs(staff)) back(data.id, 'mayNotPublish')
    const post = await findPostById(db, data.id)
    if (!post) redirect('/dashboard/posts')
    if (isPublicAt(post, new Date())) back(post.id, 'alreadyPublic')
    if (post.sources.length === 0) back(post.id, 'noSource')
    const at = publishInstant(data)
    if (!at) back(post.id, 'past')
    await setPostStatus(db, post.id, { status: 'published', at, by: staff.email })
    expirePosts()
    back(post.id, data.when === 'now' ? 'published' : 'scheduled')
  },
)

/** Takes an article off the site (withdrawn), or back to a draft to work on. */
export const unpublishPostAction = staffFormPost(
  { area: 'content', input: postIdSchema, back: '/dashboard/posts' },
  async ({ id }, { db, staff }) => {
    if (!mayPublishAs(staff)) back(id, 'mayNotPublish')
    const post = await findPostById(db, id)
    if (!post) redirect('/dashboard/posts')
    // A withdrawn article was public; a scheduled one that never was goes back to draft.
    const status = isPublicAt(post, new Date()) ? 'withdrawn' : 'draft'
    await setPostStatus(db, id, { status })
    expirePosts()
    back(id, status)
  },
)
