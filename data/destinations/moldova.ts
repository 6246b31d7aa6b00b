import { NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Moldova: what its universities share, stated once; a university holds only what differs. */
export const moldova: Destination = {
  slug: 'moldova',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, and the language of study at B2 level (Romanian is compulsory as a subject).',
    duration: '6 years',
    language: 'English (Romanian taught as a compulsory subject)',
    intake: ['September'],
    admissionProcess:
      "Send the application and school certificates to the university's admissions office\nReceive the admission decision and the study invitation\nApply for a Moldovan study visa with the invitation\nTravel to Chișinău, submit legalised originals and sign the study contract\nPay the first year fee, apply for a residence permit and enrol",
    eligibility:
      '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)\nNEET-UG qualified (result valid for 3 years)\nAge 17 by 31 December of the admission year\nPassport valid for at least 18 months\nEnglish at B2 level (CEFR) for the English-medium programme\nSchool certificate legalised (apostille) and recognised in Moldova',
    intakes:
      'Classes start in September. Apply in early summer so that there is time for the invitation and visa.',
    additionalExpenses:
      'Hostel: about $600-1,200 a year\nFood: about $1,500-2,200 a year\nHealth insurance: about $150-250 a year\nVisa and residence permit: about $150-300 a year',
  },
  faq: [
    {
      question: 'Is it taught in English?',
      answer:
        'There is an English-medium Medicine programme. Romanian is compulsory for all students and is needed with patients; Russian is also widely spoken in Chișinău.',
    },
    {
      question: 'What about FMGE or NExT after graduating?',
      answer: `To practise in India the graduate must pass the FMGE: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS}`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'met',
      note: "Medicine is 6 years (360 ECTS) per the university's admission page.",
      checkedOn: '2026-11-22',
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'We could not confirm a 12-month internship inside the 6-year course; graduates usually go on to residency. Get it in writing.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but Romanian is a compulsory subject and patients speak Romanian or Russian, so the course is not English throughout.',
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
      note: 'Whether foreign graduates can get a Moldovan licence on par with citizens is not confirmed. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
}
