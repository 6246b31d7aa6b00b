import { INDIA_ELIGIBILITY } from '@/data/regulation'

/** Content of the home page's "Why Choose MBBS Abroad" section. */

export const whyMbbsAbroad = [
  {
    title: 'Lower total cost',
    text: 'Tuition at many universities abroad is lower than at private medical colleges in India; each university page gives its fee, its unit and the date we checked it.',
  },
  {
    title: 'Admission on your NEET result',
    text: 'A NEET-UG qualification is required to apply; some universities also set their own entrance test or interview, and each university page says which.',
  },
  {
    title: 'Teaching in English',
    text: 'Programmes for foreign students are taught in English; in some countries you also learn the local language for patients.',
  },
  {
    title: 'Hospital experience',
    text: 'Clinical years in university and city hospitals, with a wide range of cases.',
  },
  {
    title: 'A route back to India',
    text: 'Graduates of a course that meets the FMGL 2021 rules can sit the FMGE to practise in India.',
  },
  {
    title: 'International exposure',
    text: 'Classmates from many countries, and a degree listed in the World Directory of Medical Schools.',
  },
] as const

export const beforeYouChoose = [
  ...INDIA_ELIGIBILITY.lines.slice(0, 3),
  'A course of at least 54 months with a 12-month internship at the same university',
  'Taught in English throughout, at one university',
  'A licence to practise in that country on the same terms as its citizens',
  'Fees checked in writing, with the rupee total for the whole course',
] as const

/** The 4 slides of the home carousel, by university id. */
export const carouselUniversityIds = [13, 4, 36, 45] as const
