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
