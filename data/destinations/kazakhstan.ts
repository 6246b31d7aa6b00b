import { NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Kazakhstan: what its universities share, stated once; a university holds only what differs. */
export const kazakhstan: Destination = {
  slug: 'kazakhstan',
  defaults: {
    entranceRequirement:
      "NEET-UG qualification, and the university's entrance test or interview (often online).",
    duration: '6 years (5-year Medicine programme + 1-year internship)',
    language: 'English (Kazakh or Russian needed with patients in clinical years)',
    intake: ['September'],
    admissionProcess:
      'Send the Class 12 marksheet, NEET-UG scorecard and passport copy to the admissions office\nTake the entrance test or interview (often online for applicants in India)\nReceive the admission letter; the university arranges the visa invitation\nApply for a Kazakh student visa and book travel before the term starts\nOn arrival: sign the contract, pay the fee, submit notarised Kazakh/Russian translations and register',
    eligibility: null,
    intakes:
      'Classes start in September. Apply by June or July to leave time for the invitation and visa.',
    additionalExpenses:
      'Hostel: about $800-1,200 a year\nFood: about $1,200-1,500 a year (Indian mess where offered)\nMedical insurance: about $100-200 a year\nVisa, registration and medical check-up: about $150-250 a year',
  },
  faq: [
    {
      question: 'Will my child have to pass FMGE or NExT to practise in India?',
      answer: `Yes. Graduates must pass FMGE: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS} We do not promise any pass rate.`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'met',
      note: 'The Medicine programme has 5 years (60 months) of study before the 1-year internship, above the 54-month minimum.',
      checkedOn: '2026-11-22',
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'Kazakhstan adds a 1-year internship after the 5 study years. Get in writing that it lasts 12 months and is done at this university.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but students must use Kazakh or Russian with patients, so the course is not in English throughout.',
      checkedOn: '2026-11-22',
      source: NMC_MEDIUM_ADVISORY,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subject list and clinical postings with the Indian MBBS.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'unverified',
      note: 'Not confirmed whether foreign graduates get a Kazakh licence on a par with citizens. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
}
