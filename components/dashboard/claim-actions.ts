'use server'

import { updateTag } from 'next/cache'

import { staffAction } from '@/lib/auth/staff-action'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { saveClaim } from '@/lib/data/claims'
import { CLAIM_MESSAGES, claimFormSchema } from '@/lib/validation/claim'

/**
 * Records one of the site's claims. The admin only: a figure the consultancy advertises about
 * itself is an advertising decision it answers for (CCPA 2024), not a counsellor's edit.
 */
export const saveClaimAction = staffAction(
  { area: 'admin', input: claimFormSchema, failed: CLAIM_MESSAGES.saveFailed },
  async (claim, { staff, db }) => {
    await saveClaim(db, claim, staff.email)
    updateTag(CACHE_TAGS.claims)
    return { ok: true, title: 'Claim saved' }
  },
)
