import { countries, type Country } from '@/data/countries'
import { destinations } from '@/data/destinations'
import { fmglAfterGraduating, fmglExplained } from '@/data/fmgl-explained'
import { NEXT_STATUS } from '@/data/regulation'
import { FMGL_TEN_YEAR_ADVICE, fmglCriteria } from '@/data/universities/types'
import { toCsv } from '@/lib/csv'
import { guideCautions, newestFirst } from '@/lib/guides/cautions'
import { livingRows, tuitionRows } from '@/lib/guides/costs'
import { makePdf, type PdfBlock } from '@/lib/pdf'
import { feeYearTag } from '@/lib/universities/fee-year'
import { summariseFmgl } from '@/lib/universities/fmgl-summary'
import { noRouteToIndia, notAdmitting } from '@/lib/universities/practice'
import { formatDate } from '@/lib/dates'
import { type Rates } from '@/lib/universities/money'
import { eligibilityLines, type University } from '@/lib/universities/model'

/**
 * The files of /resources/downloads, each made from the data the pages show: a document
 * checklist per country (PDF), the FMGL 2021 checklist explained (PDF) and a cost worksheet
 * per country (CSV). Listed here once; the downloads page and the route read it.
 */
export type Download = {
  file: string
  title: string
  description: string
  format: 'PDF' | 'CSV'
  country?: Country
}

export const downloads: readonly Download[] = [
  {
    file: 'fmgl-2021-checklist.pdf',
    title: "India's FMGL 2021 checklist, explained",
    description:
      'The six conditions a foreign medical course must meet, what each means, and where each country stands.',
    format: 'PDF',
  },
  ...countries.map((country): Download => ({
    file: `documents-${country.slug}.pdf`,
    title: `Document checklist: MBBS in ${country.name}`,
    description: `Every document to prepare for ${country.name}, with the eligibility points and the attestation steps, to tick off.`,
    format: 'PDF',
    country,
  })),
  ...countries.map((country): Download => ({
    file: `cost-worksheet-${country.slug}.csv`,
    title: `Cost worksheet: MBBS in ${country.name}`,
    description: `Each university's tuition in ${country.name} and the yearly and monthly costs, in its currency and in rupees, with a column for your own figures.`,
    format: 'CSV',
    country,
  })),
]

export function findDownload(file: string): Download | undefined {
  return downloads.find((download) => download.file === file)
}

const today = () => new Date().toISOString().slice(0, 10)

const statusWords = {
  met: 'met',
  contested: 'contested',
  not_met: 'not met',
  unverified: 'unverified',
}

/**
 * The FMGL explainer's blocks. Where each country stands is the tally of its universities'
 * checklists, the same count its guide shows ("Rules for Indian students"), never the
 * country's baseline alone, which a university's own item may override.
 */
export function fmglBlocks(catalogue: readonly ChecklistUniversity[]): PdfBlock[] {
  const byCountry = countries.map((country) => ({
    name: country.name,
    summary: summariseFmgl(
      catalogue.filter((university) => university.country === country.slug).map((u) => u.fmgl),
    ),
    count: catalogue.filter((university) => university.country === country.slug).length,
  }))
  return [
    { kind: 'title', text: "India's FMGL 2021 checklist, explained" },
    {
      kind: 'paragraph',
      text: "To practise in India after a medical degree abroad, the course must meet the Foreign Medical Graduate Licentiate Regulations, 2021, notified on 18 November 2021. India's National Medical Commission does not approve or list foreign universities: check every condition for the course you choose, and get the university's answers in writing.",
    },
    ...fmglCriteria.flatMap(({ key, label }, index): PdfBlock[] => [
      { kind: 'heading', text: `${index + 1}. ${label}` },
      { kind: 'paragraph', text: fmglExplained[key] },
      {
        kind: 'small',
        text: `Where the universities we list stand, country by country: ${byCountry
          .filter((country) => country.count > 0)
          .map(({ name, summary }) => {
            const tally = summary.find((row) => row.key === key)!.tally
            const parts = (Object.keys(statusWords) as (keyof typeof statusWords)[])
              .filter((status) => tally[status] > 0)
              .map((status) => `${tally[status]} ${statusWords[status]}`)
            return `${name}: ${parts.join(', ')}`
          })
          .join('; ')}.`,
      },
    ]),
    { kind: 'heading', text: 'Your own duty' },
    { kind: 'paragraph', text: FMGL_TEN_YEAR_ADVICE },
    { kind: 'heading', text: 'After graduating' },
    ...fmglAfterGraduating.map((text): PdfBlock => ({ kind: 'item', text })),
    { kind: 'paragraph', text: NEXT_STATUS },
  ]
}

/**
 * A country's document checklist: the cautions its guide carries come first, with their dates
 * and sources, so a family working from the printout reads them before anything else.
 */
export function documentsBlocks(
  country: Country,
  universities: readonly CautionedUniversity[],
): PdfBlock[] {
  const { guide, defaults, cautions: countryCautions } = destinations[country.slug]
  const cautions = guideCautions(countryCautions, universities)
  return [
    { kind: 'title', text: `Document checklist: MBBS in ${country.name}` },
    { kind: 'heading', text: 'Read first: cautions' },
    ...(cautions.length > 0
      ? cautions.map((caution): PdfBlock => ({
          kind: 'item',
          text: `${formatDate(caution.date)}: ${caution.text} (Source: ${caution.source}${caution.url ? `, ${caution.url}` : ''}.)`,
          ...(caution.url ? { url: caution.url } : {}),
        }))
      : [
          {
            kind: 'paragraph',
            text: `We know of no current caution from India's NMC or ${country.name}'s government about studying medicine there. Check the NMC's public notices before you pay.`,
          } satisfies PdfBlock,
        ]),
    {
      kind: 'paragraph',
      text: 'Tick each item as it is ready. Keep the originals and three attested copies of each.',
    },
    { kind: 'heading', text: 'Documents' },
    ...guide.documents.map((text): PdfBlock => ({ kind: 'check', text })),
    { kind: 'heading', text: 'Eligibility to confirm' },
    ...eligibilityLines(defaults.eligibility).map((text): PdfBlock => ({ kind: 'check', text })),
    { kind: 'heading', text: paperworkHeading(guide.practical.paperwork) },
    ...guide.practical.paperwork.map((step): PdfBlock => ({
      kind: 'check',
      text: `${step.step}: ${step.detail}`,
    })),
  ]
}

/**
 * Nepal and Malaysia are not parties to the Apostille Convention (their paperwork says so):
 * their papers are attested as the guide says, never apostilled.
 */
function paperworkHeading(paperwork: readonly { step: string; detail: string }[]): string {
  const noApostille = paperwork.some((step) =>
    /not (?:a party|joined)[^.]*Apostille Convention/i.test(step.detail),
  )
  return noApostille ? 'Attestation (this country takes no apostille)' : 'Attestation and apostille'
}

/** What a worksheet reads of each university. */
type WorksheetUniversity = Pick<
  University,
  'name' | 'admitting' | 'tuitionFee' | 'duration' | 'cautions' | 'fmgl'
>

/** A worksheet's "Read first" cell: what the university's page says before its fee. */
function readFirst(university: WorksheetUniversity): string {
  const cautions = newestFirst(university.cautions).map(
    (caution) => `Caution (${formatDate(caution.date)}): ${caution.text}`,
  )
  return [notAdmitting(university), noRouteToIndia(university.fmgl), ...cautions]
    .filter(Boolean)
    .join(' ')
}

/** Where a fee comes from, with the year it is for. */
function feeBasis(fee: University['tuitionFee']): string {
  if (!fee) return ''
  const year = feeYearTag(fee)
  if (!fee.source) return year ? `estimate, ${year}` : 'estimate'
  return [fee.source.title, year, fee.checkedOn ? `read ${formatDate(fee.checkedOn)}` : null]
    .filter(Boolean)
    .join(', ')
}
/** What a checklist reads: each university's cautions, and its FMGL checklist. */
type CautionedUniversity = Pick<University, 'cautions'>
type ChecklistUniversity = Pick<University, 'country' | 'fmgl'>

function costCsv(
  country: Country,
  universities: readonly WorksheetUniversity[],
  rates: Rates,
): string {
  const { defaults, guide } = destinations[country.slug]
  const rows: string[][] = [
    ['Item', 'Cost', 'Basis', 'Your figure (₹)', 'Read first'],
    ...universities.map((university) => {
      const fee = university.tuitionFee
      const [row] = tuitionRows([{ tuitionFee: fee, duration: university.duration }], rates)
      // A university that admits no one has no fee to plan with; "Read first" says why.
      return [
        `Tuition: ${university.name}`,
        university.admitting ? (row?.cost ?? 'Ask a counsellor') : 'Not admitting',
        university.admitting ? feeBasis(fee) : '',
        '',
        readFirst(university),
      ]
    }),
    ...livingRows(defaults.additionalExpenses).map((row) => [
      row.particulars,
      row.cost,
      row.basis,
      '',
      '',
    ]),
    ...guide.practical.monthlyCosts.map((cost) => [
      `${cost.item} (monthly)`,
      `${cost.low}-${cost.high} ${cost.currency} a month`,
      cost.source ? `${cost.source.title} (${cost.source.date})` : 'estimate',
      '',
      '',
    ]),
  ]
  // With the byte-order mark, Excel reads the file as UTF-8 and shows ₹ and ≈ as written.
  return toCsv(rows, { bom: true })
}

/** The body and type of a download, made from the catalogue and rates given. */
export async function renderDownload(
  download: Download,
  catalogue: readonly (WorksheetUniversity & CautionedUniversity & ChecklistUniversity)[],
  rates: Rates,
): Promise<{ body: Uint8Array | string; type: string }> {
  if (download.file === 'fmgl-2021-checklist.pdf') {
    return {
      body: await makePdf(
        fmglBlocks(catalogue),
        `FMGL 2021 checklist, made ${today()} from the site's data`,
      ),
      type: 'application/pdf',
    }
  }
  const country = download.country!
  if (download.format === 'PDF') {
    const universities = catalogue.filter((university) => university.country === country.slug)
    return {
      body: await makePdf(
        documentsBlocks(country, universities),
        `MBBS in ${country.name}: document checklist, made ${today()}`,
      ),
      type: 'application/pdf',
    }
  }
  const universities = catalogue.filter((university) => university.country === country.slug)
  return { body: costCsv(country, universities, rates), type: 'text/csv; charset=utf-8' }
}
