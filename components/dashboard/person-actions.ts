'use server'

import { updateTag } from 'next/cache'

import { failure } from '@/lib/action-result'
import { staffAction } from '@/lib/auth/staff-action'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { deletePerson, savePerson } from '@/lib/data/people'
import { PERSON_MESSAGES, personFormSchema, personIdSchema } from '@/lib/validation/person'

/** A change reaches every page that shows people, at once. */
const publishPeople = () => updateTag(CACHE_TAGS.people)

/**
 * Adds or changes a team member, testimonial or alumni story. The admin only: publishing a
 * person's words is an advertising decision the business answers for (CCPA 2024).
 */
export const savePersonAction = staffAction(
  { area: 'admin', input: personFormSchema, failed: PERSON_MESSAGES.saveFailed },
  async (person, { staff, db }) => {
    const id = await savePerson(db, person, staff.email)
    publishPeople()
    return { ok: true, id, title: person.id ? 'Record updated' : 'Record added' }
  },
)

export const deletePersonAction = staffAction(
  { area: 'admin', input: personIdSchema, failed: PERSON_MESSAGES.deleteFailed },
  async (id, { db }) => {
    if (!(await deletePerson(db, id))) return failure(PERSON_MESSAGES.notFound)
    publishPeople()
    return { ok: true, title: 'Record removed' }
  },
)
