/**
 * The under-18 question's fields, which every lead form has (components/leads/guardian-fields.tsx
 * draws them). Apart from the component so the form hook can default them without importing it.
 */
export type GuardianInput = {
  studentUnder18?: boolean | string
  guardianName?: string
  guardianPhone?: string
  guardianConsent?: boolean | string
}

export const GUARDIAN_DEFAULTS = {
  studentUnder18: false,
  guardianName: '',
  guardianPhone: '',
  guardianConsent: false,
} as const
