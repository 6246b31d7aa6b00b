'use server'

import { revalidatePath, updateTag } from 'next/cache'

import { requireStaff } from '@/lib/auth/session'
import {
  createUniversity,
  deleteUniversity,
  findUniversityRow,
  formValuesOf,
  updateUniversity,
} from '@/lib/data/staff-universities'
import { UNIVERSITIES_TAG } from '@/lib/data/universities'
import { getDb } from '@/lib/db/client'
import { downloads } from '@/lib/guides/downloads'
import {
  UNIVERSITY_MESSAGES,
  universityFormSchema,
  type UniversityFormValues,
} from '@/lib/validation/university'

/**
 * The dashboard's catalogue actions. Each checks the staff session itself (a server action is
 * a public POST endpoint whatever page shows it), and a saved change reaches the public pages
 * at once: the catalogue's cache tag is expired and the pages that show it are re-rendered.
 */

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

const validId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0

export async function loadUniversity(
  id: number,
): Promise<{ ok: true; values: UniversityFormValues } | { ok: false }> {
  await requireStaff()
  if (!validId(id)) return { ok: false }
  const row = await findUniversityRow(await getDb(), id)
  return row ? { ok: true, values: formValuesOf(row) } : { ok: false }
}

export type SaveAnswer =
  | { ok: true; id: number; title: string }
  | { ok: false; description: string; fieldErrors?: Record<string, string> }

export async function saveUniversity(id: number | null, input: unknown): Promise<SaveAnswer> {
  await requireStaff()
  if (id !== null && !validId(id)) return { ok: false, description: UNIVERSITY_MESSAGES.saveFailed }
  const parsed = universityFormSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message
    return { ok: false, description: UNIVERSITY_MESSAGES.saveFailed, fieldErrors }
  }
  try {
    const db = await getDb()
    if (id === null) {
      const created = await createUniversity(db, parsed.data)
      publishChange(created)
      return { ok: true, id: created, title: 'University added!' }
    }
    if (!(await updateUniversity(db, id, parsed.data))) {
      return { ok: false, description: UNIVERSITY_MESSAGES.saveFailed }
    }
    publishChange(id)
    return { ok: true, id, title: 'University updated!' }
  } catch (error) {
    console.error('Saving a university failed:', error)
    return { ok: false, description: UNIVERSITY_MESSAGES.saveFailed }
  }
}

export async function removeUniversity(
  id: number,
): Promise<{ ok: true } | { ok: false; description: string }> {
  await requireStaff()
  if (!validId(id)) return { ok: false, description: UNIVERSITY_MESSAGES.deleteFailed }
  try {
    if (!(await deleteUniversity(await getDb(), id))) {
      return { ok: false, description: UNIVERSITY_MESSAGES.deleteFailed }
    }
    publishChange(id)
    return { ok: true }
  } catch (error) {
    console.error('Deleting a university failed:', error)
    return { ok: false, description: UNIVERSITY_MESSAGES.deleteFailed }
  }
}
