import { NEXT_STATUS } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Russia: what its universities share, stated once; a university holds only what differs. */
export const russia: Destination = {
  slug: 'russia',
  defaults: {
    entranceRequirement:
      "NEET-UG qualification, and the university's own entrance test or interview for foreign applicants (usually Biology and Chemistry, often online). Some universities test again on arrival.",
    duration: '6 years',
    language: 'English (Russian for clinical practice)',
    intake: ['September'],
    admissionProcess:
      "Send the application with passport, Class 10 and 12 mark sheets and NEET-UG scorecard\nTake the university's entrance test or interview for foreign applicants\nReceive the admission letter\nThe university obtains the official invitation for the Russian student visa\nApply for the student visa at the Russian Embassy or a consulate in India, then travel\nEnrol on arrival: sign the contract, pay the fees, medical check, migration registration and hostel",
    eligibility:
      "At least 50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)\nNEET-UG qualified (result valid for 3 years)\nAge 17 by 31 December of the admission year\nPassport valid for at least 18 months\nThe university's entrance tests for foreign applicants (usually Biology and Chemistry, often online); confirm the current format",
    intakes:
      'Classes start in September; students arriving on a visa may join in the first weeks of the term. Apply from spring to about August, early enough for the visa invitation, which takes several weeks.',
    additionalExpenses:
      'Hostel: about $300-700 a year\nFood: about $1,200-1,800 a year\nMedical insurance (compulsory): about $100-250 a year\nVisa extension and migration registration: about $50-150 a year',
  },
  faq: [
    {
      question: 'Is the course taught in English?',
      answer:
        'Lectures and classes for international students are in English. Russian is taught as a subject, and students need it to talk to patients in the clinical years, so the course is not English throughout.',
    },
    {
      question: 'What about FMGE or NExT after graduating?',
      answer: `Indian graduates must pass FMGE, held in June and December: 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS} After passing, a 12-month internship in India follows. We cannot promise any pass rate.`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'met',
      note: 'Programme is 6 years (72 months) of General Medicine, well above the 54-month minimum.',
      checkedOn: '2026-11-22',
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: "The 6-year course includes clinical practice, but no separate 12-month internship is known. Get the university's position in writing.",
      checkedOn: null,
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but Russian is taught as a subject and used with patients in the clinical years, so the course is not English throughout.',
      checkedOn: '2026-11-22',
      source:
        'Embassy of India, Moscow (2022): Russian is needed with patients and the state accreditation exam is in Russian',
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official list of curricula equivalent to the Indian MBBS exists; compare the subjects with the Indian MBBS curriculum.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'unverified',
      note: "Graduates sit Russia's accreditation, largely in Russian. Whether foreign graduates can practise in Russia on a par with citizens is not confirmed.",
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
}
