import { describe, expect, it } from 'vitest'

import { builtInRates } from '@/data/exchange-rates'
import { builtInUniversities } from '@/data/universities'
import { neutraliseFormula } from '@/lib/csv'
import { findDownload, renderDownload } from '@/lib/guides/downloads'
import { leadsCsv, type CsvLead } from '@/lib/leads/csv'
import { feeYearTag } from '@/lib/universities/fee-year'
import { catalogueRow, fromRow } from '@/lib/universities/model'

const formulas = ['=HYPERLINK("x")', '+91 98450', '-2+3', '@SUM(A1)', '\tx', '\rx', '\nx', '＝1+1']

const lead = (name: string): CsvLead => ({
  id: 'lead-1',
  createdAt: new Date('2026-11-20T10:15:00Z'),
  formType: 'callback',
  name,
  email: null,
  phone: null,
  sourcePage: '/contact',
  utm: null,
  landingPage: null,
  referrer: null,
  status: 'new',
  delivery: 'pending',
  data: {},
})

const nepal = builtInUniversities
  .map((entry) => fromRow(catalogueRow(entry)))
  .filter((university) => university.country === 'nepal')
/** The year tag of the first Nepali university's fee, as its worksheet row states it. */
const nepalYear = feeYearTag(nepal[0]!.tuitionFee!)!

/** Nepal's worksheet, with its first university's fee source named by the given text. */
async function worksheetWithSource(title: string): Promise<string> {
  const [first, ...rest] = nepal
  const fee = first!.tuitionFee!
  const edited = { ...first!, tuitionFee: { ...fee, source: { title, url: null } } }
  const { body } = await renderDownload(
    findDownload('cost-worksheet-nepal.csv')!,
    [edited, ...rest],
    builtInRates,
  )
  return body as string
}

describe('the one CSV writer', () => {
  it('writes a cell a spreadsheet would run as a formula as text, in the lead export and in the worksheets', async () => {
    for (const bad of formulas) {
      expect(neutraliseFormula(bad)).toBe(`'${bad}`)
      const text = `'${bad.replace(/"/g, '""')}`
      expect(leadsCsv([lead(bad)]), JSON.stringify(bad)).toContain(`,"${text}",`)
      // The basis cell reads "{source}, {the year the fee is for}, read {date}".
      expect(await worksheetWithSource(bad), JSON.stringify(bad)).toContain(
        `,"${text}, ${nepalYear}, read `,
      )
    }
    expect(neutraliseFormula('Asha')).toBe('Asha')
    expect(neutraliseFormula('4 lakh - 5 lakh')).toBe('4 lakh - 5 lakh')
  })

  it('quotes only what needs it in a worksheet, every field in the lead export', async () => {
    const sheet = await worksheetWithSource('Prospectus, "2026"')
    expect(sheet.startsWith('\uFEFFItem,Cost,Basis,Your figure (₹),Read first\r\n')).toBe(true)
    expect(sheet).toContain(`"Prospectus, ""2026"", ${nepalYear}, read `)
    expect(sheet.endsWith('\r\n')).toBe(true)
    expect(leadsCsv([lead('Asha Rao')])).toMatch(/^\uFEFF"Received \(IST\)",[\s\S]*,"Asha Rao",""/)
  })
})
