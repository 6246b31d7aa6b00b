import {
  fmglCriteria,
  type FmglChecklist,
  type FmglCriterion,
  type FmglStatus,
} from '@/data/universities/types'

export type FmglTally = Record<FmglStatus, number>

/**
 * How a country's universities stand on each FMGL 2021 condition: for every criterion, how
 * many met it, did not, are contested or unverified. A university without a checklist counts
 * as unverified on every item, because unknown means unverified.
 */
export function summariseFmgl(
  checklists: readonly (FmglChecklist | null)[],
): { key: FmglCriterion; label: string; tally: FmglTally }[] {
  return fmglCriteria.map(({ key, label }) => {
    const tally: FmglTally = { met: 0, not_met: 0, contested: 0, unverified: 0 }
    for (const checklist of checklists) tally[checklist?.[key]?.status ?? 'unverified'] += 1
    return { key, label, tally }
  })
}
