'use server'

import { revalidatePath, updateTag } from 'next/cache'

import { requireStaff } from '@/lib/auth/session'
import {
  createWebinarSession,
  setWebinarStatus,
  updateWebinarSession,
  WEBINARS_TAG,
} from '@/lib/data/webinars'
import { getDb } from '@/lib/db/client'
import type { WebinarStatus } from '@/lib/db/schema'
import { fieldErrorsOf } from '@/lib/validation/field-errors'
import {
  endsInFuture,
  WEBINAR_MESSAGES,
  webinarFormSchema,
  webinarInput,
} from '@/lib/validation/webinar'

/**
 * The dashboard's webinar session actions. Each checks the session itself (a server action is
 * a public POST endpoint whatever page shows it) and validates with the form's own schema; a
 * change is public at once: the cache tag is expired and the pages that show it re-rendered.
 */

export type ContentAnswer =
  | { ok: true; id?: number; title: string }
  | { ok: false; description: string; fieldErrors?: Record<string, string> }

function publishWebinars() {
  updateTag(WEBINARS_TAG)
  revalidatePath('/webinar')
  revalidatePath('/webinar/calendar.ics')
  revalidatePath('/')
  revalidatePath('/dashboard/webinars')
}

const validId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0

/** Creates a session (id null) or changes one; its status is left as it is. */
export async function saveWebinarAction(id: number | null, input: unknown): Promise<ContentAnswer> {
  await requireStaff()
  if (id !== null && !validId(id)) return { ok: false, description: WEBINAR_MESSAGES.notFound }
  const parsed = webinarFormSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      description: WEBINAR_MESSAGES.saveFailed,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    }
  }
  const session = webinarInput(parsed.data)
  if (!endsInFuture(session)) {
    return {
      ok: false,
      description: WEBINAR_MESSAGES.saveFailed,
      fieldErrors: { date: WEBINAR_MESSAGES.over },
    }
  }
  try {
    const db = await getDb()
    if (id === null) {
      const created = await createWebinarSession(db, session)
      publishWebinars()
      return { ok: true, id: created, title: 'Session added' }
    }
    if (!(await updateWebinarSession(db, id, session))) {
      return { ok: false, description: WEBINAR_MESSAGES.notFound }
    }
    publishWebinars()
    return { ok: true, id, title: 'Session updated' }
  } catch (error) {
    console.error('Saving a webinar session failed:', error)
    return { ok: false, description: WEBINAR_MESSAGES.saveFailed }
  }
}

/** Cancels a session (it stays listed, marked cancelled) or schedules a cancelled one again. */
export async function setWebinarStatusAction(formData: FormData): Promise<void> {
  await requireStaff()
  const id = Number(formData.get('id'))
  const status = formData.get('status')
  if (!validId(id) || (status !== 'scheduled' && status !== 'cancelled')) return
  if (await setWebinarStatus(await getDb(), id, status satisfies WebinarStatus)) publishWebinars()
}
