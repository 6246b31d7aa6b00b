import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { GuideErrorView } from '@/components/guides/guide-error'
import { livingRows, monthlyCost, tuitionRows } from '@/lib/guides/costs'
import { matchesQuery } from '@/lib/guides/search'
import type { Fee } from '@/lib/universities/model'

const rates = [
  { currency: 'USD' as const, inr: 90, readOn: '2026-02-24', source: 'test' },
  { currency: 'NPR' as const, inr: 0.625, readOn: '2026-01-01', source: 'peg' },
]
const fee = (amount: number, currency: string, unit: Fee['unit'], sourced = true): Fee => ({
  amount,
  currency,
  unit,
  appliesTo: null,
  source: sourced ? { title: 'Prospectus', url: null } : null,
  checkedOn: sourced ? '2026-11-01' : null,
})

describe("a guide's fee table", () => {
  it('gives one tuition row per currency and unit, course totals apart, with rupees at the dated rate', () => {
    const rows = tuitionRows(
      [
        { tuitionFee: fee(4000, 'USD', 'year'), duration: '6 years' },
        { tuitionFee: fee(6000, 'USD', 'year', false), duration: '6 years' },
        { tuitionFee: fee(75000, 'USD', 'course'), duration: '5.5 years' },
        { tuitionFee: null, duration: '6 years' },
      ],
      rates,
      new Date('2026-03-01T00:00:00Z'),
    )
    expect(rows.map((row) => row.particulars)).toEqual([
      'Tuition (per year)',
      'Tuition (whole course)',
      'Tuition (not published)',
    ])
    expect(rows[0]).toMatchObject({
      cost: '$4,000 to $6,000 a year (≈ ₹3.6 lakh to ₹5.4 lakh at the rate of 24 Feb 2026)',
      basis: "2 universities' fees, 1 of them estimates",
      highlighted: true,
    })
    expect(rows[1]!.cost).toBe(
      '$75,000 for the whole course (≈ ₹67.5 lakh at the rate of 24 Feb 2026)',
    )
    expect(rows[2]!.basis).toBe('1 university has no fee we could check')
  })

  it('reads the yearly costs as "Item: cost" lines, all estimates', () => {
    expect(livingRows('Hostel: about $300-700 a year\nFood: about $1,200 a year')).toEqual([
      { particulars: 'Hostel', cost: 'about $300-700 a year', basis: 'estimate' },
      { particulars: 'Food', cost: 'about $1,200 a year', basis: 'estimate' },
    ])
  })

  it('states a monthly cost in its currency and in rupees', () => {
    expect(monthlyCost({ low: 20000, high: 30000, currency: 'NPR' }, rates)).toBe(
      'NPR 20,000 to NPR 30,000 a month (≈ ₹12,500 to ₹18,750 at the fixed rate)',
    )
    // Nine months on, the dollar rate is called old beside the figure it converts.
    expect(
      monthlyCost(
        { low: 100, high: 100, currency: 'USD' },
        rates,
        new Date('2026-11-27T00:00:00Z'),
      ),
    ).toBe('$100 a month (≈ ₹9,000 at the old rate of 24 Feb 2026, 9 months old)')
  })
})

describe('the guides search', () => {
  it('matches every word anywhere, ignoring case', () => {
    expect(matchesQuery('Bulgaria Eastern Europe visa apostille', 'bulg VISA')).toBe(true)
    expect(matchesQuery('Bulgaria Eastern Europe', 'bulgaria nepal')).toBe(false)
    expect(matchesQuery('anything', '   ')).toBe(true)
  })
})

describe("the guides' error views", () => {
  it('say what the guides must say', () => {
    expect(renderToStaticMarkup(<GuideErrorView kind="missing" />)).toContain(
      'Missing Required Data',
    )
    expect(renderToStaticMarkup(<GuideErrorView kind="render" />)).toContain(
      'We&#x27;re having trouble rendering the page content. Please try refreshing.',
    )
    expect(renderToStaticMarkup(<GuideErrorView kind="russia" />)).toContain('Something went wrong')
  })
})
