import { NEXT_STATUS } from '@/data/regulation'
import type { Destination } from '@/data/destinations/types'

/** Malaysia: what its universities share, stated once; a university holds only what differs. */
export const malaysia: Destination = {
  slug: 'malaysia',
  defaults: {
    entranceRequirement:
      "NEET-UG qualification, the university's own selection (school results, an English test and an interview), and the extra entry requirements the Malaysian Medical Council sets for Indian nationals.",
    duration: '5 years',
    language: 'English',
    intake: null,
    admissionProcess: null,
    eligibility: null,
    intakes: null,
    additionalExpenses: null,
  },
  faq: [
    {
      question: 'Can an Indian graduate get a licence to practise in Malaysia?',
      answer:
        'Not easily. Full registration with the Malaysian Medical Council needs two years of housemanship in Ministry of Health hospitals, done after graduation and not at the university, and these posts are generally for Malaysian citizens. Plan on returning to India or another country.',
    },
    {
      question: 'What about FMGE or NExT after graduating?',
      answer: `A Malaysian MBBS does not meet two FMGL 2021 conditions (the 12-month internship and the licence to practise in Malaysia), so it is not a route to practising in India. For courses that do qualify, India's licensing exam is FMGE: two sessions a year (June and December), 300 multiple-choice questions, pass mark 150/300, no negative marking. ${NEXT_STATUS}`,
    },
  ],
  fmgl: {
    internship12MonthsSameInstitution: {
      status: 'not_met',
      note: 'The 5-year course has no 12-month internship. Malaysian housemanship is a separate 2-year job in Ministry of Health hospitals, not at the university.',
      checkedOn: '2026-11-22',
      source:
        'Malaysian Medical Council registration rules, as set out in the Monash University Malaysia 2026 prospectus',
    },
    curriculumEquivalent: {
      status: 'unverified',
      note: 'No official equivalence list exists. Compare the subjects and clinical postings with the Indian MBBS before paying.',
      checkedOn: null,
    },
    licenceToPractise: {
      status: 'not_met',
      note: 'Malaysian registration needs 2 years of housemanship in government hospitals. These posts are generally for citizens, so do not expect a licence on par with Malaysians.',
      checkedOn: '2026-11-22',
      source:
        'Malaysian Medical Council registration rules, as set out in the Monash University Malaysia 2026 prospectus',
    },
  },
  cautions: [],
  universityCautions: [
    {
      date: '2026-11-24',
      text: 'No Malaysian MBBS meets two FMGL 2021 conditions: the course has no 12-month internship, and housemanship for foreigners is restricted, so there is no licence on a par with citizens. A Malaysian degree is not a route to practising in India.',
      source:
        "FMGL Regulations 2021; Malaysian Medical Council registration rules as stated in Monash University Malaysia's 2026 prospectus",
      url: null,
    },
  ],
}
