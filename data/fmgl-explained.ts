import type { FmglCriterion } from '@/data/universities/types'

/**
 * What each FMGL 2021 condition means for a family, in plain words (docs/sources/verification-notes.md,
 * "Regulatory facts": the Gazette text via SCC Online, 26 Nov 2021; NMC advisories of 8 Aug
 * 2023 and 22/26 Nov 2024; the Ukraine transfer notice). Read by the FMGL download; the pages
 * show the checklist.
 */
export const fmglExplained: Record<FmglCriterion, string> = {
  duration54Months:
    'The medical course itself must last at least 54 months (four and a half years). Ask the university for the length of the course in months, in writing.',
  internship12MonthsSameInstitution:
    'The course must include an internship of at least 12 months at the same foreign institution. An internship arranged somewhere else does not meet this condition.',
  englishMedium:
    'The whole course must be taught in English. The NMC advisories of 8 August 2023 and 22/26 November 2024 warn that any variation in the medium may make a graduate ineligible, so ask how the clinical years are taught where patients speak another language.',
  curriculumEquivalent:
    'The subjects must match those the regulation lists for the Indian MBBS. There is no official list of equivalent courses: compare the syllabus and the clinical postings yourself.',
  wholeCourseOneInstitution:
    'The whole course, training and internship included, must be done at one institution in one country. No part may be done in another country or institution.',
  licenceToPractise:
    'The graduate must be registered or licensed to practise medicine in the country of study, on a par with its citizens. Ask whether foreign graduates can get that licence today.',
}

/** What follows the course in India, under the same regulations and the NMC's rules. */
export const fmglAfterGraduating = [
  'Pass the Foreign Medical Graduate Examination (FMGE) in India.',
  'Complete a 12-month supervised internship in India.',
  'Register with the National Medical Commission or a State Medical Council.',
]
