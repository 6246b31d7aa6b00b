import { execFileSync } from 'node:child_process'

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { costDefaults, yearlyFigures } from '@/components/tools/compare-cost'
import { UniversityCarousel } from '@/components/site/home-catalogue'
import { admissionFaqs } from '@/data/admission'
import { builtInRates } from '@/data/exchange-rates'
import { countries } from '@/data/countries'
import { destinations } from '@/data/destinations'
import { galleryItems } from '@/data/gallery'
import { builtInUniversities } from '@/data/universities'
import { guideCautions } from '@/lib/guides/cautions'
import { livingRows, tuitionRows } from '@/lib/guides/costs'
import { documentsBlocks, fmglBlocks, renderDownload, downloads } from '@/lib/guides/downloads'
import { summariseFmgl } from '@/lib/universities/fmgl-summary'
import { durationYears, feePeriods, yearsCounted } from '@/lib/universities/money'
import { catalogueRow, fromRow, type University } from '@/lib/universities/model'

const resolved = builtInUniversities.map((entry) => fromRow(catalogueRow(entry)))
const ofCountry = (slug: string) => resolved.filter((university) => university.country === slug)
const country = (slug: string) => countries.find((c) => c.slug === slug)!
const blockText = (blocks: readonly { text: string }[]) => blocks.map((b) => b.text).join('\n')

describe("Kazakhstan's course length, as each university publishes it or as unverified", () => {
  const kazakh = ofCountry('kazakhstan')

  it('never assumes six years: totals count the study years and say the internship is not in them', () => {
    expect(kazakh).toHaveLength(6)
    for (const university of kazakh) {
      expect(university.duration, `${university.id}`).not.toMatch(/\b6 years\b|1-year internship/)
      expect(durationYears(university.duration), `${university.id}`).toBe(5)
      expect(yearsCounted(university.duration)).toBe('5 years of study; internship not included')
      // The comparison's and the cost tool's totals read the same duration as the page.
      const figures = yearlyFigures(university)
      expect(figures.years).toBe(5)
      expect(feePeriods(university.tuitionFee!, university.duration).years).toBe(5)
    }
    // Aktobe publishes its own: a 5-year bachelor's, then a separate 2-year internship.
    expect(kazakh.find((u) => u.id === 28)!.duration).toMatch(/separate 2-year internship/)
    expect(destinations.kazakhstan.defaults.duration).toMatch(/unverified/)
  })

  it('keeps the FMGL duration and internship items in step with what is published', () => {
    for (const university of kazakh) {
      const { duration54Months: duration, internship12MonthsSameInstitution: internship } =
        university.fmgl!
      expect(internship.status, `${university.id}`).not.toBe('met')
      // "met" only where the university itself states the length, with its source.
      if (duration.status === 'met') {
        expect(university.id).toBe(28)
        expect(duration.source).toMatch(/zkmu\.edu\.kz/)
      } else {
        expect(duration.status).toBe('unverified')
        expect(duration.checkedOn).toBeNull()
      }
    }
    expect(kazakh.find((u) => u.id === 28)!.fmgl!.internship12MonthsSameInstitution.status).toBe(
      'contested',
    )
    expect(kazakh.find((u) => u.id === 25)!.fmgl!.internship12MonthsSameInstitution.status).toBe(
      'contested',
    )
  })

  it('says nowhere, not in a FAQ nor the guide, that the course is six years with one year of internship', () => {
    const text = JSON.stringify([destinations.kazakhstan, kazakh])
    expect(text).not.toMatch(
      /six years in total|6 years \(5|one-year internship\. We|5 to 6 years/i,
    )
  })
})

describe('the IndiGo suspension (late January 2026)', () => {
  it.each(['kazakhstan', 'uzbekistan'] as const)(
    '%s states it, dated and sourced, and no longer lists flights as an advantage',
    (slug) => {
      const { guide } = destinations[slug]
      expect(guide.advantages.join(' ')).not.toMatch(/IndiGo|flight/i)
      expect(guide.practical.travel.join(' ')).toMatch(
        /suspended its (?:Almaty|Tashkent) flights[^.]*late January 2026[^.]*28 March 2026/,
      )
      expect(guide.sources.map((source) => source.title).join(' ')).toMatch(
        /National Herald \(PTI\): IndiGo halts flights/,
      )
      expect(destinations[slug as 'kazakhstan'].hero?.benefits?.join(' ') ?? '').not.toMatch(
        /flight/i,
      )
    },
  )
})

describe('one fact, one value', () => {
  it('TSU: the description agrees with the caution that it stopped enrolling in medicine', () => {
    const tsu = resolved.find((university) => university.id === 16)!
    expect(tsu.cautions[0]!.text).toMatch(/stops enrolling students in medicine/)
    expect(tsu.description).toMatch(/stops enrolling students in medicine/)
    expect(tsu.description).not.toMatch(/runs a six-year English-language MD programme for/)
    expect(tsu.features).not.toContain('English-medium MD programme')
  })

  it('calls state-owned exactly the Kazakh universities the catalogue lists as government ones', () => {
    const government = ofCountry('kazakhstan').filter((u) => u.category === 'Government').length
    expect(government).toBe(5)
    expect(destinations.kazakhstan.hero!.description).toMatch(
      /^Medical universities in .*five are state-owned/,
    )
    expect(destinations.kazakhstan.guide.overview[0]).toMatch(/Five are state-owned/)
    expect(ofCountry('kazakhstan').find((u) => u.id === 27)!.category).toBe('Private')
  })

  it("the FMGL printout states, country by country, what each guide's table counts", () => {
    const blocks = fmglBlocks(resolved)
    const stands = (label: string) => {
      const heading = blocks.findIndex(
        (block) => block.kind === 'heading' && block.text.endsWith(label),
      )
      const line = blocks[heading + 2]!.text.replace(/^[^:]*: /, '').replace(/\.$/, '')
      return new Map(line.split('; ').map((part) => [part.split(': ')[0]!, part.split(': ')[1]!]))
    }
    for (const { slug, name } of countries) {
      for (const row of summariseFmgl(ofCountry(slug).map((u) => u.fmgl))) {
        const printed = stands(row.label).get(name)!
        const expected = (['met', 'contested', 'not_met', 'unverified'] as const)
          .filter((status) => row.tally[status] > 0)
          .map((status) => `${row.tally[status]} ${status.replace('_', ' ')}`)
          .join(', ')
        expect(printed, `${name}: ${row.label}`).toBe(expected)
      }
    }
    // Malaysia's English medium: unverified at all three, as its guide's table says: no page of
    // theirs could be cited.
    expect(stands('Taught in English throughout').get('Malaysia')).toBe('3 unverified')
  })

  it("Malaysia's 6% service tax carries its source, not the word estimate", () => {
    const tax = livingRows(destinations.malaysia.defaults.additionalExpenses).find((row) =>
      row.particulars.startsWith('Service tax'),
    )!
    expect(tax.basis).toBe('Monash University Malaysia 2026 guide')
    expect(tax.cost).toBe('6% of the tuition fee, since 1 July 2025')
  })

  it('Nepal: a course total is shown whole, never divided into a yearly fee', () => {
    for (const university of ofCountry('nepal')) {
      expect(university.tuitionFee!.unit).toBe('course')
      expect(feePeriods(university.tuitionFee!, university.duration).perYear).toBeUndefined()
      const figures = yearlyFigures(university)
      expect(figures.tuition).toBeUndefined()
      expect(figures.courseTuition).toBe(university.tuitionFee!.amount)
    }
    const mcoms = ofCountry('nepal').find((u) => u.id === 36)!
    // The cost tool starts from the whole course total, counted once.
    expect(costDefaults(mcoms, builtInRates).tuition).toBe(Math.round(75_000 * 90.95))
    expect(mcoms.faq.map((entry) => entry.answer).join(' ')).toContain(
      'USD 25,000, USD 25,000, USD 18,750 and USD 6,250',
    )
    // All three in US dollars now (KMC's from Kathmandu University's notice): one row.
    expect(tuitionRows(ofCountry('nepal'), builtInRates).map((row) => row.particulars)).toEqual([
      'Tuition (whole course)',
    ])
  })
})

describe('cautions', () => {
  const all = [
    ...Object.values(destinations).flatMap((d) => [...d.cautions, ...d.universityCautions]),
    ...builtInUniversities.flatMap((u) => u.cautions ?? []),
  ]

  it('are dated by the notice or report they rest on (the Philippines by the NMC notice of 22 Nov 2023)', () => {
    const months = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]
    for (const caution of all) {
      const [year, month, day] = caution.date.split('-').map(Number) as [number, number, number]
      const named = new RegExp(`\\b(?:\\d{1,2}-)?${day} ${months[month - 1]}\\w* ${year}\\b`)
      expect(`${caution.text} ${caution.source}`, caution.date).toMatch(named)
    }
    expect(destinations.philippines.universityCautions[0]!.date).toBe('2023-11-22')
  })

  it('print on the country checklist, every caution its guide carries, with date and source', () => {
    for (const { slug } of countries) {
      const universities = ofCountry(slug)
      const text = blockText(documentsBlocks(country(slug), universities))
      const cautions = guideCautions(destinations[slug].cautions, universities)
      for (const caution of cautions) {
        expect(text, slug).toContain(caution.text)
        expect(text, slug).toContain(caution.source)
      }
      if (cautions.length === 0) expect(text).toContain('We know of no current caution')
    }
    // Georgia: the state-university caps and TSU's closed medical intake.
    const georgia = blockText(documentsBlocks(country('georgia'), ofCountry('georgia')))
    expect(georgia).toMatch(/Read first: cautions[\s\S]*stops enrolling students in medicine/)
  })

  it.runIf(hasPdftotext())('reach the reader of the PDF itself (pdftotext)', async () => {
    const download = downloads.find((d) => d.file === 'documents-philippines.pdf')!
    const { body } = await renderDownload(download, resolved, builtInRates)
    const text = execFileSync('pdftotext', ['-', '-'], { input: body as Uint8Array })
      .toString('utf8')
      .replace(/\s+/g, ' ')
    expect(text).toContain('Read first: cautions')
    expect(text).toContain("The BS + MD route does not meet India's FMGL 2021 rules")
    expect(text).toContain('22 Nov 2023')
  })
})

describe('claims without evidence are not made', () => {
  it('no country outside the Apostille Convention is told to apostille its papers', () => {
    for (const slug of ['nepal', 'malaysia'] as const) {
      const blocks = documentsBlocks(country(slug), ofCountry(slug))
      expect(blocks.filter((b) => b.kind === 'heading').map((b) => b.text)).toContain(
        'Attestation (this country takes no apostille)',
      )
      expect(destinations[slug].guide.documents.join(' ')).not.toMatch(/apostille/i)
    }
    expect(blockText(documentsBlocks(country('georgia'), ofCountry('georgia')))).toContain(
      'Attestation and apostille',
    )
    expect(admissionFaqs.map((f) => f.answer).join(' ')).not.toMatch(
      /need attestation and an apostille|attestation and apostille of your documents/,
    )
  })

  it('says English is the language of teaching in the Philippines, not that it is spoken everywhere', () => {
    const everything = JSON.stringify([destinations, builtInUniversities])
    expect(everything).not.toMatch(/spoken everywhere|spoken in English/i)
  })

  it('captions the gallery illustrations as illustrations, never as our events', () => {
    for (const item of galleryItems) {
      expect(item.title, item.id).toMatch(/^Illustration: /)
      expect(`${item.title} ${item.description}`, item.id).not.toMatch(/\b(?:our|we|us)\b/i)
    }
    expect(galleryItems.map((item) => item.title)).not.toContain('Graduation day')
  })

  it('calls the home carousel what it is, with no partnership claimed and no student count', () => {
    const html = renderToStaticMarkup(
      UniversityCarousel({ universities: resolved.slice(0, 4) as University[] })!,
    )
    expect(html).toContain('aria-label="Universities from our list"')
    expect(html).not.toMatch(/partner/i)
    expect(html).not.toMatch(/ students<|\d,\d{3}\+/)
  })
})

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

describe('the FMGL checklist: one rule for every item and every country', () => {
  const items = resolved.flatMap((university) =>
    Object.entries(university.fmgl ?? {}).map(([key, item]) => ({ id: university.id, key, item })),
  )

  it('decides an item (met, not met, contested) only on a source a family can look up', () => {
    const unsourced = items
      .filter(({ item }) => item.status !== 'unverified' && !item.source?.trim())
      .map(({ id, key, item }) => `${id} ${key} (${item.status})`)
    expect(unsourced).toEqual([])
    // A source names a page or a notice, never a file of this project.
    const internal = items
      .filter(({ item }) => /facts\/|facts? sheet|\.md\b|docs\//.test(item.source ?? ''))
      .map(({ id, key }) => `${id} ${key}`)
    expect(internal).toEqual([])
  })

  it('never calls English medium met where its note has students use another language with patients', () => {
    const withPatients = items.filter(
      ({ key, item }) =>
        key === 'englishMedium' &&
        /patients (?:mostly |often )?(?:speak|use|need)|with patients|on the wards/i.test(
          item.note,
        ),
    )
    expect(withPatients.length).toBeGreaterThan(30)
    expect(withPatients.filter(({ item }) => item.status === 'met').map(({ id }) => id)).toEqual([])
  })

  it('does not call a course whole at one institution where its internship is a separate stage elsewhere', () => {
    const separate = items.filter(
      ({ key, item }) =>
        key === 'internship12MonthsSameInstitution' && /separate stage/i.test(item.note),
    )
    expect(separate.length).toBeGreaterThan(0)
    for (const { id } of separate) {
      const whole = items.find((i) => i.id === id && i.key === 'wholeCourseOneInstitution')
      expect(whole?.item.status, `${id}`).not.toBe('met')
    }
  })
})
