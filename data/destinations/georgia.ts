import { NMC_MEDIUM_ADVISORY } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Georgia: what its universities share, stated once; a university holds only what differs. */
export const georgia: Destination = {
  slug: 'georgia',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, and an English test or online interview where the university asks for one.',
    duration: '6 years',
    language: 'English (Georgian taught for patient contact)',
    intake: ['September'],
    admissionProcess:
      "Send the application with Class 10 and 12 mark sheets, NEET-UG score card and passport copy\nTake the university's English test or online interview if asked\nReceive the admission letter; the university files your documents for recognition and enrolment approval by the Ministry of Education of Georgia\nApply for the Georgian study (D3) visa once the approval is issued\nTravel to Georgia and complete enrolment and registration at the university",
    eligibility:
      "50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)\nNEET-UG qualified (result valid 3 years)\nAge 17 by 31 December of the admission year\nPassport valid for at least 18 months\nEnglish proficiency: IELTS/TOEFL or the university's own English test or interview",
    intakes:
      'Classes begin in September or early October; apply between May and August so that document recognition and the visa are done in time. Ask the university whether it also runs a spring intake.',
    additionalExpenses:
      'Hostel or shared flat: about $2,000-3,500 a year\nFood: about $1,500-2,400 a year\nMedical insurance: about $200-400 a year\nResidence permit and document fees: about $150-300 a year',
  },
  faq: [],
  fmgl: {
    duration54Months: {
      status: 'met',
      note: 'The MD is 6 years (12 semesters, 360 ECTS credits), above the 54-month minimum.',
      checkedOn: '2026-11-22',
    },
    internship12MonthsSameInstitution: {
      status: 'contested',
      note: 'Georgia says the sixth year is a mandatory clinical internship; NMC has not confirmed that it meets FMGL. Get the internship terms in writing.',
      checkedOn: '2026-11-22',
      source: 'Georgian Ministry statement (5 Sep 2025); Embassy of India, Yerevan (15 Sep 2022)',
    },
    englishMedium: {
      status: 'contested',
      note: 'Classes are in English, but Georgian is taught so that students can talk to patients in the clinical years, so the course is not English throughout.',
      checkedOn: '2026-11-22',
      source: NMC_MEDIUM_ADVISORY,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: "No official list compares foreign curricula with the Indian MBBS; compare the subject list with NMC's schedule.",
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'contested',
      note: 'Georgian MD graduates, local or foreign, may work as junior doctors; independent practice needs residency and a state exam. Whether that satisfies FMGL is unclear.',
      checkedOn: '2026-11-22',
      source: 'Georgian Ministry statement (5 Sep 2025); Embassy of India, Yerevan (15 Sep 2022)',
    },
  },
  cautions: [
    {
      date: '2025-12-04',
      text: "Georgia's Education Minister announced that state universities will be closed or capped for new foreign students from the 2026-27 academic year. In February 2026 a 'one city, one faculty' reform left Tbilisi State Medical University as the only state medical faculty in Tbilisi; its rector said foreign students must stay within 5% of the quota.",
      source:
        'OC Media and Georgia Today (3-4 Dec 2025); The Messenger and Georgia Today (12-13 Feb 2026); TSMU rector (24 Feb 2026)',
      url: null,
    },
  ],
  universityCautions: [],
}
