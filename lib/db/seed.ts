import 'server-only'

import { sql } from 'drizzle-orm'

import { builtInUniversities } from '@/data/universities'
import type { CatalogueUniversity } from '@/data/universities/types'
import { universities } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { catalogueFmgl, countryName } from '@/lib/universities/model'

/** A built-in entry as a row of the universities table. */
export function catalogueRow(entry: CatalogueUniversity): typeof universities.$inferInsert {
  return {
    id: entry.id,
    name: entry.name,
    country: entry.country,
    city: entry.city,
    location: `${entry.city}, ${countryName(entry.country)}`,
    description: entry.description,
    established: entry.established,
    category: entry.category,
    tuitionFeeAmount: entry.tuitionFee?.amount ?? null,
    tuitionFeeCurrency: entry.tuitionFee?.currency ?? null,
    tuitionFeeUnit: entry.tuitionFee?.unit ?? null,
    tuitionFeeIntake: entry.tuitionFee?.appliesTo ?? null,
    tuitionFeeSource: entry.tuitionFee?.source ?? null,
    tuitionFeeEstimate: entry.tuitionFee?.estimate ?? false,
    feesCheckedOn: entry.tuitionFee?.source ? entry.tuitionFee.seenOn : null,
    tuitionRange: entry.tuitionFee ? null : 'Contact for fees',
    // What the country states (data/destinations) is not copied: null inherits it.
    entranceRequirement: entry.entranceRequirement ?? null,
    cautions: entry.cautions ?? [],
    duration: entry.duration ?? null,
    language: entry.language ?? null,
    recognition: entry.recognition,
    features: entry.features,
    facilities: entry.facilities,
    coursesOffered: entry.coursesOffered,
    intake: entry.intake ?? [],
    intakesText: entry.intakes ?? null,
    hostelAvailable: entry.hostelAvailable,
    admissionProcess: entry.admissionProcess ?? null,
    eligibility: entry.eligibility ?? null,
    additionalExpenses: entry.additionalExpenses ?? null,
    faq: entry.faq,
    image: entry.image,
    website: entry.website,
    fmgl: catalogueFmgl(entry),
  }
}

/**
 * Inserts the built-in catalogue when the table has no rows, keeping ids 1 to 47, and moves
 * the id sequence past them so the dashboard's next id is 48. Instances starting together
 * insert once: a row that is already there is skipped.
 */
export async function seedUniversitiesIfEmpty(
  db: Db,
  entries: readonly CatalogueUniversity[] = builtInUniversities,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(universities)
    if (count > 0 || entries.length === 0) return 0
    const inserted = await tx
      .insert(universities)
      .values(entries.map(catalogueRow))
      .onConflictDoNothing({ target: universities.id })
      .returning({ id: universities.id })
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('universities', 'id'), (select max(id) from universities))`,
    )
    return inserted.length
  })
}
