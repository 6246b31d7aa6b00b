'use server'

import { revalidatePath, updateTag } from 'next/cache'

import type { ContentAnswer } from '@/components/dashboard/webinar-actions'
import { requireAdmin } from '@/lib/auth/session'
import { CLAIMS_TAG, saveClaim } from '@/lib/data/claims'
import { getDb } from '@/lib/db/client'
import { CLAIM_MESSAGES, claimFormSchema } from '@/lib/validation/claim'
import { fieldErrorsOf } from '@/lib/validation/field-errors'

/**
 * Records one of the site's claims. The admin only: a figure the consultancy advertises about
 * itself is an advertising decision it answers for (CCPA 2024), not a counsellor's edit.
 */
export async function saveClaimAction(input: unknown): Promise<ContentAnswer> {
  const admin = await requireAdmin()
  const parsed = claimFormSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      description: CLAIM_MESSAGES.saveFailed,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    }
  }
  try {
    await saveClaim(await getDb(), parsed.data, admin.email)
    updateTag(CLAIMS_TAG)
    revalidatePath('/')
    revalidatePath('/dashboard/claims')
    return { ok: true, title: 'Claim saved' }
  } catch (error) {
    console.error('Saving a claim failed:', error)
    return { ok: false, description: CLAIM_MESSAGES.saveFailed }
  }
}
