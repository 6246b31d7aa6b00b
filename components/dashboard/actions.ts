'use server'

import { revalidatePath, updateTag } from 'next/cache'

import { failure } from '@/lib/action-result'
import { staffAction } from '@/lib/auth/staff-action'
import { createUniversity, deleteUniversity, updateUniversity } from '@/lib/data/staff-universities'
import { UNIVERSITIES_TAG } from '@/lib/data/universities'
import { downloads } from '@/lib/guides/downloads'
import {
  UNIVERSITY_MESSAGES,
  universityFormSchema,
  universityIdSchema,
} from '@/lib/validation/university'

/** A saved change reaches the public pages at once: by cache tag, and by path where untagged. */
function publishChange(id: number) {
  updateTag(UNIVERSITIES_TAG)
  revalidatePath('/')
  revalidatePath(`/university-details/${id}`)
  // Pages built at `next build` from data/ carry no cache tag that ties them to the
  // catalogue: by route, whose name includes its route group.
  revalidatePath('/(site)/country/[country]', 'page')
  revalidatePath('/(site)/mbbs-in/[country]', 'page')
  // Every view of /universities (proxy.ts).
  revalidatePath('/(site)/universities/results/[query]', 'page')
  // The cost worksheets list each university's fee; a route handler is revalidated by path.
  for (const { file } of downloads) revalidatePath(`/resources/downloads/${file}`)
}

/** Adds a university (id null) or saves one. */
export const saveUniversity = staffAction(
  { input: universityFormSchema, failed: UNIVERSITY_MESSAGES.saveFailed },
  async (values, { db, id }) => {
    if (id === null) {
      const created = await createUniversity(db, values)
      publishChange(created)
      return { ok: true, id: created, title: 'University added!' }
    }
    if (!(await updateUniversity(db, id, values))) return failure(UNIVERSITY_MESSAGES.saveFailed)
    publishChange(id)
    return { ok: true, id, title: 'University updated!' }
  },
)

export const removeUniversity = staffAction(
  { input: universityIdSchema, failed: UNIVERSITY_MESSAGES.deleteFailed },
  async (id, { db }) => {
    if (!(await deleteUniversity(db, id))) return failure(UNIVERSITY_MESSAGES.deleteFailed)
    publishChange(id)
    return { ok: true }
  },
)
