/**
 * The parts of the lead rules a form needs before its schema has loaded (the schema module,
 * with zod, loads on the form's first validation).
 */

export const APPLY_NOW_MESSAGES = {
  missing: { title: 'Missing Information', description: 'Please fill in all required fields' },
  /** What each empty field says under itself; the toast says what the form lacks as a whole. */
  required: {
    name: 'Please enter your full name',
    email: 'Please enter your e-mail address',
    phone: 'Please enter your phone number',
    lastAttendedCollege: 'Please enter your last attended college',
    neetScore: 'Please enter your NEET score (0 to 1000)',
  },
  email: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  phone: {
    title: 'Invalid Phone Number',
    description: 'Please enter a valid phone number with at least 10 digits',
  },
} as const

export function isNeetScore(value: string): boolean {
  if (!/^\d{1,4}$/.test(value)) return false
  const score = Number(value)
  return score >= 0 && score <= 1000
}
