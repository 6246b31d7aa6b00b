import 'server-only'

import { asc, desc, eq } from 'drizzle-orm'

import { countries } from '@/data/countries'
import { destinations } from '@/data/destinations'
import { fmgeResults } from '@/data/regulation'
import { listClaims } from '@/lib/data/claims'
import { selectCurrentRates } from '@/lib/data/exchange-rates'
import { factChecks, factDigests, universities } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { factRegister, type Fact, type FactCheck } from '@/lib/facts/register'

/** The newest re-check of every fact that has one. */
async function latestChecks(db: Db): Promise<Map<string, FactCheck>> {
  const rows = await db
    .selectDistinctOn([factChecks.factKey])
    .from(factChecks)
    .orderBy(factChecks.factKey, desc(factChecks.checkedAt), desc(factChecks.id))
  return new Map(
    rows.map((row) => [row.factKey, { by: row.checkedBy, at: row.checkedAt, source: row.source }]),
  )
}

/** Every dated fact the published site shows, stale first (lib/facts/register.ts). */
export async function listFacts(db: Db, today: string): Promise<Fact[]> {
  const [rows, rates, claims, checks] = await Promise.all([
    db
      .select({
        id: universities.id,
        name: universities.name,
        amount: universities.tuitionFeeAmount,
        currency: universities.tuitionFeeCurrency,
        unit: universities.tuitionFeeUnit,
        appliesTo: universities.tuitionFeeIntake,
        source: universities.tuitionFeeSource,
        estimate: universities.tuitionFeeEstimate,
        checkedOn: universities.feesCheckedOn,
        cautions: universities.cautions,
      })
      .from(universities)
      .where(eq(universities.published, true))
      .orderBy(asc(universities.id)),
    selectCurrentRates(db),
    listClaims(db),
    latestChecks(db),
  ])
  return factRegister({
    universities: rows,
    rates,
    claims,
    countries: countries.map((country) => {
      const destination = destinations[country.slug]
      return {
        slug: country.slug,
        name: country.name,
        cautions: destination.cautions,
        universityCautions: destination.universityCautions,
        sources: destination.guide.sources,
      }
    }),
    fmge: fmgeResults,
    checks,
    today,
  })
}

/** Records that a person re-checked a fact against its source today. */
export async function recordFactCheck(
  db: Db,
  check: { key: string; by: string; source: string; note: string },
): Promise<void> {
  await db.insert(factChecks).values({
    factKey: check.key,
    checkedBy: check.by,
    source: check.source,
    note: check.note,
  })
}

/**
 * Claims the digest of `week` for this instance: true once, for the first instance to ask, so
 * several instances on one database send it once.
 */
export async function claimDigestWeek(
  db: Db,
  digest: { week: string; staleCount: number; sentTo: string },
): Promise<boolean> {
  const rows = await db
    .insert(factDigests)
    .values(digest)
    .onConflictDoNothing({ target: factDigests.week })
    .returning({ week: factDigests.week })
  return rows.length === 1
}
