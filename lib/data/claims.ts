import 'server-only'

import { builtInClaims, claimKeys, type Claim, type ClaimKey } from '@/data/claims'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { taggedReadOr } from '@/lib/data/tagged-read'
import { siteClaims } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { ClaimFormData } from '@/lib/validation/claim'

/** A claim as the dashboard edits it: the stored record, or the built-in default. */
export type StaffClaim = {
  key: ClaimKey
  value: string
  label: string
  evidence: string
  asOf: string
  updatedBy: string | null
  updatedAt: Date | null
}

/** All five claims in their fixed order, each the stored record or its built-in default. */
export async function listClaims(db: Db): Promise<StaffClaim[]> {
  const rows = await db.select().from(siteClaims)
  return claimKeys.map((key) => {
    const row = rows.find((candidate) => candidate.key === key)
    if (row) {
      return {
        key,
        value: row.value,
        label: row.label,
        evidence: row.evidence ?? '',
        asOf: row.asOf ?? '',
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      }
    }
    const builtIn = builtInClaims.find((claim) => claim.key === key)!
    return {
      key,
      value: builtIn.value,
      label: builtIn.label,
      evidence: '',
      asOf: '',
      updatedBy: null,
      updatedAt: null,
    }
  })
}

/** Records one claim (insert or replace); an empty evidence note or date is stored as null. */
export async function saveClaim(db: Db, data: ClaimFormData, updatedBy: string): Promise<void> {
  const values = {
    value: data.value,
    label: data.label,
    evidence: data.evidence || null,
    asOf: data.asOf || null,
    updatedBy,
    updatedAt: new Date(),
  }
  await db
    .insert(siteClaims)
    .values({ key: data.key, ...values })
    .onConflictDoUpdate({ target: siteClaims.key, set: values })
}

/** The claims a page may show: those with both an evidence note and an as-of date. */
export function publishable(claims: readonly Claim[]): Claim[] {
  return claims.filter((claim) => claim.evidence?.note && claim.evidence.asOf && claim.value)
}

/** Every claim as the public pages read them: stored ones, the built-in ones for the rest. */
export async function selectClaims(db: Db): Promise<Claim[]> {
  return (await listClaims(db)).map((claim) => ({
    key: claim.key,
    value: claim.value,
    label: claim.label,
    evidence: claim.evidence && claim.asOf ? { note: claim.evidence, asOf: claim.asOf } : null,
  }))
}

const readClaims = taggedReadOr(
  'site-claims-v1',
  CACHE_TAGS.claims,
  selectClaims,
  (): Claim[] => [...builtInClaims],
  'Reading the site claims failed; showing none',
)

/**
 * The claims the public pages show, each with its evidence and date. While the site is built
 * or when the database cannot be read, the built-in claims, which have no evidence: none.
 */
export async function getPublicClaims(): Promise<Claim[]> {
  return publishable(await readClaims())
}
