import { describe, expect, it } from 'vitest'

import { choiceOf, isoDate, number, parseForm, yesNo } from '@/lib/validation/search-param-fields'
import { listOf, parseQuery, valuesOf, writeQuery } from '@/lib/validation/search-params'

const schema = {
  size: number(10, { min: 1, max: 100, integer: true, label: 'the size' }),
  shape: choiceOf(['round', 'square'] as const, 'round', 'Choose a shape.'),
  tags: listOf('tags', (tag) => tag.toLowerCase()),
  done: yesNo(),
  on: isoDate({ from: 2000, to: 2030, message: 'Enter a date.' }),
}

describe('state in the address', () => {
  it('gives every absent key its default, with no message', () => {
    expect(parseForm(schema, {})).toEqual({
      values: { size: 10, shape: 'round', tags: [], done: null, on: null },
      raw: { size: '10', shape: 'round', tags: '', done: '', on: '' },
      errors: {},
    })
  })

  it('gives a bad value its default and a message, keeping what was typed for an input', () => {
    const parsed = parseForm(schema, {
      size: '1e9',
      shape: 'oval',
      done: 'perhaps',
      on: '2031-01-01',
    })
    expect(parsed.values).toEqual({ size: 10, shape: 'round', tags: [], done: null, on: null })
    expect(parsed.raw).toMatchObject({ size: '1e9', shape: 'round', done: '', on: '2031-01-01' })
    expect(parsed.errors).toEqual({
      size: 'Enter the size from 1 to 100 (whole number).',
      shape: 'Choose a shape.',
      done: 'Answer yes or no.',
      on: 'Enter a date.',
    })
  })

  it('reads a repeated key (a GET form) and a comma-joined one (a link) alike', () => {
    const form = new URLSearchParams('tags=Red&tags=blue,red&tags=&size=5&size=7')
    expect(valuesOf(form, 'tags')).toEqual(['Red', 'blue,red', ''])
    expect(parseQuery(schema, form)).toMatchObject({ tags: ['red', 'blue'], size: 5 })
    expect(parseQuery(schema, { tags: 'red,blue' }).tags).toEqual(['red', 'blue'])
  })

  it('writes the values back in the schema order, leaving out the empty ones', () => {
    const values = parseQuery(schema, { tags: 'b,a', done: 'no', size: '12' })
    expect(writeQuery(schema, values)).toBe('?size=12&shape=round&tags=b%2Ca&done=no')
    expect(parseQuery(schema, new URLSearchParams(writeQuery(schema, values)))).toEqual(values)
    expect(writeQuery({ on: isoDate() }, { on: null })).toBe('')
  })
})
