import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { exportPersonalData, listExports } from '@/lib/data/data-export'
import { recordPhoneVerification } from '@/lib/data/data-requests'
import { addNote, mergeLead, type Viewer } from '@/lib/data/desk'
import { insertLead } from '@/lib/data/leads'
import { dataRequests, leads } from '@/lib/db/schema'
import { eq } from 'drizzle-orm'

import { testBackends } from '../support/backends'

const admin: Viewer = { id: 'admin-1', email: 'admin@clinic.example', role: 'admin', office: null }
const elsewhere: Viewer = {
  id: 'counsellor-9',
  email: 'kalaburagi@clinic.example',
  role: 'counsellor',
  office: 'kalaburagi',
}

describe.each(testBackends())('a family’s own data as a file on $name', ({ open }) => {
  let handle: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    handle = await open()
  })
  afterAll(async () => {
    await handle.close()
    await handle.drop?.()
  })

  const lead = (name: string, phone: string, formType = 'inquiry') =>
    insertLead(
      handle.db,
      {
        formType,
        name,
        phone,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        data: { district: 'Dharwad', message: 'Fees for Georgia, please' },
        consentVersion: '2026-12-07',
      },
      'pending',
    )

  async function request(kind: 'access' | 'erasure', phone: string) {
    const [row] = await handle.db
      .insert(dataRequests)
      .values({ kind, name: 'Meera Rao', phone })
      .returning({ id: dataRequests.id })
    return row!.id
  }

  it('gives every lead of the confirmed phone, a merged repeat, its timeline and consent, to the admin once confirmed; logs the copy; holds nobody else', async () => {
    const phone = '+919845075001'
    const first = await lead('Meera Rao', phone, 'application')
    const repeat = await lead('Meera R', phone, 'callback')
    const other = await lead('Another Family', '+919845075002')
    await addNote(handle.db, first.id, admin, 'Called; the family prefers Georgia.')
    expect(await mergeLead(handle.db, repeat.id, first.id, admin)).toBe('merged')

    const id = await request('access', phone)
    expect(await exportPersonalData(handle.db, { requestId: id, viewer: admin })).toEqual({
      ok: false,
      reason: 'not-verified',
    })
    await recordPhoneVerification(
      handle.db,
      id,
      'Called back on the number; she confirmed.',
      admin.email,
    )

    const result = await exportPersonalData(handle.db, { requestId: id, viewer: admin })
    if (!result.ok) throw new Error(result.reason)
    const file = result.file as {
      enquiries: {
        id: string
        form: string
        consentVersion: string
        whatTheFormCollected: object
        timeline: { kind: string; text: string | null }[]
        mergedInto: string | null
      }[]
    }
    expect(file.enquiries.map((entry) => entry.id).sort()).toEqual([first.id, repeat.id].sort())
    expect(JSON.stringify(file)).not.toContain(other.id)
    const main = file.enquiries.find((entry) => entry.id === first.id)!
    expect(main).toMatchObject({
      form: 'application',
      consentVersion: '2026-12-07',
      whatTheFormCollected: { district: 'Dharwad', message: 'Fees for Georgia, please' },
    })
    expect(main.timeline.map((event) => event.text)).toContain(
      'Called; the family prefers Georgia.',
    )
    expect(main.timeline.map((event) => event.kind)).toContain('merged')
    expect(file.enquiries.find((entry) => entry.id === repeat.id)!.mergedInto).toBe(first.id)
    expect(result.filename).toMatch(/^your-data-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json$/)

    const [logged] = await listExports(handle.db, id)
    expect(logged).toMatchObject({ count: 2, exportedBy: admin.email })
    expect([...logged!.leadIds].sort()).toEqual([first.id, repeat.id].sort())
  })

  it('refuses a request of another kind, and gives a counsellor only the leads they may see', async () => {
    const phone = '+919845075003'
    const mine = await lead('Scoped Family', phone)
    await handle.db.update(leads).set({ office: 'davanagere' }).where(eq(leads.id, mine.id))
    const erasure = await request('erasure', phone)
    await recordPhoneVerification(handle.db, erasure, 'Confirmed by a call.', admin.email)
    expect(await exportPersonalData(handle.db, { requestId: erasure, viewer: admin })).toEqual({
      ok: false,
      reason: 'not-access',
    })
    const access = await request('access', phone)
    await recordPhoneVerification(handle.db, access, 'Confirmed by a call.', admin.email)
    const outside = await exportPersonalData(handle.db, { requestId: access, viewer: elsewhere })
    // The request names a lead of Davanagere only: Kalaburagi's counsellor may not handle it.
    expect(outside).toEqual({ ok: false, reason: 'not-found' })
  })
})
