import { NEXT_STATUS } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Bosnia: what its universities share, stated once; a university holds only what differs. */
export const bosnia: Destination = {
  slug: 'bosnia',
  defaults: {
    entranceRequirement:
      'NEET-UG qualification, and an interview for first-year enrolment in the English programme.',
    duration: '6 years',
    language: 'English',
    intake: ['October'],
    admissionProcess:
      "Apply in the faculty's call for applications to the International Medical Degree Program with school certificates and passport\nAttend the selection interview\nCheck the published ranking list and accept the place\nApply for a Bosnian visa and temporary residence for study\nTravel to Sarajevo, pay the first tuition instalment (BAM 6,000) and enrol",
    eligibility:
      "50% aggregate in Physics, Chemistry and Biology in Class 12 (40% for reserved categories)\nNEET-UG qualified (result valid for 3 years)\nAge 17 by 31 December of the admission year\nPassport valid for at least 18 months\nCompleted secondary education with Biology and Chemistry\nSelection interview\nEnglish proficiency\nRecognition of the foreign school certificate as the faculty's call requires",
    intakes:
      'The academic year starts in October. The call for applications opens in late spring or summer, with a second call if places remain.',
    additionalExpenses:
      'Private room or shared flat: about EUR 2,400-4,200 a year\nFood and living: about EUR 2,000-3,000 a year\nHealth insurance: about EUR 150-300 a year\nVisa and temporary residence: about EUR 100-200 a year',
  },
  faq: [
    {
      question: 'Is it taught in English?',
      answer:
        'Yes. The International Medical Degree Program is taught in English. Patients speak Bosnian, so learning the language helps in the clinical years.',
    },
    {
      question: 'What about FMGE or NExT after graduating?',
      answer: `To practise in India the graduate must pass the FMGE: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS}`,
    },
  ],
  fmgl: {
    duration54Months: {
      status: 'met',
      note: "The programme is 6 years (360 ECTS) per the faculty's published programme description.",
      checkedOn: '2026-11-22',
    },
    internship12MonthsSameInstitution: {
      status: 'unverified',
      note: 'We have not confirmed a 12-month internship inside the programme. Get the position in writing from the faculty.',
      checkedOn: null,
    },
    englishMedium: {
      status: 'unverified',
      note: "The International Medical Degree Program is taught in English per the faculty's website; whether clinical work with patients needs Bosnian is not confirmed.",
      checkedOn: null,
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subjects and clinical postings with the Indian MBBS before paying.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'unverified',
      note: 'Whether foreign graduates can get a Bosnian licence on par with citizens is not confirmed. Ask the faculty and the medical chamber.',
      checkedOn: null,
    },
  },
  cautions: [],
  universityCautions: [],
}
