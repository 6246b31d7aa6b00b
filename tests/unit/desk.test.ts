import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { UnstaffedOffices } from '@/components/dashboard/unstaffed-offices'

import { median, sourceOf, summarise, type ReportLead } from '@/lib/desk/report'
import {
  fillTemplate,
  missingValues,
  unknownPlaceholders,
  whatsappLink,
} from '@/lib/desk/templates'
import { leadStatusSchema, STATUS_MESSAGES } from '@/lib/validation/staff-leads'
import { parseReportRange } from '@/lib/validation/report-range'

const LEAD = '0b0b7e0e-8d8c-4f49-9c33-2b1f6a1d2e3f'

describe('message templates', () => {
  it('fills the three placeholders and leaves the rest of the text alone', () => {
    expect(
      fillTemplate('Hello {name}, {counsellor} here about {country}. {name}?', {
        name: 'Asha',
        country: 'Georgia',
        counsellor: 'Anita',
      }),
    ).toBe('Hello Asha, Anita here about Georgia. Asha?')
    expect(unknownPlaceholders('Hi {name}, fee {fee} {}')).toEqual(['fee', ''])
    expect(unknownPlaceholders('Hi {name} from {counsellor}')).toEqual([])
  })

  it('never guesses a value the lead does not have: it shows [country] and says so', () => {
    const values = { name: 'Asha', country: null, counsellor: 'Anita' }
    const body = 'Hello {name}, about {country}: {country} fees'
    expect(fillTemplate(body, values)).toBe('Hello Asha, about [country]: [country] fees')
    expect(missingValues(body, values)).toEqual(['country'])
    expect(missingValues('Hello {name}', values)).toEqual([])
  })

  it('links to a WhatsApp chat with the message typed in', () => {
    expect(whatsappLink('+919845012345', 'Hi & bye?')).toBe(
      'https://wa.me/919845012345?text=Hi%20%26%20bye%3F',
    )
    expect(whatsappLink('+919845012345')).toBe('https://wa.me/919845012345')
  })
})

describe('a status change', () => {
  const parse = (input: Record<string, unknown>) =>
    leadStatusSchema.safeParse({ leadId: LEAD, ...input })

  it('asks why a lead closed, and where a converted one was admitted', () => {
    const closed = parse({ status: 'closed' })
    expect(closed.success).toBe(false)
    expect(closed.error?.issues[0]?.message).toBe(STATUS_MESSAGES.closed)
    const converted = parse({ status: 'converted', outcomeDetail: '  ' })
    expect(converted.error?.issues[0]?.message).toBe(STATUS_MESSAGES.admittedWhere)
    expect(parse({ status: 'closed', outcome: 'admitted' }).success).toBe(false)
  })

  it('keeps an outcome only for an ending, and converted is an admission', () => {
    expect(
      parse({ status: 'converted', outcomeDetail: 'Tbilisi State Medical University' }).data,
    ).toMatchObject({ outcome: 'admitted', outcomeDetail: 'Tbilisi State Medical University' })
    expect(
      parse({ status: 'contacted', outcome: 'not_interested', outcomeDetail: 'x' }).data,
    ).toMatchObject({ outcome: null, outcomeDetail: null, subStatusId: null })
    expect(parse({ status: 'counselled', subStatusId: '3' }).data?.subStatusId).toBe(3)
    expect(parse({ status: 'counselled', subStatusId: 'x' }).success).toBe(false)
  })
})

describe('the reports', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 4, minutes))
  const lead = (id: string, more: Partial<ReportLead> = {}): ReportLead => ({
    id,
    formType: 'callback',
    utm: null,
    referrer: null,
    data: {},
    office: 'davanagere',
    ownerId: 'anita',
    status: 'new',
    createdAt: at(0),
    firstContactAt: null,
    ...more,
  })

  it('takes the middle of the first response times', () => {
    expect(median([])).toBeNull()
    expect(median([30, 10, 20])).toBe(20)
    expect(median([10, 20, 30, 40])).toBe(25)
  })

  it('names where a lead came from', () => {
    expect(sourceOf({ utm: { source: 'instagram' }, referrer: 'https://google.com/' })).toBe(
      'instagram',
    )
    expect(sourceOf({ utm: null, referrer: 'https://www.google.com/search' })).toBe('google.com')
    expect(sourceOf({ utm: null, referrer: null })).toBe('Direct (no campaign or referrer)')
  })

  it('counts leads by group and by the furthest stage each reached', () => {
    const leads = [
      lead('a', { status: 'converted', firstContactAt: at(10), data: { country: 'Georgia' } }),
      // Closed after counselling: it reached counselling.
      lead('b', { status: 'closed', firstContactAt: at(30), data: { country: 'georgia' } }),
      lead('c', {
        ownerId: null,
        office: null,
        data: { preferredCountries: ['Russia', 'Georgia'] },
      }),
    ]
    const reached = new Map([
      ['a', ['contacted', 'counselled', 'applied', 'converted']],
      ['b', ['contacted', 'counselled', 'closed']],
    ])
    const report = summarise(leads, reached, new Map([['anita', 'anita@clinic.example']]))
    expect(report.total).toBe(3)
    expect(report.medianFirstResponse).toBe(20)
    expect(report.conversion.map((row) => [row.stage, row.reached])).toEqual([
      ['new', 3],
      ['contacted', 2],
      ['counselled', 2],
      ['applied', 1],
      ['converted', 1],
    ])
    expect(report.byCountry.map((row) => [row.key, row.leads])).toEqual([
      ['Georgia', 3],
      ['Russia', 1],
    ])
    expect(report.byCounsellor).toEqual([
      {
        key: 'anita@clinic.example',
        leads: 2,
        contacted: 2,
        converted: 1,
        medianFirstResponse: 20,
      },
      { key: 'Nobody yet', leads: 1, contacted: 0, converted: 0, medianFirstResponse: null },
    ])
    expect(report.byOffice.map((row) => row.key)).toEqual([
      'Davanagere',
      'No office (shared queue)',
    ])
  })

  it('counts contacted one way in every table and in the funnel', () => {
    const leads = [
      // Moved to Contacted on the board, no call logged.
      lead('moved', { status: 'contacted' }),
      // Converted without a logged contact, and with no history of the stages between.
      lead('converted', { status: 'converted' }),
      // A call logged, then closed.
      lead('called', { status: 'closed', firstContactAt: at(5) }),
      lead('untouched'),
    ]
    const report = summarise(leads, new Map(), new Map([['anita', 'Anita']]))
    const funnel = report.conversion.find((row) => row.stage === 'contacted')!.reached
    expect(funnel).toBe(3)
    for (const table of [report.byCounsellor, report.byOffice, report.bySource, report.byForm]) {
      expect(table.reduce((sum, row) => sum + row.contacted, 0)).toBe(funnel)
    }
  })

  it('reads a range of real days, this month by default, earlier first', () => {
    const now = new Date('2026-11-28T20:00:00Z') // 29 November in India
    expect(parseReportRange({}, now)).toEqual({ from: '2026-11-01', to: '2026-11-29' })
    expect(parseReportRange({ from: '2026-11-20', to: '2026-11-02' }, now)).toEqual({
      from: '2026-11-02',
      to: '2026-11-20',
    })
    expect(parseReportRange({ from: '2026-02-30' }, now).from).toBe('2026-11-01')
  })
})

describe('the unstaffed-office warning', () => {
  const warning = (routed: boolean) =>
    renderToStaticMarkup(
      createElement(UnstaffedOffices, {
        offices: [{ office: 'hubballi', counsellors: 0, waiting: 2, routed }],
      }),
    ).replace(/<[^>]+>/g, '')

  it('says the rules send an office more leads only when a rule can', () => {
    expect(warning(true)).toContain(
      'Hubballi: no counsellor; 2 open leads wait in its queue, and the routing rules send it more.',
    )
    expect(warning(false)).toContain(
      'Hubballi: no counsellor; 2 open leads wait in its queue; no routing rule sends it leads.',
    )
    expect(warning(false)).not.toContain('routing rules send it more')
  })
})
