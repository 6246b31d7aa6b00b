/**
 * The figures the consultancy may state about itself (CCPA coaching-advertising guidelines
 * 2024): each shows on the site only with its evidence, a note saying what backs it, and the
 * date it is true as of. Staff record them on the dashboard (table site_claims); these are the
 * built-in defaults, which have no evidence and so show nowhere.
 */
export const claimKeys = [
  'studentsPlaced',
  'successRate',
  'partnerUniversities',
  'yearsInBusiness',
  'visaSuccess',
] as const
export type ClaimKey = (typeof claimKeys)[number]

export type Claim = {
  key: ClaimKey
  value: string
  label: string
  evidence: { note: string; asOf: string } | null
}

// Empty until staff record a figure the consultancy can back: the spec's 2000+, 95% and 100+
// had no evidence behind them, so they are not offered even as a starting value.
export const builtInClaims = [
  { key: 'studentsPlaced', value: '', label: 'Students placed', evidence: null },
  { key: 'successRate', value: '', label: 'Success rate', evidence: null },
  { key: 'partnerUniversities', value: '', label: 'Partner universities', evidence: null },
  { key: 'yearsInBusiness', value: '', label: 'Years helping students', evidence: null },
  { key: 'visaSuccess', value: '', label: 'Visa success rate', evidence: null },
] as const satisfies readonly Claim[]
