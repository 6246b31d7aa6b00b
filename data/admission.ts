/** The application steps and documents every university page lists (spec 000 "University detail"). */

export const applicationSteps = [
  {
    title: 'Free counselling',
    text: 'We check your NEET result, budget and goals, and shortlist universities that meet the FMGL 2021 rules.',
  },
  {
    title: 'Apply with your documents',
    text: 'We send your application and documents to the university for you.',
  },
  {
    title: 'Admission letter and seat booking',
    text: 'The university issues an admission letter; a booking amount of ₹10,000 secures your seat.',
  },
  {
    title: 'Invitation and visa',
    text: 'We help with the invitation letter, document legalisation and the student visa.',
  },
  {
    title: 'Travel and enrolment',
    text: 'You fly with other students; we meet you on arrival and help with enrolment and hostel.',
  },
] as const

export const requiredDocuments = [
  'Passport, valid at least 18 months (12 months for Bulgaria and Malaysia)',
  'Class 10 and Class 12 mark sheets and certificates',
  'NEET-UG scorecard (valid for 3 years)',
  'Birth certificate',
  'Passport-size photographs',
  'Medical fitness certificate, including an HIV test',
] as const

/**
 * The admission-process page's document list (spec 001 section 2.12: ten documents, with the
 * note that requirements vary). NEET is not "if applicable": India requires it to practise.
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

/** The admission-process page's questions (spec 001 section 2.12), answered with the facts. */
export const admissionFaqs = [
  {
    question: 'When should we start?',
    answer:
      'Six to eight months before the intake. Most universities start in September; some in February or later (see each country guide). Documents need attestation and an apostille, and a visa invitation can take weeks.',
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
      "Yes: we help with the university's invitation, the attestation and apostille of your documents, the visa application and travel. The embassy decides the visa; nobody can promise it.",
  },
] as const
