import { describe, expect, it } from 'vitest'

import { countries } from '@/data/countries'
import { builtInRates } from '@/data/exchange-rates'
import { builtInUniversities } from '@/data/universities'
import { documentsBlocks, downloads, fmglBlocks, renderDownload } from '@/lib/guides/downloads'
import { makePdf, wrap, type PdfBlock } from '@/lib/pdf'
import { catalogueRow, fromRow } from '@/lib/universities/model'

import { readPdf, type PdfRead } from '../support/pdf-text'

const A4 = { width: 595, height: 842, margin: 56 }
const resolved = builtInUniversities.map((entry) => fromRow(catalogueRow(entry)))
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Every line of every page lies inside the margins; each page ends with its footer. */
function expectLaidOut(pdf: PdfRead, footer: string) {
  pdf.pages.forEach((page, index) => {
    const footerLine = page.lines.at(-1)!
    expect(footerLine.text).toBe(`${footer} - page ${index + 1} of ${pdf.pages.length}`)
    for (const line of page.lines.slice(0, -1)) {
      expect(line.x, line.text).toBeGreaterThanOrEqual(A4.margin)
      expect(line.right, line.text).toBeLessThanOrEqual(A4.width - A4.margin + 0.5)
      expect(line.y, line.text).toBeGreaterThanOrEqual(A4.margin)
      expect(line.y, line.text).toBeLessThanOrEqual(A4.height - A4.margin)
    }
  })
}

describe('the PDF downloads, read back by a PDF reader (pdf.js)', () => {
  it(
    'carry the text they are made from, in order, with their title and language, inside the margins',
    { timeout: 30_000 },
    async () => {
      const pdfs = downloads.filter((download) => download.format === 'PDF')
      expect(pdfs).toHaveLength(1 + countries.length)
      for (const download of pdfs) {
        const country = download.country
        const blocks = country
          ? documentsBlocks(
              country,
              resolved.filter((university) => university.country === country.slug),
            )
          : fmglBlocks(resolved)
        const { body, type } = await renderDownload(download, resolved, builtInRates)
        expect(type).toBe('application/pdf')
        const pdf = await readPdf(body as Uint8Array)
        expect(pdf.title, download.file).toBe(download.title)
        expect(pdf.language, download.file).toBe('en-IN')
        // The text without the footers, which fall inside a block that runs on to the next page.
        const printed = pdf.pages
          .flatMap((page) => page.lines.slice(0, -1).map((l) => l.text))
          .join(' ')
        let from = 0
        for (const block of blocks) {
          const at = printed.indexOf(collapse(block.text), from)
          expect(at, `${download.file}: ${block.text}`).toBeGreaterThanOrEqual(from)
          from = at
        }
        const today = new Date().toISOString().slice(0, 10)
        expectLaidOut(
          pdf,
          country
            ? `MBBS in ${country.name}: document checklist, made ${today}`
            : `FMGL 2021 checklist, made ${today} from the site's data`,
        )
      }
    },
  )

  it("print a name's letters as written (Bosnia's court interpreter, sudski tumač)", async () => {
    const download = downloads.find((d) => d.file === 'documents-bosnia.pdf')!
    const { body } = await renderDownload(download, resolved, builtInRates)
    expect((await readPdf(body as Uint8Array)).text).toContain('(sudski tumač)')
  })
})

describe('the PDF writer', () => {
  it('prints ₹ and the letters of Indian names as written, wraps by the font and breaks pages', async () => {
    const url =
      'https://www.nmc.org.in/public-notices/fmgl-2021-advisory-for-students-and-parents.pdf'
    const blocks: PdfBlock[] = [
      { kind: 'title', text: 'Fees for Śrīnivāsa Rāmānujan and Ṛṣikeś Nāṇḍū' },
      {
        kind: 'paragraph',
        text: 'Tuition ≈ ₹4.3 lakh a year;   hostel ₹55,000. Chișinău, Testemițanu.',
      },
      {
        kind: 'item',
        text: `22 Nov 2023: read the notice before you pay. (Source: NMC, ${url}.)`,
        url,
      },
      { kind: 'paragraph', text: 'A letter the font has no glyph for: ქ' },
      ...Array.from({ length: 90 }, (_, i) => ({
        kind: 'check' as const,
        text: `Item ${i}: a line long enough to wrap onto a second line of the page at this size, with (brackets) and a back\\slash`,
      })),
    ]
    const pdf = await readPdf(await makePdf(blocks, 'Footer – made for Ānanya'))
    expect(pdf.title).toBe('Fees for Śrīnivāsa Rāmānujan and Ṛṣikeś Nāṇḍū')
    expect(pdf.text).toContain(
      'Tuition about ₹4.3 lakh a year; hostel ₹55,000. Chișinău, Testemițanu.',
    )
    expect(pdf.text).not.toMatch(/\bRs\b/)
    expect(pdf.text).toContain('no glyph for: ?')
    expect(pdf.text).toContain('with (brackets) and a back\\slash')
    expect(pdf.pages.length).toBeGreaterThan(2)
    expectLaidOut(pdf, 'Footer – made for Ānanya')
    // The address is a link over the words that print it, and nothing else is.
    const links = pdf.pages.flatMap((page) => page.links)
    expect(links.length).toBeGreaterThan(0)
    expect(new Set(links.map((link) => link.url))).toEqual(new Set([url]))
    const first = pdf.pages[0]!
    const printed = first.lines.find((line) => line.text.includes('nmc.org.in'))!
    expect(first.links[0]!.rect[1]).toBeLessThan(printed.y)
    expect(first.links[0]!.rect[3]).toBeGreaterThan(printed.y)
  })

  it('wraps at spaces within the width, and breaks a word wider than a line after a slash', () => {
    const measure = (text: string) => text.length * 5
    const lines = wrap('one two three four five six seven eight', 60, measure)
    expect(lines.map((line) => line.text)).toEqual([
      'one two',
      'three four',
      'five six',
      'seven eight',
    ])
    expect(lines.every((line) => measure(line.text) <= 60)).toBe(true)
    expect(lines[1]).toEqual({ text: 'three four', start: 8 })
    const address = wrap('see https://example.org/a-long/path/name', 100, measure)
    expect(address.map((line) => line.text)).toEqual([
      'see',
      'https://example.org/',
      'a-long/path/name',
    ])
  })
})
