/**
 * Who may do what on the staff side. Every account has one role; each part of the dashboard
 * belongs to one area, and each area admits some roles. Pages, actions and route handlers all
 * ask `mayEnter` (through lib/auth/staff-action.ts), never the role by name.
 */

export const staffRoles = ['admin', 'counsellor', 'editor'] as const
export type StaffRole = (typeof staffRoles)[number]

/** The roles the admin gives to other accounts (there is one admin: ADMIN_EMAIL). */
export const assignableRoles = ['counsellor', 'editor'] as const satisfies readonly StaffRole[]
export type AssignableRole = (typeof assignableRoles)[number]

export const roleLabels: Record<StaffRole, string> = {
  admin: 'Admin',
  counsellor: 'Counsellor',
  editor: 'Editor',
}

/**
 * leads: families' details (the inbox, a lead's page, the export, data requests, the outbox).
 * content: the catalogue, rates, facts, webinars and the newsroom.
 * admin: accounts, routing rules, claims and people.
 * any: the frame every signed-in account sees.
 */
export type StaffArea = 'leads' | 'content' | 'admin' | 'any'

const areaRoles: Record<StaffArea, readonly StaffRole[]> = {
  leads: ['admin', 'counsellor'],
  content: ['admin', 'editor'],
  admin: ['admin'],
  any: staffRoles,
}

export function mayEnter(role: StaffRole, area: StaffArea): boolean {
  return areaRoles[area].includes(role)
}

/** Who publishes, schedules and withdraws articles: the admin, and editors when allowed. */
export function mayPublish(role: StaffRole, editorsPublish: boolean): boolean {
  return role === 'admin' || (role === 'editor' && editorsPublish)
}

/** Where an account lands on the dashboard: a counsellor's day, or the catalogue. */
export function homeOf(role: StaffRole): string {
  return role === 'counsellor' ? '/dashboard/my-day' : '/dashboard'
}

/**
 * A stored role as this version reads it. Accounts approved before roles existed have
 * `staff`: they worked leads, so they are counsellors. Anything else is no role at all.
 */
export function roleFrom(value: unknown): StaffRole | null {
  if (value === 'staff') return 'counsellor'
  return staffRoles.includes(value as StaffRole) ? (value as StaffRole) : null
}
