'use server'

import { revalidatePath, updateTag } from 'next/cache'

import { failure } from '@/lib/action-result'
import { staffAction } from '@/lib/auth/staff-action'
import { deletePerson, PEOPLE_TAG, savePerson } from '@/lib/data/people'
import { PERSON_MESSAGES, personFormSchema, personIdSchema } from '@/lib/validation/person'

/** The pages that show people; built from data at `next build`, so revalidated by path. */
function publishPeople() {
  updateTag(PEOPLE_TAG)
  for (const path of ['/about-us', '/our-services', '/success-stories', '/dashboard/people']) {
    revalidatePath(path)
  }
}

/**
 * Adds or changes a team member, testimonial or alumni story. The admin only: publishing a
 * person's words is an advertising decision the business answers for (CCPA 2024).
 */
export const savePersonAction = staffAction(
  { role: 'admin', input: personFormSchema, failed: PERSON_MESSAGES.saveFailed },
  async (person, { staff, db }) => {
    const id = await savePerson(db, person, staff.email)
    publishPeople()
    return { ok: true, id, title: person.id ? 'Record updated' : 'Record added' }
  },
)

export const deletePersonAction = staffAction(
  { role: 'admin', input: personIdSchema, failed: PERSON_MESSAGES.deleteFailed },
  async (id, { db }) => {
    if (!(await deletePerson(db, id))) return failure(PERSON_MESSAGES.notFound)
    publishPeople()
    return { ok: true, title: 'Record removed' }
  },
)
