import { describe, expect, it } from 'vitest'

import { readableActionForm, readableActionText } from '@/lib/http/action-body'

function form(entries: [string, string | Blob][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('server action bodies the decoder can read', () => {
  it('plain values and self-contained forms pass; references to missing parts do not', () => {
    expect(readableActionText('[{"name":"Asha","n":"$undefined","d":"$D2026-01-01"}]')).toBe(true)
    expect(readableActionText('["$$literal dollar"]')).toBe(true)
    expect(readableActionText('[1,2,3]')).toBe(true)
    expect(readableActionText('{"a":1}')).toBe(false)
    expect(readableActionText('[{"a":')).toBe(false)
    expect(readableActionText('["$Q99"]')).toBe(false)
    expect(readableActionText('["$@3"]')).toBe(false)
    expect(readableActionText('["$1"]')).toBe(false)
    expect(readableActionText('["$T"]')).toBe(false)
  })

  it('a form sent by fetch: its references must point at parts that are there', () => {
    expect(
      readableActionForm(
        form([
          ['0', '["$K1"]'],
          ['1_name', 'Asha'],
        ]),
        true,
      ),
    ).toBe(true)
    expect(readableActionForm(form([['0', '[null,"$K1"]']]), true)).toBe(true)
    expect(readableActionForm(form([['0', '["$@2"]']]), true)).toBe(false)
    expect(readableActionForm(form([['1_name', 'Asha']]), true)).toBe(false)
    expect(readableActionForm(form([['0', new Blob(['x'])]]), true)).toBe(false)
  })

  it('a form sent without JavaScript: the bound arguments must be there and be JSON', () => {
    const bound = '{"id":"abc123","bound":"$@1"}'
    expect(
      readableActionForm(
        form([
          ['$ACTION_1:0', bound],
          ['$ACTION_1:1', '[{}]'],
        ]),
        false,
      ),
    ).toBe(true)
    expect(readableActionForm(form([['$ACTION_1:0', bound]]), false)).toBe(false)
    expect(readableActionForm(form([['$ACTION_1:0', '{"id":']]), false)).toBe(false)
    expect(
      readableActionForm(
        form([
          ['$ACTION_ID_abc', ''],
          ['name', 'Asha'],
        ]),
        false,
      ),
    ).toBe(true)
  })
})
