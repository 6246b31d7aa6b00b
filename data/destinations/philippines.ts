import { NEXT_STATUS } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Philippines: what its universities share, stated once; a university holds only what differs. */
export const philippines: Destination = {
  slug: 'philippines',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification for the pre-medical BS, then the National Medical Admission Test (NMAT) at the percentile the school sets before the MD.',
    duration: 'About 5.5-6.5 years (BS pre-med + MD of 4 to 4.5 years)',
    language: 'English',
    intake: ['August'],
    admissionProcess:
      "Apply with Class 10 and 12 mark sheets, NEET-UG score card and passport copy\nReceive the offer and notice of acceptance for the pre-medical BS\nHave documents authenticated (apostilled) and apply for the Philippine student visa the school advises\nTravel to the Philippines, enrol in the BS and register with the Bureau of Immigration\nAfter the BS, pass the NMAT and obtain CHED's certificate of eligibility to enter the MD",
    eligibility:
      '50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)\nNEET-UG qualified (result valid 3 years)\nAge 17 by 31 December of the admission year\nPassport valid for at least 18 months\nComplete the pre-medical BS and pass the National Medical Admission Test (NMAT) at the percentile the school sets before entering the MD',
    intakes:
      'The MD year usually begins around August; the pre-medical BS for Indian students often starts around August or September, and some schools run a second BS start early in the year. Apply three to four months ahead for visa processing.',
    additionalExpenses:
      'Hostel or dormitory: about $1,200-2,000 a year\nFood: about $1,200-1,800 a year\nVisa, ACR I-Card and immigration fees: about $400-700 a year\nMedical insurance: about $100-300 a year\nNMAT fee, books and instruments: about $150-300 a year',
  },
  faq: [
    {
      question: 'What about FMGE or NExT?',
      answer: `If the course is accepted under FMGL, graduates must pass FMGE (June and December sessions, 300 multiple-choice questions, pass mark 150/300, no negative marking). ${NEXT_STATUS} We do not quote pass rates we cannot source.`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'contested',
      note: 'NMC does not count the BS, and a 4-year MD is 48 months, below 54. Some schools now offer a 54-month MD to Indian students; NMC has not confirmed it.',
      checkedOn: '2026-11-22',
      source: 'NMC notice of 22 Nov 2023 on the BS + MD route; CHED letter (8 May 2025)',
    },
    internship12MonthsSameInstitution: {
      status: 'contested',
      note: 'CHED said in 2025 that a 12-month internship at the school or its affiliate is possible; rules for foreign graduates have shifted. Get the plan in writing.',
      checkedOn: '2026-11-22',
      source:
        'CHED letter (8 May 2025); APMC advisories 2025-03 (13 Aug 2025) and 2025-04 (25 Nov 2025)',
    },
    englishMedium: {
      status: 'met',
      note: 'Teaching, exams and hospital records are in English, an official language of the Philippines; some patients speak only Filipino or a local language.',
      checkedOn: '2026-11-22',
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: "No official list compares foreign curricula with the Indian MBBS; compare the subject list with NMC's schedule.",
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'contested',
      note: "PRC said in 2023 foreign graduates may apply for the licence exam under the Medical Act of 1959, which has a reciprocity condition; India's Embassy urges caution.",
      checkedOn: '2026-11-22',
      source: 'Medical Act of 1959 (reciprocity); no enacted amendment found (May 2024 reports)',
    },
  },
  cautions: [],
  universityCautions: [
    {
      date: '2021-11-18',
      text: "The BS + MD route does not meet India's FMGL 2021 rules for students admitted after 18 Nov 2021 (NMC notice of 22 Nov 2023). An NMC corrigendum of 1 Jan 2026 lets BS students admitted before that date take the 2002 screening-test route with one extra year of internship in India.",
      source:
        'NMC notice reported by Medical Dialogues (24 Nov 2023); PTI via Newsdrum (1 Jan 2026)',
      url: null,
    },
  ],
}
