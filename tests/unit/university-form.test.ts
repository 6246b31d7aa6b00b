import { describe, expect, it } from 'vitest'

import {
  emptyUniversityForm,
  isImageUrl,
  UNIVERSITY_MESSAGES,
  universityFormSchema,
  type UniversityFormValues,
} from '@/lib/validation/university'

/** A form that passes on everything but what is given. */
function formWith(changes: Partial<UniversityFormValues>): UniversityFormValues {
  return {
    ...emptyUniversityForm(),
    name: 'Pokhara Academy',
    location: 'Pokhara, Nepal',
    country: 'nepal',
    description: 'A teaching hospital campus.',
    tuitionRange: '₹25-35 Lakhs',
    image: '/images/universities/13.webp',
    features: [{ value: 'English Medium' }],
    ...changes,
  }
}

function errorsOf(changes: Partial<UniversityFormValues>) {
  const result = universityFormSchema.safeParse(formWith(changes))
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

const gallery = (...urls: string[]) => urls.map((url) => ({ url }))

describe('the university form’s images', () => {
  it('takes images on this site: the built-in illustrations and uploads', () => {
    expect(errorsOf({ image: '/images/universities/13.webp' })).toEqual([])
    expect(
      errorsOf({
        image: '/uploads/0123456789abcdef0123456789abcdef.webp',
        gallery: gallery(
          '/images/universities/13.webp',
          '/uploads/0123456789abcdef0123456789abcdef.webp',
        ),
      }),
    ).toEqual([])
    expect(isImageUrl('/images/universities/13.webp')).toBe(true)
  })

  it('refuses an image on another site, which the pages may not load, with a message that says so', () => {
    expect(errorsOf({ image: 'https://cdn.example.com/campus.jpg' })).toEqual([
      `image: ${UNIVERSITY_MESSAGES.siteImage}`,
    ])
    expect(
      errorsOf({
        gallery: gallery('/images/universities/13.webp', 'https://cdn.example.com/hall.jpg'),
      }),
    ).toEqual([`gallery.1.url: ${UNIVERSITY_MESSAGES.siteImage}`])
    for (const address of [
      'https://cdn.example.com/campus.jpg',
      'http://cdn.example.com/campus.jpg',
      '//cdn.example.com/campus.jpg',
      'ftp://example.com/x.jpg',
      'images/no-leading-slash.webp',
    ]) {
      expect(isImageUrl(address), address).toBe(false)
    }
  })
})

describe('the university form’s lists', () => {
  it('needs one feature at least, and names an empty row where it is', () => {
    expect(errorsOf({ features: [] })).toEqual([`features: ${UNIVERSITY_MESSAGES.features}`])
    expect(errorsOf({ features: [{ value: 'Hostel' }, { value: '  ' }] })).toEqual([
      `features.1.value: ${UNIVERSITY_MESSAGES.row}`,
    ])
  })

  it('keeps a feature with a comma in it whole, trimmed', () => {
    const result = universityFormSchema.parse(
      formWith({ features: [{ value: ' Hostel, with an Indian mess ' }] }),
    )
    expect(result.features).toEqual([{ value: 'Hostel, with an Indian mess' }])
  })

  it('checks each caution’s date, text, source and link beside the field', () => {
    const caution = {
      date: '2026-11-01',
      text: 'Confirm the campus in writing.',
      source: 'Notice',
      url: '',
    }
    expect(errorsOf({ cautions: [caution] })).toEqual([])
    expect(
      errorsOf({
        cautions: [caution, { date: '21 July 2025', text: 'Soon', source: 'N', url: 'notice.pdf' }],
      }),
    ).toEqual([
      `cautions.1.date: ${UNIVERSITY_MESSAGES.cautionDate}`,
      `cautions.1.text: ${UNIVERSITY_MESSAGES.cautionText}`,
      `cautions.1.source: ${UNIVERSITY_MESSAGES.cautionSource}`,
      `cautions.1.url: ${UNIVERSITY_MESSAGES.url}`,
    ])
  })

  it('wants both halves of a FAQ entry, and one line to a row in the line lists', () => {
    expect(errorsOf({ faq: [{ question: 'Is there a hostel?', answer: '' }] })).toEqual([
      `faq.0.answer: ${UNIVERSITY_MESSAGES.row}`,
    ])
    expect(errorsOf({ eligibility: [{ value: 'Passport\nInterview' }] })).toEqual([
      `eligibility.0.value: ${UNIVERSITY_MESSAGES.oneLine}`,
    ])
  })
})
