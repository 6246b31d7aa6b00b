import { describe, expect, it } from 'vitest'

import {
  emptyUniversityForm,
  isImageUrl,
  UNIVERSITY_MESSAGES,
  universityFormSchema,
} from '@/lib/validation/university'

/** A form that passes on everything but the images given. */
function formWith(images: { image: string; gallery?: string[] }) {
  return {
    ...emptyUniversityForm(),
    name: 'Pokhara Academy',
    location: 'Pokhara, Nepal',
    country: 'nepal',
    description: 'A teaching hospital campus.',
    tuitionRange: '₹25-35 Lakhs',
    features: 'English Medium',
    gallery: [],
    ...images,
  }
}

function imageErrors(images: { image: string; gallery?: string[] }) {
  const result = universityFormSchema.safeParse(formWith(images))
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the university form’s images', () => {
  it('takes images on this site: the built-in illustrations and uploads', () => {
    expect(imageErrors({ image: '/images/universities/13.webp' })).toEqual([])
    expect(
      imageErrors({
        image: '/uploads/0123456789abcdef0123456789abcdef.webp',
        gallery: ['/images/universities/13.webp', '/uploads/0123456789abcdef0123456789abcdef.webp'],
      }),
    ).toEqual([])
    expect(isImageUrl('/images/universities/13.webp')).toBe(true)
  })

  it('refuses an image on another site, which the pages may not load, with a message that says so', () => {
    expect(imageErrors({ image: 'https://cdn.example.com/campus.jpg' })).toEqual([
      `image: ${UNIVERSITY_MESSAGES.siteImage}`,
    ])
    expect(
      imageErrors({
        image: '/images/universities/13.webp',
        gallery: ['/images/universities/13.webp', 'https://cdn.example.com/hall.jpg'],
      }),
    ).toEqual([`gallery.1: ${UNIVERSITY_MESSAGES.siteImage}`])
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
