import 'server-only'

import { eq } from 'drizzle-orm'

import { facilityOptions, type Facility, type FmglChecklist } from '@/data/universities/types'
import { universities } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import {
  emptyUniversityForm,
  feeCurrencies,
  type UniversityFormData,
  type UniversityFormValues,
} from '@/lib/validation/university'

/** The dashboard's reads and writes of the catalogue. Every caller checks the session. */

type Row = typeof universities.$inferSelect

/**
 * Eligibility, admission steps and yearly expenses stay text, one item a line: the countries'
 * defaults they fall back to are text in data/, and the pages and the cost tools read lines.
 * The form edits them one line to a row; blank lines are not rows.
 */
const rowsOfLines = (text: string | null) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((value) => ({ value }))

const linesOfRows = (rows: readonly { value: string }[]) =>
  rows.length === 0 ? null : rows.map((row) => row.value).join('\n')

/** A stored university as the form shows it. */
export function formValuesOf(row: Row): UniversityFormValues {
  const empty = emptyUniversityForm()
  const fmgl = Object.fromEntries(
    Object.entries(empty.fmgl).map(([key, blank]) => {
      const item = row.fmgl?.[key as keyof FmglChecklist]
      return [
        key,
        item ? { ...item, checkedOn: item.checkedOn ?? '', source: item.source ?? '' } : blank,
      ]
    }),
  ) as UniversityFormValues['fmgl']
  const currency = feeCurrencies.find((code) => code === row.tuitionFeeCurrency) ?? ('USD' as const)
  return {
    name: row.name,
    location: row.location || [row.city, row.country].filter(Boolean).join(', '),
    country: row.country,
    description: row.description,
    tuitionRange: row.tuitionRange ?? '',
    image: row.image,
    established: row.established ?? '',
    students: row.students ?? '',
    website: row.website ?? '',
    contactEmail: row.contactEmail ?? '',
    contactPhone: row.contactPhone ?? '',
    features: row.features.map((value) => ({ value })),
    coursesText: row.coursesText ?? '',
    admissionProcess: rowsOfLines(row.admissionProcess),
    eligibility: rowsOfLines(row.eligibility),
    intakes: row.intakesText ?? '',
    facilitiesText: row.facilitiesText ?? '',
    hostelFacility: row.hostelAvailable,
    admitting: row.admitting,
    additionalExpenses: rowsOfLines(row.additionalExpenses),
    faq: row.faq.map(({ question, answer }) => ({ question, answer })),
    gallery: row.gallery.map((url) => ({ url })),
    // Only the listing's filter options: anything else would fail the form's check.
    facilities: row.facilities.filter((facility): facility is Facility =>
      (facilityOptions as readonly string[]).includes(facility),
    ),
    duration: row.duration ?? '',
    language: row.language ?? '',
    tuitionFeeAmount: row.tuitionFeeAmount ? String(row.tuitionFeeAmount) : '',
    tuitionFeeCurrency: currency,
    tuitionFeeUnit: row.tuitionFeeUnit === 'course' ? 'course' : 'year',
    tuitionFeeIntake: row.tuitionFeeIntake ?? '',
    feeSourceTitle: row.tuitionFeeSource?.title ?? '',
    feeSourceUrl: row.tuitionFeeSource?.url ?? '',
    feesCheckedOn: row.feesCheckedOn ?? '',
    tuitionFeeEstimate: row.tuitionFeeEstimate,
    entranceRequirement: row.entranceRequirement ?? '',
    cautions: row.cautions.map(({ date, text, source, url }) => ({
      date,
      text,
      source,
      url: url ?? '',
    })),
    fmgl,
  }
}

const orNull = (value: string) => (value === '' ? null : value)

export function columnsOf(data: UniversityFormData) {
  const fmgl = Object.fromEntries(
    Object.entries(data.fmgl).map(([key, { source, ...item }]) => [
      key,
      {
        ...item,
        checkedOn: item.checkedOn === '' ? null : item.checkedOn,
        // Absent, not empty, when none is given: an unchanged save keeps the item as it was.
        ...(source ? { source } : {}),
      },
    ]),
  ) as FmglChecklist
  return {
    name: data.name,
    location: data.location,
    // The city is the part of the location before the comma.
    city: data.location.split(',')[0]?.trim() ?? '',
    country: data.country,
    description: data.description,
    tuitionRange: orNull(data.tuitionRange),
    image: data.image,
    established: orNull(data.established),
    students: orNull(data.students),
    website: orNull(data.website),
    contactEmail: orNull(data.contactEmail),
    contactPhone: orNull(data.contactPhone),
    features: data.features.map((feature) => feature.value),
    coursesText: orNull(data.coursesText),
    admissionProcess: linesOfRows(data.admissionProcess),
    eligibility: linesOfRows(data.eligibility),
    intakesText: orNull(data.intakes),
    facilitiesText: orNull(data.facilitiesText),
    hostelAvailable: data.hostelFacility,
    admitting: data.admitting,
    additionalExpenses: linesOfRows(data.additionalExpenses),
    faq: data.faq,
    gallery: data.gallery.map((image) => image.url),
    facilities: data.facilities,
    duration: orNull(data.duration),
    language: orNull(data.language),
    tuitionFeeAmount: data.tuitionFeeAmount === '' ? null : Number(data.tuitionFeeAmount),
    tuitionFeeCurrency: data.tuitionFeeAmount === '' ? null : data.tuitionFeeCurrency,
    tuitionFeeUnit: data.tuitionFeeAmount === '' ? null : data.tuitionFeeUnit,
    tuitionFeeIntake: orNull(data.tuitionFeeIntake),
    tuitionFeeSource: data.feeSourceTitle
      ? { title: data.feeSourceTitle, url: orNull(data.feeSourceUrl) }
      : null,
    tuitionFeeEstimate: data.tuitionFeeEstimate,
    feesCheckedOn: orNull(data.feesCheckedOn),
    entranceRequirement: orNull(data.entranceRequirement),
    cautions: data.cautions.map((caution) => ({ ...caution, url: orNull(caution.url) })),
    fmgl,
  }
}

export async function findUniversityRow(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(universities).where(eq(universities.id, id))
  return row
}

/** The form values of the university to edit; null when there is none with this id. */
export async function getUniversityFormValues(
  db: Db,
  id: number,
): Promise<UniversityFormValues | null> {
  const row = await findUniversityRow(db, id)
  return row ? formValuesOf(row) : null
}

/** A new university; its id is the next of the table's sequence (the built-in 47 keep 1-47). */
export async function createUniversity(db: Db, data: UniversityFormData): Promise<number> {
  const [row] = await db
    .insert(universities)
    .values(columnsOf(data))
    .returning({ id: universities.id })
  return row!.id
}

/** False when no university has this id (deleted meanwhile). */
export async function updateUniversity(
  db: Db,
  id: number,
  data: UniversityFormData,
): Promise<boolean> {
  const updated = await db
    .update(universities)
    .set({ ...columnsOf(data), updatedAt: new Date() })
    .where(eq(universities.id, id))
    .returning({ id: universities.id })
  return updated.length > 0
}

export async function deleteUniversity(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(universities)
    .where(eq(universities.id, id))
    .returning({ id: universities.id })
  return deleted.length > 0
}
