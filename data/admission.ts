import { siteSettings } from '@/data/site'

/** The application steps and documents every university page lists. */

type Step = { title: string; text: string }

const seatBooking = `₹${siteSettings.seatBookingInr.toLocaleString('en-IN')}`

/**
 * The steps of an application through us. What they promise is what a counsellor does: no
 * university in the catalogue meets every FMGL 2021 condition by its own checklist, so the
 * shortlist shows where each stands rather than claiming they all meet the rules; a booking
 * amount holds a place while the university decides (the Refund Policy), it does not secure one;
 * and nobody is promised a welcome at the airport.
 */
export const applicationSteps: readonly Step[] = [
  {
    title: 'Free counselling',
    text: 'We go through your NEET result, marks and budget with you, and shortlist universities with their FMGL 2021 checklists: which conditions are met, contested or not yet verified.',
  },
  {
    title: 'Apply with your documents',
    text: 'We send your application and documents to the university for you.',
  },
  {
    title: 'Admission letter and seat booking',
    text: `The university decides and issues an admission letter. You may then pay us a seat booking amount of ${seatBooking} for our work to confirm the admission with the university and start the visa papers. It does not hold or buy a place: only the university gives one. Our Refund Policy says when it comes back in full.`,
  },
  {
    title: 'Invitation and visa',
    text: 'We help with the invitation letter, document legalisation and the student visa. The embassy decides the visa.',
  },
  {
    title: 'Travel and enrolment',
    text: 'We help you plan the journey, the enrolment papers and the hostel before you leave.',
  },
]

/**
 * Where admission works differently, the country's own step replaces the seat booking: Nepal's
 * colleges admit foreign students only on the Medical Education Commission's merit list.
 */
const seatStepByCountry: Partial<Record<string, Step>> = {
  nepal: {
    title: 'Merit list and seat allocation',
    text: "Nepal's Medical Education Commission (MEC) allocates every seat from its merit list; no booking amount can hold or buy a place. We help you register on MEC's portal and follow its notices.",
  },
}

/** The steps for a university in `country`. */
export function applicationStepsFor(country: string): readonly Step[] {
  const seatStep = seatStepByCountry[country]
  if (!seatStep) return applicationSteps
  return applicationSteps.map((step, index) => (index === 2 ? seatStep : step))
}

export const requiredDocuments = [
  'Passport, valid at least 18 months (12 months for Bulgaria and Malaysia)',
  'Class 10 and Class 12 mark sheets and certificates',
  'NEET-UG scorecard (valid for 3 years)',
  'Birth certificate',
  'Passport-size photographs',
  'Medical fitness certificate, including an HIV test',
] as const

/**
 * The admission-process page's document list: ten documents, with the note that requirements
 * vary. NEET is not "if applicable": India requires it to practise.
 */
export const admissionDocuments = [
  "The university's application form",
  'Class 10 and Class 12 mark sheets and pass certificates',
  'NEET-UG scorecard (required to practise in India later)',
  'Passport, valid at least 18 months (12 months for Bulgaria and Malaysia)',
  'Passport-size photographs',
  'Birth certificate',
  'Medical fitness certificate, including an HIV test',
  "Bank statement or sponsor's letter for the first year's costs",
  'No objection certificate, where the university or embassy asks for one',
  'Student visa, applied for after the admission letter',
] as const

/** The admission-process page's questions, answered with the facts. */
export const admissionFaqs = [
  {
    question: 'When should we start?',
    answer:
      'Six to eight months before the intake. Most universities start in September; some in February or later (see each country guide). Documents need attestation, then the MEA apostille; Nepal and Malaysia are outside the Apostille Convention and ask for attestation without one (see their guides). A visa invitation can take weeks.',
  },
  {
    question: 'Is NEET mandatory?',
    answer:
      'Yes, for an Indian student who wants to practise medicine in India later. A qualifying NEET-UG result is valid for three years from its declaration. Without it, a foreign degree does not let you sit FMGE.',
  },
  {
    question: 'Do I need to know the local language?',
    answer:
      "Teaching is in English in the programmes we advise on, but in many countries patients speak the local language in the clinical years, so students learn it. India's FMGL 2021 rules require English-medium teaching throughout: each country guide says how that stands.",
  },
  {
    question: 'How much does it cost?',
    answer:
      'It varies a great deal by country and university. Each university page shows its fee in its own currency with the date it was checked (or "estimate"), and our Course Cost & EMI tool adds hostel, food, travel and a loan\'s EMI in rupees.',
  },
  {
    question: 'Do you help with the visa?',
    answer:
      "Yes: we help with the university's invitation, the attestation of your documents (with the MEA apostille where the country accepts it), the visa application and travel. The embassy decides the visa; nobody can promise it.",
  },
] as const
