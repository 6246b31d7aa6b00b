import * as z from 'zod/mini'

import { countries } from '@/data/countries'
import { facilityOptions, fmglCriteria } from '@/data/universities/types'
import { EMAIL_MAX_LENGTH } from '@/lib/validation/email'

/**
 * The dashboard's university form, with the yearly fee, the date the fees were checked, the
 * FMGL checklist and the facilities the public filters use.
 * One schema for the browser and the server action.
 */
export const UNIVERSITY_MESSAGES = {
  name: 'Name must be at least 2 characters',
  location: 'Location required',
  country: 'Country required',
  description: 'Description too short',
  tuitionRange: 'Tuition range required',
  url: 'Must be a valid URL',
  siteImage:
    'Use an image on this site (a path such as /images/… or /uploads/…): images on other sites are blocked, and visitors would see a placeholder',
  email: 'Invalid email',
  features: 'Features required',
  row: 'Fill this in, or remove the row',
  oneLine: 'Keep each item on one line',
  cautionDate: 'Enter the date of the caution',
  cautionText: 'Say what families should know (at least 5 characters)',
  cautionSource: 'Name the source (at least 2 characters)',
  fee: 'Enter the fee as a number, or leave it empty',
  feeBasis: 'Give the source and the date you read it, or tick "This fee is an estimate"',
  date: 'Enter a date, or leave it empty',
  saveFailed: 'Error: There was a problem saving the university data.',
  deleteFailed: 'Error: There was a problem deleting the university.',
} as const

/** The thirteen countries of the form: the twelve destinations and India. */
export const formCountries = [
  ...countries.map((country) => ({ value: country.slug, label: country.name })),
  { value: 'india', label: 'India' },
] as const

export const feeCurrencies = ['USD', 'EUR', 'GBP', 'MYR', 'NPR', 'BAM'] as const
export const feeUnits = ['year', 'course'] as const
export const fmglStatuses = ['unverified', 'met', 'not_met', 'contested'] as const

const tooLong = (max: number) => `Must be at most ${max} characters`
const text = (max: number, min = 0, message = tooLong(max)) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLong(max)))
const optionalText = (max: number) => text(max)

/** A path on this site, such as /images/… or an uploaded image's /uploads/…. */
const SITE_PATH = /^\/[^\s/][^\s]*$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * An image address the form accepts (main image and gallery): only an image on this site. The
 * pages' Content-Security-Policy (img-src 'self') blocks any other, and next/image would not
 * fetch it either, so an address elsewhere would show visitors the placeholder.
 */
export function isImageUrl(value: string): boolean {
  return SITE_PATH.test(value)
}

const siteImage = text(2000).check(
  z.refine((value) => value === '' || isImageUrl(value), UNIVERSITY_MESSAGES.siteImage),
)

const fmglItem = z.object({
  status: z.enum(fmglStatuses),
  note: text(500),
  source: optionalText(300),
  checkedOn: z.string().check(z.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, UNIVERSITY_MESSAGES.date)),
})

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const httpUrl = /^$|^https?:\/\/\S+$/i

/** One row of a list typed one item to a row (an input cannot hold a line break). */
const listItem = (max: number) =>
  z.object({
    value: text(max, 1, UNIVERSITY_MESSAGES.row).check(
      z.refine((value) => !value.includes('\n'), UNIVERSITY_MESSAGES.oneLine),
    ),
  })

/** A list stored as text, one item a line; the pages show each line as a point. */
const lineList = z.array(listItem(1000)).check(z.maxLength(50, 'At most 50 items'))

const caution = z.object({
  date: z.string().check(z.regex(isoDate, UNIVERSITY_MESSAGES.cautionDate)),
  text: text(1000, 5, UNIVERSITY_MESSAGES.cautionText),
  source: text(300, 2, UNIVERSITY_MESSAGES.cautionSource),
  url: text(2000).check(z.regex(httpUrl, UNIVERSITY_MESSAGES.url)),
})

const faqEntry = z.object({
  question: text(500, 1, UNIVERSITY_MESSAGES.row),
  answer: text(5000, 1, UNIVERSITY_MESSAGES.row),
})

/** A university named by the dashboard (to remove it). */
export const universityIdSchema = z.number().check(z.int(), z.positive())

export const universityFormSchema = z
  .object({
    name: text(200, 2, UNIVERSITY_MESSAGES.name),
    location: text(200, 2, UNIVERSITY_MESSAGES.location),
    country: z
      .string(UNIVERSITY_MESSAGES.country)
      .check(
        z.refine(
          (value) => formCountries.some((c) => c.value === value),
          UNIVERSITY_MESSAGES.country,
        ),
      ),
    description: text(5000, 10, UNIVERSITY_MESSAGES.description),
    // Required only without a yearly fee: with one, visitors see the fee ("$5,500/year").
    tuitionRange: text(100),
    image: siteImage.check(z.minLength(1, UNIVERSITY_MESSAGES.url)),
    established: optionalText(20),
    students: optionalText(20),
    website: text(2000).check(z.regex(httpUrl, UNIVERSITY_MESSAGES.url)),
    contactEmail: text(EMAIL_MAX_LENGTH).check(
      z.refine((value) => value === '' || EMAIL.test(value), UNIVERSITY_MESSAGES.email),
    ),
    contactPhone: optionalText(30),
    features: z
      .array(listItem(100))
      .check(z.minLength(1, UNIVERSITY_MESSAGES.features), z.maxLength(30, 'At most 30 features')),
    coursesText: optionalText(10000),
    admissionProcess: lineList,
    eligibility: lineList,
    // Free text: the pages show it as one paragraph.
    intakes: optionalText(2000),
    facilitiesText: optionalText(5000),
    hostelFacility: z.boolean(),
    admitting: z.boolean(),
    additionalExpenses: lineList,
    faq: z.array(faqEntry).check(z.maxLength(40, 'At most 40 questions')),
    gallery: z
      .array(z.object({ url: siteImage.check(z.minLength(1, UNIVERSITY_MESSAGES.siteImage)) }))
      .check(z.maxLength(30, 'At most 30 gallery images')),
    facilities: z.array(z.enum(facilityOptions)),
    duration: optionalText(200),
    language: optionalText(200),
    tuitionFeeAmount: z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || (/^\d{1,7}(\.\d{1,2})?$/.test(value) && Number(value) > 0),
        UNIVERSITY_MESSAGES.fee,
      ),
    ),
    tuitionFeeCurrency: z.enum(feeCurrencies),
    tuitionFeeUnit: z.enum(feeUnits),
    tuitionFeeIntake: optionalText(100),
    feeSourceTitle: optionalText(300),
    feeSourceUrl: text(2000).check(z.regex(httpUrl, UNIVERSITY_MESSAGES.url)),
    feesCheckedOn: z.string().check(z.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, UNIVERSITY_MESSAGES.date)),
    tuitionFeeEstimate: z.boolean(),
    entranceRequirement: optionalText(1000),
    cautions: z.array(caution).check(z.maxLength(20, 'At most 20 cautions')),
    fmgl: z.object(
      Object.fromEntries(fmglCriteria.map((criterion) => [criterion.key, fmglItem])) as Record<
        (typeof fmglCriteria)[number]['key'],
        typeof fmglItem
      >,
    ),
  })
  .check(
    z.refine((form) => form.tuitionFeeAmount !== '' || form.tuitionRange.length >= 2, {
      message: UNIVERSITY_MESSAGES.tuitionRange,
      path: ['tuitionRange'],
    }),
    // A fee states where it was read and when, or says it is an estimate (docs/architecture.md,
    // "Money").
    z.refine(
      (form) =>
        form.tuitionFeeAmount === '' ||
        form.tuitionFeeEstimate ||
        (form.feeSourceTitle.length >= 2 && form.feesCheckedOn !== ''),
      { message: UNIVERSITY_MESSAGES.feeBasis, path: ['feeSourceTitle'] },
    ),
  )

export type UniversityFormValues = z.input<typeof universityFormSchema>
export type UniversityFormData = z.output<typeof universityFormSchema>

/** A new university's form: country Russia, every FMGL item unverified. */
export function emptyUniversityForm(): UniversityFormValues {
  return {
    name: '',
    location: '',
    country: 'russia',
    description: '',
    tuitionRange: '',
    image: '',
    established: '',
    students: '',
    website: '',
    contactEmail: '',
    contactPhone: '',
    features: [],
    coursesText: '',
    admissionProcess: [],
    eligibility: [],
    intakes: '',
    facilitiesText: '',
    hostelFacility: false,
    admitting: true,
    additionalExpenses: [],
    faq: [],
    gallery: [],
    facilities: [],
    duration: '',
    language: '',
    tuitionFeeAmount: '',
    tuitionFeeCurrency: 'USD',
    tuitionFeeUnit: 'year',
    tuitionFeeIntake: '',
    feeSourceTitle: '',
    feeSourceUrl: '',
    feesCheckedOn: '',
    tuitionFeeEstimate: false,
    entranceRequirement: '',
    cautions: [],
    fmgl: Object.fromEntries(
      fmglCriteria.map((criterion) => [
        criterion.key,
        { status: 'unverified', note: '', checkedOn: '', source: '' },
      ]),
    ) as UniversityFormValues['fmgl'],
  }
}
