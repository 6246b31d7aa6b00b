import { NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Kyrgyzstan: what its universities share, stated once; a university holds only what differs. */
export const kyrgyzstan: Destination = {
  slug: 'kyrgyzstan',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification; the university reviews documents and may set an entrance test.',
    duration: '5 years (English-medium General Medicine; internship year to be confirmed)',
    language: 'English (Russian or Kyrgyz needed for clinical practice)',
    intake: ['September'],
    admissionProcess:
      "Apply with the Class 12 marksheet, NEET-UG scorecard and passport copy\nReceive a provisional admission letter after document review (and any entrance test)\nGet the Kyrgyz Education Ministry's certificate recognising the school certificate\nReceive the visa invitation, obtain the student visa and travel\nOn arrival: sign the contract, pay the fee, register with the migration authority",
    eligibility: null,
    intakes:
      'Classes start in September. Apply by June or July; the school-certificate recognition and visa take several weeks.',
    additionalExpenses:
      'Hostel: about $600-1,000 a year\nFood: about $1,000-1,400 a year (Indian mess where offered)\nMedical insurance: about $100-150 a year\nVisa extension and registration: about $150-250 a year',
  },
  faq: [
    {
      question: 'Is the course 5 or 6 years?',
      answer:
        "The English General Medicine programme is listed as 5 years. India's FMGL rules also need a 12-month internship at the same university, so insist on a written 6th internship year.",
    },
    {
      question: 'Will my child have to pass FMGE or NExT to practise in India?',
      answer: `Yes. Graduates must pass FMGE: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS} We do not promise any pass rate.`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'met',
      note: 'The English General Medicine programme is at least 5 years (60 months) of study, above the 54-month minimum.',
      checkedOn: '2026-11-22',
    },
    internship12MonthsSameInstitution: {
      status: 'contested',
      note: 'The 5-year course has no separate 12-month internship. Join only if the university confirms in writing a 12-month internship here after it.',
      checkedOn: '2026-11-22',
    },
    englishMedium: {
      status: 'contested',
      note: 'Teaching is in English, but Russian (or Kyrgyz) is compulsory and used with patients, so it is not English throughout.',
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
      note: 'Not confirmed whether foreign graduates get a Kyrgyz licence on a par with citizens. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [
    {
      date: '2022-02-18',
      text: 'The NMC cautioned Indian students about new medical colleges in Kyrgyzstan (Avicenna, Adam, Royal Metropolitan, International Medical University, Salymbekov). Check the college against this notice before paying.',
      source: 'NMC public notice of 18 Feb 2022, reported by Careers360 (19 Feb 2022)',
      url: null,
    },
    {
      date: '2024-05-18',
      text: 'Mobs attacked hostels of foreign students in Bishkek on 17-18 May 2024; about 17,000 Indian students were in the country.',
      source: 'PTI (May 2024)',
      url: null,
    },
  ],
  universityCautions: [],
}
