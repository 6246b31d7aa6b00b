'use server'

import { updateTag } from 'next/cache'

import { failure } from '@/lib/action-result'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { staffAction } from '@/lib/auth/staff-action'
import { createUniversity, deleteUniversity, updateUniversity } from '@/lib/data/staff-universities'
import {
  UNIVERSITY_MESSAGES,
  universityFormSchema,
  universityIdSchema,
} from '@/lib/validation/university'

/** A saved change reaches every page and download that shows the catalogue, at once. */
const publishChange = () => updateTag(CACHE_TAGS.universities)

/** Adds a university (id null) or saves one. */
export const saveUniversity = staffAction(
  { area: 'content', input: universityFormSchema, failed: UNIVERSITY_MESSAGES.saveFailed },
  async (values, { db, id }) => {
    if (id === null) {
      const created = await createUniversity(db, values)
      publishChange()
      return { ok: true, id: created, title: 'University added!' }
    }
    if (!(await updateUniversity(db, id, values))) return failure(UNIVERSITY_MESSAGES.saveFailed)
    publishChange()
    return { ok: true, id, title: 'University updated!' }
  },
)

export const removeUniversity = staffAction(
  { area: 'content', input: universityIdSchema, failed: UNIVERSITY_MESSAGES.deleteFailed },
  async (id, { db }) => {
    if (!(await deleteUniversity(db, id))) return failure(UNIVERSITY_MESSAGES.deleteFailed)
    publishChange()
    return { ok: true }
  },
)
