import { NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Uzbekistan: what its universities share, stated once; a university holds only what differs. */
export const uzbekistan: Destination = {
  slug: 'uzbekistan',
  defaults: {
    entranceRequirement: 'NEET-UG qualification, and the interview or test the university sets.',
    duration: '6 years',
    language: 'English (Uzbek or Russian needed with patients)',
    intake: ['September'],
    admissionProcess:
      'Apply with the Class 12 marksheet, NEET-UG scorecard and passport copy\nTake the interview or test the university sets\nReceive the admission letter and visa invitation\nApply for an Uzbek student visa and travel before classes begin\nOn arrival: sign the contract, pay the fee, register your address and join classes',
    eligibility: null,
    intakes:
      'Classes start in September. Apply by June or July so the invitation and visa are ready in time.',
    additionalExpenses:
      'Hostel: about $500-1,000 a year\nFood: about $1,000-1,400 a year (Indian mess where offered)\nMedical insurance: about $100-200 a year\nVisa extension and registration: about $100-200 a year',
  },
  faq: [
    {
      question: 'Is the course taught in English?',
      answer:
        'Teaching is in English; Uzbek or Russian is needed with patients, so language classes matter.',
    },
    {
      question: 'Will my child have to pass FMGE or NExT to practise in India?',
      answer: `Yes. Graduates must pass FMGE: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS} We do not promise any pass rate.`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'met',
      note: 'The General Medicine programme is 6 years (72 months); even without the final practice year it exceeds 54 months.',
      checkedOn: '2026-11-22',
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'The final year is described as clinical practice. Get in writing that a 12-month internship is done at this university.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but students must use Uzbek or Russian with patients, so the course is not in English throughout.',
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
      note: 'Not confirmed whether foreign graduates get an Uzbek licence on a par with citizens. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
}
