import { NEXT_STATUS, NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Bulgaria: what its universities share, stated once; a university holds only what differs. */
export const bulgaria: Destination = {
  slug: 'bulgaria',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, entrance tests in Biology and Chemistry, and English at B2 level.',
    duration: '6 years',
    language: 'English (Bulgarian taught for patient contact)',
    intake: ['February'],
    admissionProcess:
      "Register in the university's online application system (for the February intake, from 1 June to 1 October)\nSit the entry tests in Biology and Chemistry (online or in person)\nHave the Class 12 certificate validated for Bulgaria and send translated, legalised documents\nReceive the admission letter and apply for a Bulgarian long-stay (type D) visa\nTravel to Pleven, enrol and apply for a residence permit",
    eligibility:
      '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)\nNEET-UG qualified (result valid for 3 years)\nAge 17 by 31 December of the admission year\nPassport valid for at least 12 months\nEntry tests in Biology and Chemistry\nEnglish at B2 level where English is not an official language of the home country (a 1-year preparatory course is offered)\nClass 12 certificate validated for the Bulgarian system, translated into Bulgarian and legalised (apostille)',
    intakes:
      'The English-medium medicine programme starts in February. Applications open on 1 June and close on 1 October of the year before.',
    additionalExpenses:
      'University hostel: about EUR 1,200-2,000 a year\nFood: about EUR 2,000-2,800 a year\nHealth insurance: about EUR 250-400 a year\nVisa and residence permit: about EUR 150-300 in the first year\nDocument validation and translation: about EUR 300-600 once',
  },
  faq: [
    {
      question: 'Is it taught in English?',
      answer:
        'Yes. Medicine for foreign students is taught in English. Bulgarian is taught as a subject so that students can talk to patients in the clinical years.',
    },
    {
      question: 'What about FMGE or NExT after graduating?',
      answer: `To practise in India the graduate must pass the FMGE: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS}`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'met',
      note: "The medicine programme is 6 years per the university's published programme.",
      checkedOn: '2026-11-22',
    },
    internship12MonthsSameInstitution: {
      status: 'contested',
      note: "The 6th year is a clinical pre-graduation internship in the university's hospitals. Whether India counts it as the 12-month internship is unsettled.",
      checkedOn: '2026-11-22',
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but Bulgarian is taught as a subject and used with patients, so the course is not English throughout.',
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
      note: 'Registration in Bulgaria for non-EU graduates involves language and permit steps we have not verified. Ask the university in writing.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
}
