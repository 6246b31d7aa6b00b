'use server'

import { revalidatePath } from 'next/cache'

import { requireStaff } from '@/lib/auth/session'
import { recordFactCheck } from '@/lib/data/facts'
import { getDb } from '@/lib/db/client'
import {
  factCheckSchema,
  type FactCheckState,
  type FactCheckValues,
} from '@/lib/validation/fact-check'

/**
 * Records that the signed-in staff member re-checked a fact against its source today. Checks
 * the session itself (an action is a public POST endpoint) and validates with the form's schema.
 */
export async function recheckFact(
  _previous: FactCheckState,
  formData: FormData,
): Promise<FactCheckState> {
  const staff = await requireStaff()
  const values: FactCheckValues = {
    key: String(formData.get('key') ?? ''),
    source: String(formData.get('source') ?? ''),
    note: String(formData.get('note') ?? ''),
  }
  const parsed = factCheckSchema.safeParse(values)
  if (!parsed.success) {
    const fieldErrors: FactCheckState['fieldErrors'] = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof FactCheckValues
      fieldErrors[key] ??= issue.message
    }
    return { status: 'invalid', values, fieldErrors }
  }
  try {
    await recordFactCheck(await getDb(), { ...parsed.data, by: staff.email })
  } catch (error) {
    console.error('Recording a fact check failed:', error)
    return { status: 'failed', values, fieldErrors: {} }
  }
  revalidatePath('/dashboard/facts')
  return { status: 'saved', values, fieldErrors: {} }
}
