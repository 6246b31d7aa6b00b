import 'server-only'

import { and, asc, eq, sql } from 'drizzle-orm'

import type { StaffRole } from '@/lib/staff/roles'
import { staffProfiles } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

export type StaffProfile = typeof staffProfiles.$inferSelect

/**
 * Copies an account's e-mail, role and whether it is active into the directory (at sign-in,
 * and whenever the admin changes the account); its office and availability stay as they are.
 */
export async function recordAccount(
  db: Db,
  account: { accountId: string; email: string; role: StaffRole; active: boolean },
): Promise<void> {
  await db
    .insert(staffProfiles)
    .values(account)
    .onConflictDoUpdate({
      target: staffProfiles.accountId,
      set: {
        email: account.email,
        role: account.role,
        active: account.active,
        updatedAt: sql`now()`,
      },
    })
}

/** The admin sets an account's office, whether it takes new leads, and the name it goes by. */
export async function setProfile(
  db: Db,
  accountId: string,
  profile: { office?: string | null; available?: boolean; name?: string | null },
): Promise<void> {
  await db
    .update(staffProfiles)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(staffProfiles.accountId, accountId))
}

/** The name a counsellor goes by with families: the admin's, or the e-mail's first part. */
export function nameOf(profile: Pick<StaffProfile, 'name' | 'email'> | undefined): string {
  if (profile?.name) return profile.name
  const local = profile?.email.split('@')[0] ?? ''
  return local.charAt(0).toUpperCase() + local.slice(1)
}

/**
 * How the desk names a member of staff to colleagues: the name the admin gave, with the
 * address beside it where the two help tell people apart (`withEmail`); the address alone for
 * an account not yet named.
 */
export function staffLabel(
  profile: Pick<StaffProfile, 'name' | 'email'>,
  { withEmail = false }: { withEmail?: boolean } = {},
): string {
  const name = profile.name?.trim()
  if (!name) return profile.email
  return withEmail ? `${name} (${profile.email})` : name
}

/** Each colleague's name (staffLabel) by account id and by e-mail, for the timeline. */
export async function staffNames(db: Db): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  for (const profile of await listProfiles(db)) {
    names.set(profile.accountId, staffLabel(profile))
    names.set(profile.email, staffLabel(profile))
  }
  return names
}

export async function listProfiles(db: Db): Promise<StaffProfile[]> {
  return db.select().from(staffProfiles).orderBy(asc(staffProfiles.email))
}

/** Each account's name (staffLabel) by its id: how the desk names a lead's owner (ownerLabel). */
export async function ownerNames(
  db: Db,
  options: { withEmail?: boolean } = {},
): Promise<Map<string, string>> {
  return new Map(
    (await listProfiles(db)).map((profile) => [profile.accountId, staffLabel(profile, options)]),
  )
}

export async function profileOf(db: Db, accountId: string): Promise<StaffProfile | undefined> {
  const [row] = await db.select().from(staffProfiles).where(eq(staffProfiles.accountId, accountId))
  return row
}

/** The active counsellors, by office then e-mail: whom a lead can be given to. */
export async function listCounsellors(db: Db): Promise<StaffProfile[]> {
  return db
    .select()
    .from(staffProfiles)
    .where(and(eq(staffProfiles.role, 'counsellor'), eq(staffProfiles.active, true)))
    .orderBy(asc(staffProfiles.office), asc(staffProfiles.email))
}
