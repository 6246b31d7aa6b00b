import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createPost,
  findPostById,
  selectPublishedPosts,
  setPostStatus,
  slugTaken,
  updatePost,
} from '@/lib/data/posts'
import type { DatabaseHandle } from '@/lib/db/client'
import { dayInIndia } from '@/lib/dates'
import { findPublicPost, publicPosts } from '@/lib/posts'
import { postFormSchema, postInput } from '@/lib/validation/post'

import { testBackends } from '../support/backends'

const form = {
  title: 'FMGE June 2026: the session date is fixed',
  slug: 'fmge-june-2026-date',
  kind: 'news',
  category: 'Events',
  excerpt: 'NBEMS has fixed the June 2026 FMGE for 28 June 2026, its bulletin says.',
  body: `## What changed\n\n${'NBEMS published the bulletin with the date. '.repeat(4)}`,
  coverImage: '',
  coverAlt: '',
  sources: [
    { title: 'NBEMS: FMGE June 2026 bulletin', url: 'https://natboard.edu.in', date: '2026-02-13' },
  ],
}
const input = (changes: Partial<typeof form> = {}) =>
  postInput(postFormSchema.parse({ ...form, ...changes }))

describe.each(testBackends())('the newsroom on $name', ({ open }) => {
  let handle: DatabaseHandle & { drop?: () => Promise<void> }

  beforeAll(async () => {
    handle = await open()
  })
  afterAll(async () => {
    await handle.close()
    await handle.drop?.()
  })

  it('the six articles of the first release are there, published, with their sources', async () => {
    const published = await selectPublishedPosts(handle.db)
    expect(published.map((p) => p.slug)).toContain('fmge-december-2025-results')
    expect(published).toHaveLength(6)
    const fmge = published.find((p) => p.slug === 'fmge-december-2025-results')!
    expect(fmge).toMatchObject({ kind: 'news', category: 'Events', updatedOn: '2026-11-25' })
    expect(fmge.publishAt).toBe('2026-02-05T18:30:00.000Z')
    expect(fmge.sources.length).toBeGreaterThan(3)
    expect(fmge.body).toContain('## What the FMGE is')
  })

  it('the NEET article gives the PCB minimum with a disability by category, dated as corrected (0020)', async () => {
    const published = await selectPublishedPosts(handle.db)
    const neet = published.find((p) => p.slug === 'neet-result-valid-three-years-2027-intake')!
    expect(neet.body).not.toContain('45% for PwD')
    expect(neet.body).toContain(
      '(40% for SC, ST and OBC; with a disability, 45% for the general category and 40% for SC, ST and OBC)',
    )
    expect(neet.updatedOn).toBe(dayInIndia(new Date().toISOString()))
  })

  it('no article cites a file its readers cannot open (0023)', async () => {
    const published = await selectPublishedPosts(handle.db)
    const titles = published.flatMap((post) => post.sources.map((source) => source.title))
    expect(titles.filter((title) => /facts? sheet/i.test(title))).toEqual([])
    // The publication each such citation named is still cited.
    expect(titles).toContain('Careers360: June 2026 FMGE scheduled for 28 June 2026')
  })

  it('a draft is not public; scheduled, it is public from its time; withdrawn, it is gone', async () => {
    const id = await createPost(handle.db, input(), 'editor@clinic.example')
    const slugs = async (at: Date) =>
      publicPosts(await selectPublishedPosts(handle.db), at).map((p) => p.slug)
    expect(await slugs(new Date())).not.toContain(form.slug)

    const at = new Date(Date.now() + 60_000)
    await setPostStatus(handle.db, id, { status: 'published', at, by: 'admin@clinic.example' })
    expect(await slugs(new Date())).not.toContain(form.slug)
    expect(await slugs(new Date(at.getTime() + 1))).toContain(form.slug)

    await setPostStatus(handle.db, id, { status: 'withdrawn' })
    expect(await slugs(new Date(at.getTime() + 1))).not.toContain(form.slug)
  })

  it('a new address keeps the old one as a redirect, and no other article may take it', async () => {
    const id = await createPost(handle.db, input({ slug: 'neet-2027-dates' }), 'e@clinic.example')
    await setPostStatus(handle.db, id, { status: 'published', at: new Date(), by: 'a@x.example' })
    expect(
      await updatePost(handle.db, id, input({ slug: 'neet-2027-exam-dates' }), '2026-11-28'),
    ).toBe(true)
    const all = await selectPublishedPosts(handle.db)
    const later = new Date(Date.now() + 1000)
    expect(findPublicPost(all, 'neet-2027-dates', later)).toMatchObject({
      slug: 'neet-2027-exam-dates',
    })
    // A change after it went public dates it.
    expect((await findPostById(handle.db, id))!.updatedOn).toBe('2026-11-28')
    expect(await slugTaken(handle.db, 'neet-2027-dates', null)).toBe(true)
    expect(await slugTaken(handle.db, 'neet-2027-exam-dates', null)).toBe(true)
    expect(await slugTaken(handle.db, 'neet-2027-dates', id)).toBe(false)
    // It may take its old address back; then the newer one redirects.
    await updatePost(handle.db, id, input({ slug: 'neet-2027-dates' }), '2026-11-28')
    const again = await selectPublishedPosts(handle.db)
    expect(again.find((p) => p.slug === 'neet-2027-dates')!.earlierSlugs).toEqual([
      'neet-2027-exam-dates',
    ])
  })

  it('the database refuses two articles at one address and a published one without a time', async () => {
    await createPost(handle.db, input({ slug: 'one-address' }), 'e@clinic.example')
    await expect(
      createPost(handle.db, input({ slug: 'one-address' }), 'e@clinic.example'),
    ).rejects.toThrow()
    const { posts } = await import('@/lib/db/schema')
    await expect(
      handle.db
        .insert(posts)
        .values({ ...input({ slug: 'no-time' }), createdBy: 'x', status: 'published' }),
    ).rejects.toThrow()
  })
})

describe('the article form', () => {
  const errors = (changes: Record<string, unknown>) => {
    const result = postFormSchema.safeParse({ ...form, ...changes })
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it('refuses an empty title, a bad address, a category of the other kind, a long body', () => {
    expect(errors({ title: '  ' }).title).toMatch(/Enter a title/)
    expect(errors({ slug: 'FMGE 2026!' }).slug).toMatch(/lowercase letters/)
    expect(errors({ category: 'Exams' }).category).toMatch(/category of this kind/)
    expect(errors({ body: 'x'.repeat(40_001) }).body).toMatch(/longer than 40,000 characters/)
    expect(errors({ body: 'x\u0000'.repeat(60) }).body).toMatch(/unsupported characters/)
  })

  it('takes http(s) links only, and a date read no later than today', () => {
    const source = (changes: Record<string, string>) =>
      errors({ sources: [{ ...form.sources[0], ...changes }] })
    expect(source({ url: 'javascript:alert(1)' })['sources.0.url']).toMatch(/http/)
    expect(source({ url: 'ftp://example.com/x' })['sources.0.url']).toMatch(/http/)
    expect(source({ url: '' })).toEqual({})
    expect(source({ date: '2999-01-01' })['sources.0.date']).toMatch(/not after today/)
    expect(source({ date: '2026-02-30' })['sources.0.date']).toMatch(/date you read it/)
  })

  it('takes a cover the site serves, with what it shows', () => {
    expect(errors({ coverImage: 'https://evil.example/x.png' }).coverImage).toMatch(/gallery/)
    expect(errors({ coverImage: '/images/gallery/1.webp' }).coverAlt).toMatch(/what the cover/)
    expect(
      errors({ coverImage: '/images/gallery/1.webp', coverAlt: 'The campus in winter' }),
    ).toEqual({})
  })
})
