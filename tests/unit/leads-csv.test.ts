import { describe, expect, it } from 'vitest'

import { leadsCsv, type CsvLead } from '@/lib/leads/csv'

describe('the leads CSV export', () => {
  it('is UTF-8 with a BOM and CRLF rows that Excel reads, with formulas neutralised', () => {
    const first: CsvLead = {
      id: '0b6f3c1e-0000-4000-8000-000000000001',
      createdAt: new Date('2026-11-20T10:15:00Z'),
      formType: 'callback',
      name: '=HYPERLINK("http://x","click")',
      email: 'asha@example.com',
      phone: '+919845012345',
      sourcePage: '/contact',
      utm: { source: 'newsletter', campaign: 'neet-2026' },
      landingPage: '/',
      referrer: null,
      status: 'new',
      delivery: 'delivered',
      owner: 'anita@clinic.example',
      office: 'Davanagere',
      nextAction: 'call',
      nextActionAt: new Date('2026-11-21T04:30:00Z'),
      data: {
        name: 'x',
        preferredTime: 'Evening',
        message: 'Line one\nline "two"',
        formStartedAt: 1,
      },
    }
    const csv = leadsCsv([first])
    expect(csv.startsWith('\uFEFF"Received (IST)","Form type","Name"')).toBe(true)
    const [header, row, end] = csv.slice(1).split('\r\n')
    expect(header!.split(',')).toHaveLength(20)
    expect(row).toContain(
      '"new","anita@clinic.example","Davanagere","call 2026-11-21 10:00","delivered"',
    )
    expect(end).toBe('')
    // Times in India, as every screen shows them.
    expect(row).toContain('"2026-11-20 15:45","callback","\'=HYPERLINK(""http://x"",""click"")"')
    // An Indian phone as written, with nothing for a spreadsheet to run or round.
    expect(row).toContain('"asha@example.com","98450 12345"')
    // Another country's number keeps its + code, neutralised.
    expect(leadsCsv([{ ...first, phone: '+447700900123' }])).toContain('"\'+447700900123"')
    expect(row).toContain('"newsletter","","neet-2026"')
    expect(row).toContain('"preferredTime: Evening; message: Line one\nline ""two"""')
    expect(row).not.toContain('formStartedAt')
  })

  it('says when a lead was erased at the person’s request', () => {
    const csv = leadsCsv([
      {
        id: '0b6f3c1e-0000-4000-8000-000000000002',
        createdAt: new Date('2026-11-20T10:15:00Z'),
        formType: 'inquiry',
        name: '[erased]',
        email: null,
        phone: null,
        sourcePage: '/contact',
        utm: null,
        landingPage: null,
        referrer: null,
        status: 'new',
        delivery: 'pending',
        data: { preferredCountries: ['Russia'] },
        erasedAt: new Date('2026-11-25T08:00:00Z'),
      },
    ])
    const [header, row] = csv.slice(1).split('\r\n')
    expect(header).toContain('"Details","Erased","Lead id"')
    expect(row).toContain('"preferredCountries: Russia","erased on 2026-11-25","0b6f3c1e')
    expect(row).toContain('"[erased]","",""')
  })

  it('says when a lead is held as suspected spam, and why', () => {
    const csv = leadsCsv([
      {
        id: '0b6f3c1e-0000-4000-8000-000000000003',
        createdAt: new Date('2026-11-27T10:15:00Z'),
        formType: 'webinar',
        name: 'Kiran Desai',
        email: 'kiran@example.com',
        phone: '+919845011111',
        sourcePage: '/',
        utm: null,
        landingPage: null,
        referrer: null,
        status: 'new',
        delivery: 'held',
        suspectedSpam: 'honeypot',
        data: {},
      },
    ])
    const [header, row] = csv.slice(1).split('\r\n')
    expect(header).toContain('"Delivery","Suspected spam","Details"')
    expect(row).toContain('"held","yes: hidden field filled in"')
  })
})
