import { describe, expect, it } from 'vitest'

import { filtersQuery, parseLeadFilters } from '@/lib/validation/lead-filters'

describe('the URL filters of the leads inbox', () => {
  it('keep known values and drop the rest', () => {
    expect(
      parseLeadFilters({
        formType: 'inquiry',
        status: 'contacted',
        delivery: 'dead',
        from: '2026-11-01',
        to: 'yesterday',
        q: '  rao ',
        spam: 'only',
        extra: 'x',
      }),
    ).toEqual({
      formType: 'inquiry',
      status: 'contacted',
      delivery: 'dead',
      from: '2026-11-01',
      to: undefined,
      q: 'rao',
      spam: 'only',
    })
    expect(parseLeadFilters({ formType: 'drop table', status: 'lost', spam: 'yes' })).toEqual({
      formType: undefined,
      status: undefined,
      delivery: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      spam: undefined,
    })
  })

  it('take only real dates, and cut a long search', () => {
    expect(parseLeadFilters({ from: '2026-02-30', to: '2026-02-28' })).toMatchObject({
      from: undefined,
      to: '2026-02-28',
    })
    expect(parseLeadFilters({ q: 'x'.repeat(300) }).q).toHaveLength(100)
  })

  it('read the export link (a URL) as the page reads its search params', () => {
    const url = new URL('http://localhost/dashboard/leads/export?status=new&q=asha&to=2026-11-27')
    expect(parseLeadFilters(url.searchParams)).toEqual(
      parseLeadFilters({ status: 'new', q: 'asha', to: '2026-11-27' }),
    )
  })

  it('write the set filters back in a stable order, the empty ones left out', () => {
    expect(filtersQuery({})).toBe('')
    expect(filtersQuery({ spam: 'hide', q: 'rao kumar', status: 'new', from: '2026-11-01' })).toBe(
      '?status=new&from=2026-11-01&q=rao+kumar&spam=hide',
    )
    const filters = parseLeadFilters({ formType: 'webinar', delivery: 'held', to: '2026-11-02' })
    expect(parseLeadFilters(new URLSearchParams(filtersQuery(filters)))).toEqual(filters)
  })
})
