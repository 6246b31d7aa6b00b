'use server'

import { updateTag } from 'next/cache'
import { redirect } from 'next/navigation'

import { failure } from '@/lib/action-result'
import { staffAction, staffFormPost } from '@/lib/auth/staff-action'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { createWebinarSession, setWebinarStatus, updateWebinarSession } from '@/lib/data/webinars'
import {
  endsInFuture,
  WEBINAR_MESSAGES,
  webinarFormSchema,
  webinarInput,
  webinarStatusSchema,
} from '@/lib/validation/webinar'

/** A change reaches every page that offers sessions, at once. */
const publishWebinars = () => updateTag(CACHE_TAGS.webinars)

/** Creates a session (id null) or changes one; its status is left as it is. */
export const saveWebinarAction = staffAction(
  {
    area: 'content',
    input: webinarFormSchema,
    failed: WEBINAR_MESSAGES.saveFailed,
    notFound: WEBINAR_MESSAGES.notFound,
  },
  async (data, { db, id }) => {
    const session = webinarInput(data)
    if (!endsInFuture(session)) {
      return failure(WEBINAR_MESSAGES.saveFailed, { date: WEBINAR_MESSAGES.over })
    }
    if (id === null) {
      const created = await createWebinarSession(db, session)
      publishWebinars()
      return { ok: true, id: created, title: 'Session added' }
    }
    if (!(await updateWebinarSession(db, id, session))) return failure(WEBINAR_MESSAGES.notFound)
    publishWebinars()
    return { ok: true, id, title: 'Session updated' }
  },
)

/** Cancels a session (it stays listed, marked cancelled) or schedules a cancelled one again. */
export const setWebinarStatusAction = staffFormPost(
  { area: 'content', input: webinarStatusSchema, back: '/dashboard/webinars' },
  async ({ id, status }, { db }) => {
    if (await setWebinarStatus(db, id, status)) publishWebinars()
    redirect('/dashboard/webinars')
  },
)
