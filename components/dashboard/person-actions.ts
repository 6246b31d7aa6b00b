'use server'

import { revalidatePath, updateTag } from 'next/cache'

import type { ContentAnswer } from '@/components/dashboard/webinar-actions'
import { requireAdmin } from '@/lib/auth/session'
import { deletePerson, PEOPLE_TAG, savePerson } from '@/lib/data/people'
import { getDb } from '@/lib/db/client'
import { fieldErrorsOf } from '@/lib/validation/field-errors'
import { PERSON_MESSAGES, personFormSchema } from '@/lib/validation/person'

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
export async function savePersonAction(input: unknown): Promise<ContentAnswer> {
  const admin = await requireAdmin()
  const parsed = personFormSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      description: PERSON_MESSAGES.saveFailed,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    }
  }
  try {
    const id = await savePerson(await getDb(), parsed.data, admin.email)
    publishPeople()
    return { ok: true, id, title: parsed.data.id ? 'Record updated' : 'Record added' }
  } catch (error) {
    console.error('Saving a person record failed:', error)
    return { ok: false, description: PERSON_MESSAGES.saveFailed }
  }
}

export async function deletePersonAction(id: unknown): Promise<ContentAnswer> {
  await requireAdmin()
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    return { ok: false, description: 'No such record.' }
  }
  try {
    const deleted = await deletePerson(await getDb(), id)
    if (!deleted) return { ok: false, description: 'No such record.' }
    publishPeople()
    return { ok: true, title: 'Record removed' }
  } catch (error) {
    console.error('Deleting a person record failed:', error)
    return { ok: false, description: 'The record could not be removed. Please try again.' }
  }
}
