import 'server-only'

import { and, asc, eq } from 'drizzle-orm'

import { leadSubStatuses, messageTemplates } from '@/lib/db/schema'
import type { LeadStatus } from '@/lib/desk/lead-states'
import type { Db } from '@/lib/db/types'

/** What the admin keeps for the desk: the steps within each status, and the message templates. */

export type SubStatus = typeof leadSubStatuses.$inferSelect
export type MessageTemplate = typeof messageTemplates.$inferSelect

/** The steps, by status and position; the retired ones too when asked. */
export async function listSubStatuses(db: Db, { retired = false } = {}): Promise<SubStatus[]> {
  return db
    .select()
    .from(leadSubStatuses)
    .where(retired ? undefined : eq(leadSubStatuses.active, true))
    .orderBy(asc(leadSubStatuses.status), asc(leadSubStatuses.position), asc(leadSubStatuses.id))
}

export async function addSubStatus(
  db: Db,
  step: { status: LeadStatus; label: string; position: number },
) {
  await db.insert(leadSubStatuses).values(step)
}

/** Retires a step (leads and history keep naming it) or brings it back. */
export async function setSubStatusActive(db: Db, id: number, active: boolean): Promise<boolean> {
  const changed = await db
    .update(leadSubStatuses)
    .set({ active, updatedAt: new Date() })
    .where(eq(leadSubStatuses.id, id))
    .returning({ id: leadSubStatuses.id })
  return changed.length > 0
}

export async function listTemplates(db: Db, { retired = false } = {}): Promise<MessageTemplate[]> {
  return db
    .select()
    .from(messageTemplates)
    .where(retired ? undefined : eq(messageTemplates.active, true))
    .orderBy(asc(messageTemplates.position), asc(messageTemplates.id))
}

export async function findTemplate(db: Db, id: number): Promise<MessageTemplate | undefined> {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.active, true)))
  return row
}

/** Adds a template (no id) or changes one; false for an unknown id. */
export async function saveTemplate(
  db: Db,
  template: { id: number | null; title: string; body: string; position: number },
): Promise<boolean> {
  const { id, ...values } = template
  if (id === null) {
    await db.insert(messageTemplates).values(values)
    return true
  }
  const changed = await db
    .update(messageTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(messageTemplates.id, id))
    .returning({ id: messageTemplates.id })
  return changed.length > 0
}

export async function setTemplateActive(db: Db, id: number, active: boolean): Promise<boolean> {
  const changed = await db
    .update(messageTemplates)
    .set({ active, updatedAt: new Date() })
    .where(eq(messageTemplates.id, id))
    .returning({ id: messageTemplates.id })
  return changed.length > 0
}
