import { describe, expect, it } from 'vitest'

import { dataRequestKinds } from '@/lib/db/schema'
import { UNSUPPORTED_CHARACTERS } from '@/lib/validation/clean-text'
import {
  closeDataRequestSchema,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_MESSAGES,
  dataRequestSchema,
  eraseLeadsSchema,
} from '@/lib/validation/data-request'

function errors(value: unknown) {
  const result = dataRequestSchema.safeParse(value)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message
  return out
}

describe('the "your data" request form', () => {
  it('offers the kinds the table stores', () => {
    expect([...DATA_REQUEST_KINDS]).toEqual([...dataRequestKinds])
  })

  it('needs a kind, a name and an e-mail or a phone, with a message for each', () => {
    expect(errors({})).toEqual({
      kind: DATA_REQUEST_MESSAGES.kind,
      name: DATA_REQUEST_MESSAGES.name,
    })
    expect(errors({ kind: 'erasure', name: 'Asha Rao' })).toEqual({
      email: DATA_REQUEST_MESSAGES.contact,
    })
    expect(errors({ kind: 'delete-all', name: 'A', email: 'x@', phone: '12' })).toEqual({
      kind: DATA_REQUEST_MESSAGES.kind,
      name: DATA_REQUEST_MESSAGES.name,
      email: DATA_REQUEST_MESSAGES.email,
      phone: DATA_REQUEST_MESSAGES.phone,
    })
  })

  it('takes either contact alone, trims, and drops empty optional fields', () => {
    expect(
      dataRequestSchema.safeParse({ kind: 'access', name: ' Asha ', phone: '98450 12345' }).data,
    ).toEqual({ kind: 'access', name: 'Asha', phone: '98450 12345' })
    expect(
      dataRequestSchema.safeParse({
        kind: 'withdraw',
        name: 'Asha',
        email: 'asha@example.com',
        phone: '',
        details: '  ',
      }).data,
    ).toEqual({ kind: 'withdraw', name: 'Asha', email: 'asha@example.com' })
  })

  it('refuses text a database cannot store (NUL, lone surrogates) in the name and details', () => {
    const base = { kind: 'access', email: 'asha@example.com' }
    for (const bad of [{ name: 'Asha\u0000' }, { name: 'Asha', details: 'x\ud800y' }]) {
      const result = dataRequestSchema.safeParse({ ...base, ...bad })
      expect(result.success).toBe(false)
      expect(result.error!.issues.map((issue) => issue.message)).toContain(UNSUPPORTED_CHARACTERS)
    }
  })

  it('refuses unknown fields and over-long details', () => {
    expect(
      dataRequestSchema.safeParse({ kind: 'access', name: 'Asha', email: 'a@b.co', x: '1' })
        .success,
    ).toBe(false)
    expect(
      errors({ kind: 'access', name: 'Asha', email: 'a@b.co', details: 'x'.repeat(2001) }),
    ).toEqual({ details: DATA_REQUEST_MESSAGES.details })
  })

  it('staff input: a resolution of 5+ characters and lead ids that are uuids', () => {
    const id = '0b8f5c1e-8c1a-4f5e-9d7a-2b1c3d4e5f60'
    expect(closeDataRequestSchema.safeParse({ requestId: id, resolution: 'Done' }).success).toBe(
      false,
    )
    expect(
      closeDataRequestSchema.safeParse({ requestId: id, resolution: 'Erased 2 leads.' }).success,
    ).toBe(true)
    expect(eraseLeadsSchema.safeParse({ requestId: id, leadIds: [] }).success).toBe(false)
    expect(eraseLeadsSchema.safeParse({ requestId: id, leadIds: ["1' or 1=1"] }).success).toBe(
      false,
    )
    expect(eraseLeadsSchema.safeParse({ requestId: id, leadIds: [id] }).success).toBe(true)
  })
})
