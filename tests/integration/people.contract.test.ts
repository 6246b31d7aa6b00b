import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deletePerson, listPeople, savePerson } from '@/lib/data/people'
import type { DatabaseHandle } from '@/lib/db/client'
import { personFormSchema } from '@/lib/validation/person'

import { testBackends } from '../support/backends'

const form = {
  kind: 'story',
  name: 'Asha Rao',
  role: 'Tbilisi State Medical University',
  year: '2025',
  words: 'I checked every FMGL item with my counsellor before I paid.',
  photo: '/uploads/asha.webp',
  consentOn: '2026-11-01',
  consentNote: 'Signed consent form, file 2026/14',
}

describe.each(testBackends())('people records on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }

  beforeAll(async () => {
    handle = await open()
  })
  afterAll(async () => {
    await handle.close()
    await handle.drop?.()
  })

  it('a record round-trips from the form through the row, is edited and removed', async () => {
    const id = await savePerson(handle.db, personFormSchema.parse(form), 'admin@clinic.example')
    const [row] = await listPeople(handle.db)
    expect(row).toMatchObject({
      id,
      kind: 'story',
      year: '2025',
      consentOn: '2026-11-01',
      updatedBy: 'admin@clinic.example',
    })
    await savePerson(
      handle.db,
      personFormSchema.parse({ ...form, id, year: '', photo: '' }),
      'admin@clinic.example',
    )
    expect((await listPeople(handle.db))[0]).toMatchObject({ id, year: null, photo: null })
    expect(await deletePerson(handle.db, id)).toBe(true)
    expect(await deletePerson(handle.db, id)).toBe(false)
    expect(await listPeople(handle.db)).toEqual([])
  })

  it('the database refuses a kind the pages do not know', async () => {
    const { people } = await import('@/lib/db/schema')
    await expect(
      handle.db.insert(people).values({ ...form, kind: 'celebrity' as never, updatedBy: 'x' }),
    ).rejects.toThrow()
  })
})

describe('the person form', () => {
  it('refuses a record without consent, a future consent date or a photo from elsewhere', () => {
    const result = personFormSchema.safeParse({
      ...form,
      consentOn: '2999-01-01',
      consentNote: '',
      photo: 'https://elsewhere.example/x.jpg',
    })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'consentNote',
      'consentOn',
      'photo',
    ])
  })
})
