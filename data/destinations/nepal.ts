import { NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Nepal: what its universities share, stated once; a university holds only what differs. */
export const nepal: Destination = {
  slug: 'nepal',
  defaults: {
    entranceRequirement:
      "NEET-UG qualification, and Nepal's Medical Education Commission (MEC) route: its entrance exam, or a NEET result where MEC accepts one for foreign candidates.",
    duration: '5.5 years (4.5 years + 1-year internship)',
    language: 'English',
    intake: ['November'],
    admissionProcess: null,
    eligibility:
      "50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)\nNEET-UG qualified (result valid for 3 years)\nAge 17 by 31 December of the admission year\nPassport valid for at least 18 months (Indian citizens need no visa for Nepal)\nNepal's Medical Education Commission (MEC) route: sit the MEC entrance exam (MECEE-BL) or apply on a NEET result MEC accepts (recently, at or above the 50th percentile)\nA place in MEC's merit-based seat allocation",
    intakes:
      'MEC usually takes foreign applications in June-July, holds its entrance exam in August and allocates seats afterwards; classes usually begin late in the year. Apply as soon as NEET results are out.',
    additionalExpenses: null,
  },
  faq: [
    {
      question: 'Can an Indian graduate get a licence to practise in Nepal?',
      answer:
        "Foreign graduates of Nepali colleges can sit the Nepal Medical Council licensing exam, but an April 2023 notice said they would not be registered on par with Nepali graduates; a November 2024 notice was more favourable. Because India's FMGL rules require such a licence, ask the college for the current position in writing.",
    },
    {
      question: 'Is a Nepal MBBS exempt from FMGE?',
      answer: `No. Indian graduates of Nepali colleges must pass the FMGE like other foreign graduates: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS}`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'met',
      note: 'The MBBS is 4.5 years of study plus a 1-year internship (66 months in all).',
      checkedOn: '2026-11-22',
    },
    internship12MonthsSameInstitution: {
      status: 'met',
      note: "The 1-year internship is part of the MBBS and is done in the college's own teaching hospital, as Nepal Medical Council rules require.",
      checkedOn: '2026-11-22',
      source:
        'Nepal Medical Council notice on provisional registration during internship (10 Nov 2024)',
    },
    englishMedium: {
      status: 'contested',
      note: 'The MBBS is taught and examined in English, but patients mostly speak Nepali and students use it in the clinical years, so the course is not English throughout.',
      checkedOn: '2026-11-22',
      source: NMC_MEDIUM_ADVISORY,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subjects and clinical postings with the Indian MBBS before paying.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'contested',
      note: 'Foreign graduates may sit the Nepal Medical Council licensing exam, but a 2023 notice said they are not treated on par with Nepalis. Get the current rule in writing.',
      checkedOn: '2026-11-22',
      source: 'Nepal Medical Council notices (12 Apr 2023; 10 Nov 2024)',
    },
  },
  cautions: [],
  universityCautions: [],
}
