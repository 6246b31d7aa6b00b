import { describe, expect, it } from 'vitest'

import { intakeMonthsHint } from '@/lib/tools/intake-months'
import {
  asked,
  NEET_ASKED,
  parseCompare,
  parseCost,
  parseCostItems,
  parseNeet,
  parseRoi,
  toolTab,
} from '@/lib/tools/query'

const known = (id: number) => id >= 1 && id <= 47

describe('the tools read their state from the address', () => {
  it('opens the comparison unless another known tab is asked for', () => {
    expect(toolTab({})).toBe('compare')
    expect(toolTab({ tab: 'neet' })).toBe('neet')
    expect(toolTab({ tab: 'nonsense' })).toBe('compare')
  })

  it('compare: comma-separated or repeated ids, unknown ones named, a fourth dropped', () => {
    expect(parseCompare({}, known)).toEqual({ ids: [], messages: [] })
    expect(parseCompare({ ids: '' }, known)).toEqual({ ids: [], messages: [] })
    expect(parseCompare({ ids: ['13', '', '2'] }, known).ids).toEqual([13, 2])
    expect(parseCompare({ ids: '1,2,2,999,abc' }, known)).toEqual({
      ids: [1, 2],
      messages: [
        'No university in our list has the id "999".',
        'No university in our list has the id "abc".',
      ],
    })
    expect(parseCompare({ ids: '1,2,3,4' }, known)).toEqual({
      ids: [1, 2, 3],
      messages: ['At most 3 universities can be compared: the others were left out.'],
    })
  })

  it('roi: rupee defaults with an Indian salary, and a wrong value keeps its default with a message', () => {
    expect(parseRoi({}).values).toEqual({
      tuition: 400_000,
      living: 200_000,
      years: 6,
      salary: 694_512,
      currency: 'INR',
      salaryCurrency: 'INR',
    })
    const parsed = parseRoi({ tuition: 'lots', years: '40', salary: '0', currency: 'xyz' })
    expect(parsed.values).toEqual({
      tuition: 400_000,
      living: 200_000,
      years: 6,
      salary: 0,
      currency: 'INR',
      salaryCurrency: 'INR',
    })
    expect(parsed.raw.tuition).toBe('lots')
    expect(parsed.errors).toEqual({
      tuition: 'Enter the yearly tuition from 0 to 10,00,00,000.',
      years: 'Enter the course length in years from 1 to 12.',
      currency: 'Choose rupees, US dollars, euros or pounds.',
    })
  })

  it('neet: a date that does not exist, a year in the future and a bad answer get messages', () => {
    const parsed = parseNeet(
      { dob: '2008-02-30', neetYear: '2031', qualified: 'maybe', pcb: '101' },
      2026,
    )
    expect(parsed.values).toMatchObject({ dob: null, neetYear: 2026, qualified: null, pcb: null })
    expect(Object.keys(parsed.errors).sort()).toEqual(['dob', 'neetYear', 'pcb', 'qualified'])
    expect(
      parseNeet({ dob: '2008-02-29', qualified: 'yes', pcb: '55' }, 2026).values,
    ).toMatchObject({ dob: '2008-02-29', qualified: true, pcb: 55, intake: 2027, intakeMonth: 9 })
  })

  it("neet: reads the month classes start, and names each country's month in the hint", () => {
    expect(parseNeet({ intakeMonth: '2' }, 2026).values.intakeMonth).toBe(2)
    const wrong = parseNeet({ intakeMonth: '13' }, 2026)
    expect(wrong.values.intakeMonth).toBe(9)
    expect(wrong.errors.intakeMonth).toBe(
      'Enter the month classes start from 1 to 12 (whole number).',
    )
    expect(intakeMonthsHint()).toMatch(/^September: [^;]*Russia/)
    expect(intakeMonthsHint()).toContain('February: Bulgaria, Nepal')
  })

  it('neet: the category and a disability are two questions; an old category=pwd link is both', () => {
    expect(parseNeet({ category: 'obc', disability: 'yes' }, 2026).values).toMatchObject({
      category: 'obc',
      disability: true,
    })
    const legacy = parseNeet({ category: 'pwd' }, 2026)
    expect(legacy.values).toMatchObject({ category: 'general', disability: true })
    expect(legacy.errors).toEqual({})
  })

  it('cost: an unknown university is refused, the loan takes its defaults', () => {
    const parsed = parseCost({ id: '999', rate: '-1' }, known)
    expect(parsed.values).toEqual({ id: null, loan: 2_000_000, rate: 10, tenure: 7, moratorium: 0 })
    expect(parsed.errors.id).toBe('Choose a university from the list.')
    expect(parsed.errors.rate).toBe('Enter the yearly interest rate from 0 to 30.')
    const items = parseCostItems(
      { hostel: '90000', food: 'x' },
      { tuition: 1, hostel: 2, food: 3, insurance: 4, visa: 5, flights: 6, coaching: 7 },
    )
    expect(items.values).toMatchObject({ hostel: 90000, food: 3 })
    expect(items.errors.food).toBeDefined()
  })

  it('reads the address the server gets and the form the browser sends to the same state', () => {
    const query = 'tab=roi&tuition=5%2C000&living=x&currency=usd&salaryCurrency=GBP'
    const fromServer = parseRoi(Object.fromEntries(new URLSearchParams(query)))
    const fromBrowser = parseRoi(new URLSearchParams(query))
    expect(fromBrowser).toEqual(fromServer)
    expect(fromServer.values).toMatchObject({ tuition: 5000, currency: 'USD' })
    // An input shows what was typed; a select shows the choice read.
    expect(fromServer.raw).toMatchObject({ tuition: '5,000', living: 'x', currency: 'USD' })
    expect(fromServer.errors).toEqual({
      living: 'Enter the yearly living cost from 0 to 10,00,00,000.',
    })
  })

  it('shows every figure a result uses: absent keys are prefilled, an emptied field asks for its figure', () => {
    const absent = parseRoi({ salary: '20000' })
    expect(absent.errors).toEqual({})
    // The fields show the defaults the result is worked from.
    expect(absent.raw).toMatchObject({
      tuition: String(parseRoi({}).values.tuition),
      living: String(parseRoi({}).values.living),
      years: String(parseRoi({}).values.years),
      salary: '20000',
    })
    const emptied = parseRoi({ tuition: '', years: '  ', currency: '' })
    expect(emptied.raw).toMatchObject({ tuition: '', currency: 'INR' })
    expect(Object.keys(emptied.errors).sort()).toEqual(['tuition', 'years'])
    expect(asked({ dob: '' }, NEET_ASKED)).toBe(false)
    expect(asked({ pcb: '55' }, NEET_ASKED)).toBe(true)
    // A question without a default, left empty, is only unanswered.
    expect(parseNeet({ pcb: '' }, 2026).errors.pcb).toBeUndefined()
  })

  it('neet: a wrong answer to a question of choices shows the choice, not the text', () => {
    const parsed = parseNeet({ qualified: 'maybe', category: 'xyz', english: 'no' }, 2026)
    expect(parsed.raw).toMatchObject({ qualified: '', category: 'general', english: 'no' })
    expect(parsed.errors).toMatchObject({
      qualified: 'Answer yes or no.',
      category: 'Choose a category from the list.',
    })
    expect(parsed.errors.english).toBeUndefined()
  })

  it('cost: whole numbers where the bank counts whole years and months', () => {
    const parsed = parseCost({ tenure: '7.5', moratorium: '121', loan: '15,00,000' }, known)
    expect(parsed.values).toMatchObject({ tenure: 7, moratorium: 0, loan: 1_500_000 })
    expect(parsed.errors).toEqual({
      tenure: 'Enter the loan tenure in years from 1 to 20 (whole number).',
      moratorium: 'Enter the moratorium in months from 0 to 120 (whole number).',
    })
    expect(parseCost({ id: '13' }, known).values.id).toBe(13)
  })
})
