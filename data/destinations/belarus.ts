import { NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Belarus: what its universities share, stated once; a university holds only what differs. */
export const belarus: Destination = {
  slug: 'belarus',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, and an interview in English, Chemistry and Biology.',
    duration: '6 years',
    language: 'English (Russian for clinical practice)',
    intake: ['September'],
    admissionProcess: null,
    eligibility:
      '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)\nNEET-UG qualified (result valid for 3 years)\nAge 17 by 31 December of the admission year\nPassport valid for at least 18 months\nInterview in the language of study, Chemistry and Biology on arrival\nDocuments translated into Russian and notarised',
    intakes: null,
    additionalExpenses:
      'Hostel: about $800-1,500 a year\nFood: about $1,500-2,400 a year\nCompulsory medical insurance: about $100-200 a year\nRegistration and medical check: about $100 a year\nVisa and residence: about $100-200 a year',
  },
  faq: [
    {
      question: 'Is it taught in English?',
      answer:
        'Lectures and exams can be in English, but patients speak Russian or Belarusian, so students must learn Russian for the clinical years.',
    },
    {
      question: 'What about FMGE or NExT after graduating?',
      answer: `To practise in India the graduate must pass the FMGE: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS}`,
    },
  ],
  fmgl: {
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'No 12-month internship inside the 6-year course is confirmed; in Belarus the internship follows graduation. Get the position in writing.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes can be in English, but clinical work with patients needs Russian, so the course is not English-only in practice.',
      checkedOn: '2026-11-22',
      source: NMC_MEDIUM_ADVISORY,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subjects and clinical postings with the Indian MBBS before paying.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'unverified',
      note: 'Whether foreign graduates can get a Belarusian licence on par with citizens is not confirmed. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
}
