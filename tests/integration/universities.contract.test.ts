import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { builtInUniversities } from '@/data/universities'
import type { FaqEntry } from '@/data/universities/types'
import {
  FALLBACK_NOTICE,
  readCatalogue,
  selectCountryUniversities,
  selectUniversities,
  selectUniversity,
  selectUniversityCards,
} from '@/lib/data/universities'
import { retryDelay } from '@/lib/data/tagged-read'
import { openDatabase, type DatabaseHandle } from '@/lib/db/client'
import { universities } from '@/lib/db/schema'
import { seedUniversitiesIfEmpty } from '@/lib/db/seed'
import { formValuesOf, updateUniversity } from '@/lib/data/staff-universities'
import { universityFormSchema } from '@/lib/validation/university'
import { formatFaq } from '@/lib/universities/faq'
import { countryName, fromCatalogue, toCard, toCountryUniversity } from '@/lib/universities/model'

import { testBackends } from '../support/backends'

describe.each(testBackends())('the catalogue on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }

  beforeAll(async () => {
    handle = await open()
  })
  afterAll(async () => {
    await handle?.close()
    await handle?.drop?.()
  })

  it('seeds the 47 built-in universities into an empty table, keeping their ids', async () => {
    expect(await seedUniversitiesIfEmpty(handle.db)).toBe(47)
    const list = await selectUniversities(handle.db)
    expect(list.map((u) => u.id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1))
    const featured = list.find((u) => u.id === 13)!
    const source = fromCatalogue(builtInUniversities.find((u) => u.id === 13)!)
    expect(featured).toMatchObject({
      name: source.name,
      country: 'georgia',
      countryName: 'Georgia',
      tuitionFee: source.tuitionFee,
      entranceRequirement: source.entranceRequirement,
      cautions: source.cautions,
      admissionProcess: source.admissionProcess,
      faq: source.faq,
      fmgl: source.fmgl,
    })
    // What the country states is inherited, not copied into the row (every fact once).
    const [row] = await handle.db.select().from(universities).where(eq(universities.id, 13))
    expect(row?.admissionProcess).toBeNull()
  })

  it('reads cards, one university and one country with only what each needs, the same as the full rows say', async () => {
    await seedUniversitiesIfEmpty(handle.db)
    const full = await selectUniversities(handle.db)
    expect(await selectUniversityCards(handle.db)).toEqual(full.map(toCard))
    expect(await selectUniversity(handle.db, 13)).toEqual(full.find((u) => u.id === 13))
    expect(await selectUniversity(handle.db, 99_999)).toBeNull()
    expect(await selectCountryUniversities(handle.db, 'nepal')).toEqual(
      full.filter((u) => u.country === 'nepal').map(toCountryUniversity),
    )
    expect(await selectCountryUniversities(handle.db, 'atlantis')).toEqual([])
    // A card is a small part of a university: the listing's cache entry stays small as the
    // catalogue grows (Next refuses entries over 2 MB).
    const cardBytes = JSON.stringify(await selectUniversityCards(handle.db)).length / full.length
    const fullBytes = JSON.stringify(full).length / full.length
    expect(cardBytes).toBeLessThan(fullBytes / 3)
    expect(cardBytes * 2_000).toBeLessThan(2 * 1024 * 1024)
  })

  it('saves every built-in university opened in the dashboard form and left unchanged, losing nothing', async () => {
    await seedUniversitiesIfEmpty(handle.db)
    const rows = await handle.db.select().from(universities).orderBy(universities.id)
    expect(rows).toHaveLength(47)
    const before = await selectUniversities(handle.db)
    const refused: string[] = []
    for (const row of rows) {
      const result = universityFormSchema.safeParse(formValuesOf(row))
      if (!result.success) {
        refused.push(
          `${row.id}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)}`,
        )
        continue
      }
      expect(await updateUniversity(handle.db, row.id, result.data)).toBe(true)
    }
    expect(refused).toEqual([])
    expect(await selectUniversities(handle.db)).toEqual(before)
  })

  it('brings a catalogue seeded by an earlier release to what a fresh seed holds (migrations 0002, 0004, 0008 and 0009)', async () => {
    await seedUniversitiesIfEmpty(handle.db)
    const fresh = await selectUniversities(handle.db)

    // The 47 rows as the release before migration 0004 seeded them, with the NExT sentences it
    // had before 0002 corrected them.
    const migration0002 = fs.readFileSync(
      path.join(process.cwd(), 'drizzle/0002_next_wording.sql'),
      'utf8',
    )
    const corrections: [string, string][] = [
      ...migration0002.matchAll(/'((?:[^']|'')*)', '((?:[^']|'')*)'\)/g),
    ].map((match) => [match[1]!.replaceAll("''", "'"), match[2]!.replaceAll("''", "'")])
    expect(corrections).toHaveLength(3)
    const earlier = JSON.parse(
      fs.readFileSync(
        path.join(process.cwd(), 'tests/fixtures/catalogue-before-issue-17.json'),
        'utf8',
      ),
    ) as EarlierEntry[]
    await handle.db.delete(universities)
    await handle.db.insert(universities).values(
      earlier.map((entry) => ({
        ...earlierRow(entry),
        faq: corrections.reduce(
          (text, [before, after]) => text.replaceAll(after, before),
          formatFaq(entry.faq),
        ),
      })),
    )
    const stale = await handle.db.select({ faq: universities.faq }).from(universities)
    expect(stale.filter((row) => /not yet( been)? notified/.test(row.faq ?? ''))).toHaveLength(47)

    await handle.db.execute(sql.raw(migration0002))
    // As the migrator runs it: one statement at a time.
    const migration0004 = fs.readFileSync(
      path.join(process.cwd(), 'drizzle/0004_catalogue_truth.sql'),
      'utf8',
    )
    for (const statement of migration0004.split('--> statement-breakpoint')) {
      await handle.db.execute(sql.raw(statement))
    }
    // India's eligibility rules left the university rows for one statement of them.
    const migration0008 = fs.readFileSync(
      path.join(process.cwd(), 'drizzle/0008_india_eligibility_once.sql'),
      'utf8',
    )
    for (const statement of migration0008.split('--> statement-breakpoint')) {
      await handle.db.execute(sql.raw(statement))
    }
    // The second truth pass: Kazakhstan's course length, TSU, MCOMS's instalments, no
    // student counts.
    for (const statement of migration('0009_truth_second_pass').split('--> statement-breakpoint')) {
      await handle.db.execute(sql.raw(statement))
    }

    const migrated = await selectUniversities(handle.db)
    expect(migrated).toEqual(fresh)
    expect(JSON.stringify(migrated)).not.toMatch(/not yet( been)? notified/)
    expect(JSON.stringify(migrated)).not.toMatch(/40% for reserved categories/)
    expect(JSON.stringify(migrated)).not.toMatch(/Six years in total|1-year internship after the 5/)
    const rows = await handle.db.select({ students: universities.students }).from(universities)
    expect(rows.filter((row) => row.students !== null)).toEqual([])
  })

  it('leaves a field staff edited as it is when the second truth pass runs', async () => {
    await seedUniversitiesIfEmpty(handle.db)
    await handle.db
      .update(universities)
      .set({
        duration: '6 years, as the university wrote to us',
        students: '3,912 (prospectus 2026)',
      })
      .where(eq(universities.id, 28))
    for (const statement of migration('0009_truth_second_pass').split('--> statement-breakpoint')) {
      await handle.db.execute(sql.raw(statement))
    }
    const [row] = await handle.db
      .select({ duration: universities.duration, students: universities.students })
      .from(universities)
      .where(eq(universities.id, 28))
    expect(row).toEqual({
      duration: '6 years, as the university wrote to us',
      students: '3,912 (prospectus 2026)',
    })
  })

  it('does not seed again once the table has rows, even after staff deleted some', async () => {
    await handle.db.delete(universities).where(eq(universities.id, 47))
    expect(await seedUniversitiesIfEmpty(handle.db)).toBe(0)
    expect(await selectUniversities(handle.db)).toHaveLength(46)
  })

  it('gives the next university added id 48', async () => {
    const [row] = await handle.db
      .insert(universities)
      .values({ name: 'Added by staff', country: 'nepal' })
      .returning({ id: universities.id })
    expect(row?.id).toBe(48)
  })

  it('shows an edit and hides an unpublished university', async () => {
    await handle.db
      .update(universities)
      .set({ name: 'Edited in the database' })
      .where(eq(universities.id, 12))
    await handle.db.update(universities).set({ published: false }).where(eq(universities.id, 11))
    const list = await selectUniversities(handle.db)
    expect(list.find((u) => u.id === 12)?.name).toBe('Edited in the database')
    expect(list.some((u) => u.id === 11)).toBe(false)
  })

  it('reads the catalogue from the database when it answers', async () => {
    const catalogue = await readCatalogue(() => selectUniversities(handle.db))
    expect(catalogue.fromFallback).toBe(false)
    expect(catalogue.universities.find((u) => u.id === 12)?.name).toBe('Edited in the database')
  })

  it('serves the built-in list when the table is empty, after two retries', async () => {
    await handle.db.execute(sql`delete from universities`)
    const delays: number[] = []
    const catalogue = await readCatalogue(() => selectUniversities(handle.db), {
      sleep: async (ms) => {
        delays.push(ms)
      },
    })
    expect(delays).toEqual([1000, 2000])
    expect(catalogue.fromFallback).toBe(true)
    expect(catalogue.universities).toHaveLength(47)
  })
})

describe('the catalogue when the database fails', () => {
  let port: number
  let server: net.Server

  beforeAll(async () => {
    // A PostgreSQL address where nothing listens any more: connections are refused.
    server = net.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as net.AddressInfo).port
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('retries twice with the spec back-off, then serves the built-in list', async () => {
    let attempts = 0
    const delays: number[] = []
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (message: string) => warnings.push(message)
    try {
      const catalogue = await readCatalogue(
        async () => {
          attempts += 1
          const handle = await openDatabase({
            kind: 'postgres',
            url: `postgres://nobody@127.0.0.1:${port}/none`,
            options: { connect_timeout: 2 },
          })
          try {
            return await selectUniversities(handle.db)
          } finally {
            await handle.close()
          }
        },
        { sleep: async (ms) => void delays.push(ms) },
      )
      expect(attempts).toBe(3)
      expect(delays).toEqual([1000, 2000])
      expect(catalogue.fromFallback).toBe(true)
      expect(catalogue.universities.map((u) => u.id)).toEqual(builtInUniversities.map((u) => u.id))
      expect(warnings.some((message) => message.startsWith(FALLBACK_NOTICE))).toBe(true)
    } finally {
      console.warn = warn
    }
  })

  it('waits min(1000 x 2^n, 10000) ms before retry n', () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000])
  })
})

function migration(name: string): string {
  return fs.readFileSync(path.join(process.cwd(), `drizzle/${name}.sql`), 'utf8')
}

/** A built-in entry as the release before migration 0004 held it (tests/fixtures). */
type EarlierEntry = {
  id: number
  name: string
  country: string
  city: string
  established: string
  description: string
  category: string
  rating: number
  tuitionFee: { amount: number; currency: string }
  feesCheckedOn: string
  duration: string
  language: string
  recognition: string[]
  features: string[]
  facilities: string[]
  hostelAvailable: boolean
  intake: string[]
  students: string
  coursesOffered: string[]
  admissionProcess: string
  eligibility: string
  intakes: string
  additionalExpenses: string
  faq: FaqEntry[]
  website: string
  fmgl: Record<string, unknown>
  image: string
}

/** The row that release's seed wrote for an entry. */
function earlierRow(entry: EarlierEntry): typeof universities.$inferInsert {
  return {
    id: entry.id,
    name: entry.name,
    country: entry.country,
    city: entry.city,
    location: `${entry.city}, ${countryName(entry.country)}`,
    description: entry.description,
    established: entry.established,
    students: entry.students,
    category: entry.category,
    rating: entry.rating,
    tuitionFeeAmount: entry.tuitionFee.amount,
    tuitionFeeCurrency: entry.tuitionFee.currency,
    feesCheckedOn: entry.feesCheckedOn,
    duration: entry.duration,
    language: entry.language,
    recognition: entry.recognition,
    features: entry.features,
    facilities: entry.facilities,
    coursesOffered: entry.coursesOffered,
    intake: entry.intake,
    intakesText: entry.intakes,
    hostelAvailable: entry.hostelAvailable,
    admissionProcess: entry.admissionProcess,
    eligibility: entry.eligibility,
    additionalExpenses: entry.additionalExpenses,
    faq: formatFaq(entry.faq),
    image: entry.image,
    website: entry.website,
    fmgl: entry.fmgl as never,
  }
}
