/**
 * What every webinar shares: the presenters, and the summary and topics a new session starts
 * with on the dashboard (staff may change them per session). The sessions themselves are
 * dated data staff manage in the database (webinar_sessions); a past or cancelled session is
 * never offered (DESIGN.md "Domain truth").
 */
export const webinarDefaults = {
  title: 'MBBS Abroad: choosing the right country and university',
  summary:
    'A live session for students and parents: how to shortlist universities, what the whole course really costs, and the rules that decide whether you can practise in India afterwards.',
  topics: [
    'NEET qualification and its three-year validity for studying abroad',
    'The FMGL 2021 rules: 54-month course, 12-month internship, English medium, licence to practise',
    'Total cost: tuition, hostel, food, travel and exchange rates',
    'FMGE: two sessions a year, 300 questions, 150 to pass',
    'Documents, visa and the first weeks abroad',
  ],
} as const

/**
 * Who presents, by what they do in the session: a person is described by their experience only
 * from a record with evidence and their consent (data/claims.ts), which no presenter has yet.
 */
export const presenters = [
  {
    role: 'An admissions counsellor',
    text: 'Takes you through shortlisting, the whole cost and the rules that decide whether you can practise in India, and answers your questions.',
  },
  {
    role: 'An FMGE teacher',
    text: 'Explains what FMGE asks of a graduate and how to prepare for it from the first year.',
  },
] as const

/**
 * What a registration is for while no session is scheduled: an invitation to the next one.
 */
export const nextSessionInterest = { id: 'next-session', title: 'The next free webinar' } as const
