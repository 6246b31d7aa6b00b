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
import { columnsOf, formValuesOf, updateUniversity } from '@/lib/data/staff-universities'
import type { Db } from '@/lib/db/types'
import { universityFormSchema } from '@/lib/validation/university'
import {
  cardFromRow,
  catalogueRow,
  countryName,
  countryUniversityFromRow,
  fromRow,
} from '@/lib/universities/model'

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
    const source = fromRow(catalogueRow(builtInUniversities.find((u) => u.id === 13)!))
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
    // The database and the built-in list (the pages' fallback) give the same universities.
    const builtIn = builtInUniversities.map(catalogueRow)
    expect(full).toEqual(builtIn.map(fromRow))
    expect(await selectUniversityCards(handle.db)).toEqual(builtIn.map(cardFromRow))
    expect(await selectUniversity(handle.db, 13)).toEqual(full.find((u) => u.id === 13))
    expect(await selectUniversity(handle.db, 99_999)).toBeNull()
    expect(await selectCountryUniversities(handle.db, 'nepal')).toEqual(
      builtIn.filter((row) => row.country === 'nepal').map(countryUniversityFromRow),
    )
    expect(await selectCountryUniversities(handle.db, 'atlantis')).toEqual([])
    // A card is a small part of a university: the listing's cache entry stays small as the
    // catalogue grows (Next refuses entries over 2 MB).
    const cardBytes = JSON.stringify(await selectUniversityCards(handle.db)).length / full.length
    const fullBytes = JSON.stringify(full).length / full.length
    expect(cardBytes).toBeLessThan(fullBytes / 3)
    expect(cardBytes * 2_000).toBeLessThan(2 * 1024 * 1024)
  })

  it('gives back the same stored data from the form of every built-in university and of a staff-edited one', async () => {
    await seedUniversitiesIfEmpty(handle.db)
    const [added] = await handle.db
      .insert(universities)
      // An id of its own, which leaves the sequence where the later tests expect it.
      .values({ ...staffEdited, id: 1000 })
      .returning({ id: universities.id })
    const rows = await handle.db.select().from(universities).orderBy(universities.id)
    expect(rows).toHaveLength(48)
    const refused: string[] = []
    for (const row of rows) {
      const result = universityFormSchema.safeParse(formValuesOf(row))
      if (!result.success) {
        refused.push(
          `${row.id}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)}`,
        )
        continue
      }
      const columns = columnsOf(result.data)
      const stored = Object.fromEntries(
        Object.keys(columns).map((key) => [key, row[key as keyof typeof row]]),
      )
      expect(stored, `university ${row.id}`).toEqual(columns)
    }
    expect(refused).toEqual([])

    // Saved unchanged, every university reads as before.
    const before = await selectUniversities(handle.db)
    for (const row of rows) {
      const data = universityFormSchema.parse(formValuesOf(row))
      expect(await updateUniversity(handle.db, row.id, data)).toBe(true)
    }
    expect(await selectUniversities(handle.db)).toEqual(before)
    await handle.db.delete(universities).where(eq(universities.id, added!.id))
  })

  it('turns FAQ text into questions and answers and tidies the line lists without losing a word (migration 0012)', async () => {
    await seedUniversitiesIfEmpty(handle.db)
    const fresh = await selectUniversities(handle.db)
    await faqAsText(handle.db)
    await handle.db.execute(sql`
      update universities set
        faq = ${'Read this first.\nQ: Is it taught in English?\nA: Yes.\n  Patients speak Russian.  \nQ: Fees? A: About $5,000 A: a year. Q: Visa? Q: Food? A: Indian mess.\r\nQ:   A: no question'},
        eligibility = ${'  - Passport valid for 18 months \n\n Interview in English\r\n\t\n'},
        admission_process = ${'Apply online\n\nSign the contract'},
        additional_expenses = ${'   '}
      where id = 5`)
    for (const statement of migration('0012_faq_entries').split('--> statement-breakpoint')) {
      await handle.db.execute(sql.raw(statement))
    }

    const [row] = await handle.db.select().from(universities).where(eq(universities.id, 5))
    expect(row?.faq).toEqual([
      { question: '', answer: 'Read this first.' },
      { question: 'Is it taught in English?', answer: 'Yes.\n  Patients speak Russian.' },
      { question: 'Fees?', answer: 'About $5,000 A: a year.' },
      { question: 'Visa?', answer: '' },
      { question: 'Food?', answer: 'Indian mess.' },
      { question: 'A: no question', answer: '' },
    ])
    expect(row?.eligibility).toBe('- Passport valid for 18 months\nInterview in English')
    expect(row?.admissionProcess).toBe('Apply online\nSign the contract')
    // Blank text is left as it was: it hid the country's list, and still does.
    expect(row?.additionalExpenses).toBe('   ')
    // The pages show the complete pairs, as they did; every other university is unchanged.
    const migrated = await selectUniversities(handle.db)
    expect(migrated.find((u) => u.id === 5)?.faq.slice(0, 3)).toEqual([
      { question: 'Is it taught in English?', answer: 'Yes.\n  Patients speak Russian.' },
      { question: 'Fees?', answer: 'About $5,000 A: a year.' },
      { question: 'Food?', answer: 'Indian mess.' },
    ])
    expect(migrated.filter((u) => u.id !== 5)).toEqual(fresh.filter((u) => u.id !== 5))
    // The dashboard shows the incomplete entries and asks for the missing half.
    const form = universityFormSchema.safeParse(formValuesOf(row!))
    expect(form.success ? [] : form.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'faq.0.question',
      'faq.3.answer',
      'faq.5.answer',
    ])
    await handle.db
      .update(universities)
      .set(catalogueRow(builtInUniversities.find((entry) => entry.id === 5)!))
      .where(eq(universities.id, 5))
  })

  it('brings a catalogue seeded by an earlier release to what a fresh seed holds (migrations 0002, 0004, 0008, 0009, 0012, 0014, 0019, 0021, 0022, 0024, 0025 and 0026)', async () => {
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
    await faqAsText(handle.db)
    await handle.db.insert(universities).values(earlier.map(earlierRow))
    for (const entry of earlier) {
      const faq = corrections.reduce(
        (text, [before, after]) => text.replaceAll(after, before),
        faqText(entry.faq),
      )
      await handle.db.execute(sql`update universities set faq = ${faq} where id = ${entry.id}`)
    }
    const stale = await handle.db.select({ faq: sql<string>`faq` }).from(universities)
    expect(stale.filter((row) => /not yet( been)? notified/.test(row.faq))).toHaveLength(47)

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
    // The FAQ text becomes questions and answers.
    for (const statement of migration('0012_faq_entries').split('--> statement-breakpoint')) {
      await handle.db.execute(sql.raw(statement))
    }
    // India's FMGE and NExT sentences left the Georgian universities' own questions.
    for (const statement of migration('0014_india_facts_once').split('--> statement-breakpoint')) {
      await handle.db.execute(sql.raw(statement))
    }
    // An FMGL item is met only with a source.
    for (const statement of migration('0019_fmgl_met_needs_a_source').split(
      '--> statement-breakpoint',
    )) {
      await handle.db.execute(sql.raw(statement))
    }
    // Tbilisi State University admits no one to medicine. The table already has the column
    // (the test database is at the newest schema): only the data statement runs.
    const [, closeTsu] = migration('0021_university_admitting').split('--> statement-breakpoint')
    await handle.db.execute(sql.raw(closeTsu!))
    // The Philippine schools' one answer on the BS + MD route becomes the country's.
    await handle.db.execute(sql.raw(migration('0022_philippine_route_once')))
    // Bashkir's course is in English for three years only, as its own page says; an FMGL item
    // is decided only on a source; KMC's fee is Kathmandu University's own.
    for (const name of [
      '0024_bashkir_english_three_years',
      '0025_fmgl_decided_needs_a_source',
      '0026_kmc_fee_from_ku_notice',
    ]) {
      for (const statement of migration(name).split('--> statement-breakpoint')) {
        await handle.db.execute(sql.raw(statement))
      }
    }

    const migrated = await selectUniversities(handle.db)
    expect(migrated).toEqual(fresh)
    expect(JSON.stringify(migrated)).not.toMatch(/not yet( been)? notified/)
    expect(JSON.stringify(migrated)).not.toMatch(/40% for reserved categories/)
    expect(JSON.stringify(migrated)).not.toMatch(/Six years in total|1-year internship after the 5/)
    const rows = await handle.db.select({ students: universities.students }).from(universities)
    expect(rows.filter((row) => row.students !== null)).toEqual([])
  })

  it("leaves a question staff edited as it is when India's facts leave the universities (0014)", async () => {
    await seedUniversitiesIfEmpty(handle.db)
    const edited = [
      {
        question: 'Can I practise in India after this degree?',
        answer: 'Yes, once you pass FMGE; our counsellor explains it at the first meeting.',
      },
    ]
    await handle.db.update(universities).set({ faq: edited }).where(eq(universities.id, 12))
    for (const statement of migration('0014_india_facts_once').split('--> statement-breakpoint')) {
      await handle.db.execute(sql.raw(statement))
    }
    const [row] = await handle.db
      .select({ faq: universities.faq })
      .from(universities)
      .where(eq(universities.id, 12))
    expect(row?.faq).toEqual(edited)
    await handle.db
      .update(universities)
      .set(catalogueRow(builtInUniversities.find((entry) => entry.id === 12)!))
      .where(eq(universities.id, 12))
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
    // Run on the FAQ column as it was then, text.
    await faqAsText(handle.db)
    for (const name of ['0009_truth_second_pass', '0012_faq_entries']) {
      for (const statement of migration(name).split('--> statement-breakpoint')) {
        await handle.db.execute(sql.raw(statement))
      }
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

  it('leaves an FMGL item staff checked as it is when "met" comes to need a source (0019)', async () => {
    await seedUniversitiesIfEmpty(handle.db)
    const before = builtInUniversities.find((entry) => entry.id === 1)!
    const checked = {
      status: 'met',
      note: 'The university confirmed in writing that every year is taught in Barnaul.',
      checkedOn: '2026-12-01',
      source: "Altai State Medical University's letter of 1 Dec 2026",
    }
    // The row as the earlier release seeded it, with the one item a counsellor then checked.
    const earlier = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/fmgl-before-0019.json'), 'utf8'),
    ) as Record<string, Record<string, unknown>>
    await handle.db.execute(
      sql`update universities set fmgl = ${JSON.stringify({ ...earlier['1'], wholeCourseOneInstitution: checked })}::jsonb where id = 1`,
    )
    await handle.db.execute(
      sql`update universities set fmgl = ${JSON.stringify(earlier['2'])}::jsonb where id = 2`,
    )
    for (const name of ['0019_fmgl_met_needs_a_source', '0024_bashkir_english_three_years']) {
      for (const statement of migration(name).split('--> statement-breakpoint')) {
        await handle.db.execute(sql.raw(statement))
      }
    }
    const rows = await handle.db
      .select({ id: universities.id, fmgl: universities.fmgl })
      .from(universities)
      .where(sql`id in (1, 2)`)
    const byId = new Map(rows.map((row) => [row.id, row.fmgl]))
    expect(byId.get(1)?.wholeCourseOneInstitution).toEqual(checked)
    // Its other items, and the row nobody edited, move to the new checklist.
    expect(byId.get(1)?.duration54Months).toEqual(catalogueRow(before).fmgl?.duration54Months)
    expect(byId.get(2)).toEqual(
      catalogueRow(builtInUniversities.find((entry) => entry.id === 2)!).fmgl,
    )
    await handle.db.update(universities).set(catalogueRow(before)).where(eq(universities.id, 1))
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
    image: entry.image,
    website: entry.website,
    fmgl: entry.fmgl as never,
  }
}

/** The FAQ as the dashboard stored it before migration 0012: "Q: … A: …", one pair a line. */
function faqText(entries: readonly FaqEntry[]): string {
  return entries.map((entry) => `Q: ${entry.question} A: ${entry.answer}`).join('\n')
}

/** The FAQ column as it was before migration 0012, each university's pairs written as text. */
async function faqAsText(db: Db) {
  for (const statement of [
    `alter table universities add column faq_text text`,
    `update universities set faq_text = (
       select string_agg('Q: ' || (entry->>'question') || ' A: ' || (entry->>'answer'), E'\\n' order by n)
       from jsonb_array_elements(faq) with ordinality as pair(entry, n))`,
    `alter table universities drop column faq`,
    `alter table universities rename column faq_text to faq`,
  ]) {
    await db.execute(sql.raw(statement))
  }
}

/** A university staff added and filled in: every kind of list, a fee with its source. */
const staffEdited: typeof universities.$inferInsert = {
  name: 'Pokhara Test Medical Academy',
  country: 'nepal',
  city: 'Pokhara',
  location: 'Pokhara, Nepal',
  description: 'A teaching hospital campus added by staff.',
  established: '1994',
  students: '1,200',
  tuitionRange: null,
  tuitionFeeAmount: 75000,
  tuitionFeeCurrency: 'USD',
  tuitionFeeUnit: 'course',
  tuitionFeeIntake: '2026-27 intake',
  tuitionFeeSource: { title: 'College fee notice 2026-27', url: 'https://example.edu/fees' },
  tuitionFeeEstimate: false,
  feesCheckedOn: '2026-11-20',
  entranceRequirement: 'An interview in English',
  cautions: [
    {
      date: '2026-11-01',
      text: 'Confirm the campus in writing.',
      source: 'E2E notice',
      url: null,
    },
    {
      date: '2025-07-21',
      text: 'The college changed its name.',
      source: 'Kathmandu University notice',
      url: 'https://example.edu/notice',
    },
  ],
  duration: '5.5 years',
  language: 'English',
  features: ['English Medium', 'Hostel, with an Indian mess'],
  facilities: ['Hostel', 'Library'],
  coursesText: '**Six years** of MBBS\n- Anatomy',
  intakesText: 'Classes start in November.',
  hostelAvailable: true,
  admissionProcess: 'Apply online\n- Sign the contract',
  eligibility: 'Passport valid for at least 18 months',
  facilitiesText: 'A library open at night',
  additionalExpenses: 'Hostel: about $600-1,200 a year\nFood: about $900 a year',
  faq: [{ question: 'Is there a hostel?', answer: 'Yes, on campus.\nBook early.' }],
  image: '/images/universities/fallback.webp',
  gallery: ['/images/universities/13.webp', '/uploads/0123456789abcdef0123456789abcdef.webp'],
  website: 'https://example.edu',
  contactEmail: 'admissions@example.edu',
  contactPhone: '+977 61 000000',
  fmgl: {
    duration54Months: {
      status: 'met',
      note: 'Five and a half years.',
      checkedOn: '2026-11-20',
      source: 'Prospectus 2026',
    },
    internship12MonthsSameInstitution: { status: 'unverified', note: '', checkedOn: null },
    englishMedium: { status: 'met', note: 'Confirmed.', checkedOn: '2026-11-20' },
    curriculumEquivalent: { status: 'unverified', note: '', checkedOn: null },
    wholeCourseOneInstitution: { status: 'unverified', note: '', checkedOn: null },
    licenceToPractise: { status: 'contested', note: 'Ask the council.', checkedOn: null },
  },
}
