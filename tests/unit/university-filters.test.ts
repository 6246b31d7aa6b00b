import { describe, expect, it } from 'vitest'

import {
  budgetScale,
  clampFee,
  defaultFilters,
  hasActiveFilters,
  listingQuery,
  parseFilters,
  parsePage,
  serializeFilters,
  withBudget,
  withCurrency,
  type FilterState,
} from '@/lib/universities/filters'
import {
  facilitiesWithCounts,
  filterUniversities,
  matchesSearch,
  type Filterable,
} from '@/lib/universities/matching'
import { builtInRates } from '@/data/exchange-rates'

const list: Filterable[] = [
  {
    id: 1,
    name: 'Altai State Medical University',
    city: 'Barnaul',
    country: 'russia',
    countryName: 'Russia',
    category: 'Government',
    tuitionFee: { amount: 4_500, currency: 'USD', unit: 'year' },
    duration: '6 years',
    facilities: ['Library', 'Hostel', 'Indian Food'],
    admitting: true,
  },
  {
    id: 13,
    name: 'Tbilisi State Medical University',
    city: 'Tbilisi',
    country: 'georgia',
    countryName: 'Georgia',
    category: 'Government',
    tuitionFee: { amount: 6_000, currency: 'USD', unit: 'year' },
    duration: '6 years',
    facilities: ['Library', 'Hospital'],
    admitting: true,
  },
  {
    id: 43,
    name: 'Medical University - Pleven',
    city: 'Pleven',
    country: 'bulgaria',
    countryName: 'Bulgaria',
    category: 'Government',
    tuitionFee: { amount: 8_000, currency: 'EUR', unit: 'year' },
    duration: '6 years',
    facilities: ['Library', 'Hostel'],
    admitting: true,
  },
  {
    id: 48,
    name: 'Staff Added College',
    city: 'Kathmandu',
    country: 'nepal',
    countryName: 'Nepal',
    category: 'Private',
    tuitionFee: null,
    duration: null,
    facilities: [],
    admitting: true,
  },
  {
    id: 36,
    name: 'Manipal College of Medical Sciences',
    city: 'Pokhara',
    country: 'nepal',
    countryName: 'Nepal',
    category: 'Private',
    // A course total: USD 75,000 over 5.5 years is about USD 13,636 a year.
    tuitionFee: { amount: 75_000, currency: 'USD', unit: 'course' },
    duration: '5.5 years',
    facilities: [],
    admitting: true,
  },
]

const ids = (state: Partial<FilterState>) =>
  filterUniversities(list, { ...defaultFilters, ...state }, builtInRates).map((u) => u.id)

describe('a university that admits no one', () => {
  const closed: Filterable = {
    id: 16,
    name: 'Ivane Javakhishvili Tbilisi State University',
    city: 'Tbilisi',
    country: 'georgia',
    countryName: 'Georgia',
    category: 'Government',
    // Not admitting new medical students (Georgia's 2026 reform): listed, but no budget finds it.
    tuitionFee: { amount: 6_000, currency: 'USD', unit: 'year' },
    duration: '6 years',
    facilities: ['Library'],
    admitting: false,
  }
  const found = (state: Partial<FilterState>) =>
    filterUniversities([...list, closed], { ...defaultFilters, ...state }, builtInRates).map(
      (u) => u.id,
    )

  it('is listed without a budget, and no budget finds it', () => {
    expect(found({ countries: ['georgia'] })).toEqual([13, 16])
    expect(found({ countries: ['georgia'], minFee: 5_000, maxFee: 7_000 })).toEqual([13])
  })
})

describe('budget clamps', () => {
  it("clamps to each currency's own range and rounds to its step", () => {
    expect(clampFee(-500, 'USD')).toBe(0)
    expect(clampFee(75_000, 'USD')).toBe(budgetScale('USD').max)
    expect(clampFee(4_240, 'USD')).toBe(4_000)
    expect(clampFee(4_250, 'USD')).toBe(4_500)
    expect(clampFee(Number.NaN, 'EUR')).toBe(0)
    expect(budgetScale('GBP').max).toBeLessThan(budgetScale('USD').max)
  })

  it('takes a rupee budget in lakh, in steps of half a lakh', () => {
    expect(budgetScale('INR')).toMatchObject({ unit: 100_000, step: 0.5 })
    expect(clampFee(4.5, 'INR')).toBe(4.5)
    expect(clampFee(4.3, 'INR')).toBe(4.5)
    expect(clampFee(99, 'INR')).toBe(budgetScale('INR').max)
    // Rupees written out in full (no yearly fee is 1,000 lakh) are read as rupees.
    expect(clampFee(400_000, 'INR')).toBe(4)
    expect(clampFee(45_000, 'INR')).toBe(0.5)
  })

  it('never lets the minimum exceed the maximum, whichever bound moves', () => {
    const start = { ...defaultFilters, minFee: 3_000, maxFee: 6_000 }
    expect(withBudget(start, 'minFee', 9_000)).toMatchObject({ minFee: 9_000, maxFee: 9_000 })
    expect(withBudget(start, 'maxFee', 2_000)).toMatchObject({ minFee: 2_000, maxFee: 2_000 })
    expect(withBudget(start, 'maxFee', 90_000)).toMatchObject({
      minFee: 3_000,
      maxFee: budgetScale('USD').max,
    })
    const rupees = { ...defaultFilters, currency: 'INR' as const, minFee: 0, maxFee: 50 }
    expect(withBudget(rupees, 'maxFee', 6)).toMatchObject({ minFee: 0, maxFee: 6 })
  })

  it('converts the budget to a new currency at the dated rates, keeping "no limit"', () => {
    const dollars = { ...defaultFilters, minFee: 4_000, maxFee: 6_000 }
    // $4,000-6,000 at ₹90.95 to the dollar is ₹3.6-5.5 lakh.
    expect(withCurrency(dollars, 'INR', builtInRates)).toMatchObject({
      currency: 'INR',
      minFee: 3.5,
      maxFee: 5.5,
    })
    const open = { ...defaultFilters, minFee: 5_000 }
    expect(withCurrency(open, 'INR', builtInRates)).toMatchObject({
      minFee: 4.5,
      maxFee: budgetScale('INR').max,
    })
    expect(withCurrency(defaultFilters, 'EUR', builtInRates)).toMatchObject({
      currency: 'EUR',
      minFee: 0,
      maxFee: budgetScale('EUR').max,
    })
  })
})

describe('search and filters', () => {
  it('searches name, city and country, ignoring case', () => {
    expect(ids({ q: 'TBILISI' })).toEqual([13])
    expect(ids({ q: 'barnaul' })).toEqual([1])
    expect(ids({ q: 'bulgaria' })).toEqual([43])
    expect(ids({ q: '  medical university ' })).toEqual([1, 13, 43])
    expect(matchesSearch(list[0]!, 'oxford')).toBe(false)
  })

  it('keeps any of the chosen countries and categories', () => {
    expect(ids({ countries: ['russia', 'georgia'] })).toEqual([1, 13])
    expect(ids({ categories: ['Private'] })).toEqual([48, 36])
  })

  it('keeps only universities with every chosen facility', () => {
    expect(ids({ facilities: ['Library', 'Hostel'] })).toEqual([1, 43])
    expect(ids({ facilities: ['Hostel', 'Indian Food'] })).toEqual([1])
  })

  it('compares the budget in its own currency at the dated rates', () => {
    // €8,000 is about $9,200 at the built-in rates, so it is outside $5,000-7,000.
    expect(ids({ minFee: 5_000, maxFee: 7_000 })).toEqual([13])
    expect(ids({ maxFee: 10_000 })).toEqual([1, 13, 43])
    expect(ids({ minFee: 8_000, maxFee: 9_000, currency: 'EUR' })).toEqual([43])
    // At the top of the range the maximum means "and above".
    expect(ids({ minFee: 5_000, maxFee: budgetScale('USD').max })).toEqual([13, 43, 36])
  })

  it('compares a rupee budget in lakh', () => {
    // $4,500 is about ₹4.1 lakh and $6,000 about ₹5.5 lakh at the built-in rates.
    expect(ids({ currency: 'INR', minFee: 0, maxFee: 5 })).toEqual([1])
    expect(ids({ currency: 'INR', minFee: 5, maxFee: 6 })).toEqual([13])
    expect(ids({ currency: 'INR', minFee: 8, maxFee: 50 })).toEqual([43, 36])
    expect(parseFilters({ currency: 'INR', max: '6' })).toMatchObject({ minFee: 0, maxFee: 6 })
    expect(parseFilters({ currency: 'inr' })).toMatchObject({
      currency: 'INR',
      minFee: 0,
      maxFee: budgetScale('INR').max,
    })
  })

  it('counts a course total as its share per year, by the course length', () => {
    // USD 75,000 over 5.5 years is about USD 13,636 a year: in 13,000-14,000, not in 0-12,000.
    expect(ids({ minFee: 13_000, maxFee: 14_000 })).toEqual([36])
    expect(ids({ maxFee: 12_000 })).not.toContain(36)
  })

  it('keeps a university without a stated fee only while no budget is set', () => {
    expect(ids({})).toContain(48)
    expect(ids({ maxFee: 20_000 })).not.toContain(48)
  })
})

describe('facility choices', () => {
  it('offers only the facilities universities have, in the usual order, with how many', () => {
    const staffAdded: Filterable = {
      ...list[3]!,
      id: 49,
      name: 'Staff Added Academy',
      facilities: ['Auditorium', 'Library', 'Rooftop garden'],
    }
    expect(facilitiesWithCounts([...list, staffAdded])).toEqual([
      { value: 'Library', label: 'Library', count: 4 },
      { value: 'Hospital', label: 'Hospital', count: 1 },
      { value: 'Hostel', label: 'Hostel', count: 2 },
      { value: 'Auditorium', label: 'Auditorium', count: 1 },
      { value: 'Indian Food', label: 'Indian Food', count: 1 },
    ])
    expect(facilitiesWithCounts(list).map((option) => option.value)).not.toContain('Auditorium')
  })
})

describe('filters in the URL', () => {
  it('round-trips a state through its query string', () => {
    const state: FilterState = {
      q: 'state medical',
      countries: ['russia', 'georgia'],
      categories: ['Government'],
      minFee: 4_000,
      maxFee: 7_000,
      currency: 'EUR',
      facilities: ['Wi-Fi Campus', 'Indian Food'],
      view: 'list',
    }
    const query = serializeFilters(state)
    expect(query).toBe(
      '?q=state+medical&country=russia%2Cgeorgia&category=Government&min=4000&max=7000&currency=EUR&facility=Wi-Fi+Campus%2CIndian+Food&view=list',
    )
    expect(parseFilters(new URLSearchParams(query.slice(1)))).toEqual(state)
  })

  it('writes a rupee budget in lakh, and a full rupee amount in lakh too', () => {
    const state: FilterState = { ...defaultFilters, currency: 'INR', minFee: 3.5, maxFee: 8 }
    expect(serializeFilters(state)).toBe('?min=3.5&max=8&currency=INR')
    expect(parseFilters(new URLSearchParams('min=3.5&max=8&currency=INR'))).toEqual(state)
    expect(listingQuery(parseFilters({ currency: 'INR', max: '400000' }))).toBe(
      '?max=4&currency=INR',
    )
    expect(serializeFilters({ ...defaultFilters, currency: 'INR', maxFee: 50 })).toBe(
      '?currency=INR',
    )
  })

  it('writes nothing for the defaults', () => {
    expect(serializeFilters(defaultFilters)).toBe('')
    expect(hasActiveFilters(defaultFilters)).toBe(false)
    expect(hasActiveFilters({ ...defaultFilters, view: 'list' })).toBe(false)
  })

  it('repairs a hand-edited URL instead of failing', () => {
    expect(
      parseFilters({
        min: '90000',
        max: '-3',
        currency: 'yen',
        facility: 'hostel,Jacuzzi',
        country: 'RUSSIA,,russia',
        view: 'table',
        q: 'x'.repeat(500),
      }),
    ).toEqual({
      ...defaultFilters,
      q: 'x'.repeat(100),
      countries: ['russia'],
      minFee: 0,
      maxFee: 0,
      facilities: ['Hostel'],
    })
    expect(parseFilters({ min: 'abc', max: '' })).toEqual(defaultFilters)
  })

  it('reads a form sent without JavaScript (repeated keys) as the same view as the site links', () => {
    const form = new URLSearchParams(
      'country=russia&country=georgia&facility=Hostel&min=0&max=50000&currency=USD&q=',
    )
    const link = new URLSearchParams('country=georgia,russia&facility=Hostel')
    expect(parseFilters(form)).toEqual({ ...parseFilters(link), countries: ['russia', 'georgia'] })
    expect(listingQuery(parseFilters(form))).toBe(listingQuery(parseFilters(link)))
    expect(listingQuery(parseFilters(form))).toBe('?country=georgia%2Crussia&facility=Hostel')
    expect(parseFilters({ country: ['nepal', 'malaysia,nepal'] }).countries).toEqual([
      'nepal',
      'malaysia',
    ])
  })

  it('gives each view and page one address, the page last and only after the first', () => {
    expect(listingQuery(defaultFilters)).toBe('')
    expect(listingQuery(defaultFilters, 1)).toBe('')
    expect(listingQuery(defaultFilters, 3)).toBe('?page=3')
    expect(listingQuery({ ...defaultFilters, view: 'list' }, 2)).toBe('?view=list&page=2')
    for (const [raw, page] of [
      ['2', 2],
      ['0', 1],
      ['-4', 1],
      ['1.5', 1],
      ['x', 1],
      ['', 1],
      ['99999999', 10_000],
    ] as const) {
      expect(parsePage(new URLSearchParams({ page: raw }))).toBe(page)
    }
  })
})
