import 'server-only'

import { eq } from 'drizzle-orm'

import { countries } from '@/data/countries'
import type { Staff } from '@/lib/staff/types'
import { findTemplate } from '@/lib/data/desk-settings'
import { nameOf, profileOf } from '@/lib/data/staff-profiles'
import { leads } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { leadCountries } from '@/lib/desk/lead-country'
import { fillTemplate, type TemplateValues } from '@/lib/desk/templates'

/** What fills a template for this lead and counsellor. */
export async function templateValues(
  db: Db,
  lead: { name: string; data: Record<string, unknown> },
  staff: Pick<Staff, 'id'>,
): Promise<TemplateValues> {
  const named = leadCountries(lead.data).map(
    (slug) => countries.find((country) => country.slug === slug)!.name,
  )
  return {
    name: lead.name.split(/\s+/)[0] ?? lead.name,
    country: named.length > 0 ? named.join(' or ') : null,
    counsellor: nameOf(await profileOf(db, staff.id)),
  }
}

/** A template filled in for a lead, or null when the lead or the template is gone. */
export async function filledTemplate(
  db: Db,
  leadId: string,
  templateId: number,
  staff: Pick<Staff, 'id'>,
): Promise<{ title: string; text: string } | null> {
  const [template, [lead]] = await Promise.all([
    findTemplate(db, templateId),
    db.select({ name: leads.name, data: leads.data }).from(leads).where(eq(leads.id, leadId)),
  ])
  if (!template || !lead) return null
  return {
    title: template.title,
    text: fillTemplate(template.body, await templateValues(db, lead, staff)),
  }
}
