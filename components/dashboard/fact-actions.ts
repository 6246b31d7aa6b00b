'use server'

import { refresh } from 'next/cache'

import { staffAction } from '@/lib/auth/staff-action'
import { recordFactCheck } from '@/lib/data/facts'
import {
  FACT_CHECK_MESSAGES,
  factCheckSchema,
  type FactCheckState,
} from '@/lib/validation/fact-check'

/** Records that the signed-in staff member re-checked a fact against its source today. */
const record = staffAction(
  { area: 'content', input: factCheckSchema, failed: FACT_CHECK_MESSAGES.failed },
  async (check, { staff, db }): Promise<FactCheckState> => {
    await recordFactCheck(db, { ...check, by: staff.email })
    refresh()
    return { ok: true, message: FACT_CHECK_MESSAGES.saved }
  },
)

/** The re-check form's action (useActionState), a plain form post without JavaScript. */
export async function recheckFact(
  _previous: FactCheckState | null,
  formData: FormData,
): Promise<FactCheckState> {
  return record(formData)
}
