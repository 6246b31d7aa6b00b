/**
 * The privacy notice's content (DPDP Act 2023 s.5 and Rules 2025 r.3; SPDI Rules 2011 r.4-5):
 * each item of personal data the site collects, where, why, and how long it is kept. The
 * fields are those of the lead schemas (lib/validation/leads.ts) and the data-request form
 * (lib/validation/data-request.ts); a new field there needs a line here.
 * Sources: docs/sources/verification-notes.md, "Privacy".
 */

export type CollectedItem = {
  /** What the item is, as a visitor would call it. */
  item: string
  /** The forms (or the moment) that collect it. */
  where: string
  /** Why it is needed. */
  purpose: string
}

const allLeadForms =
  'every form (callback, enquiry, application, Apply Now, webinar registration and question, consultation forms)'

export const collectedItems = [
  {
    item: 'Your name',
    where: allLeadForms,
    purpose: 'To know whom we are counselling and to address you when we call or write.',
  },
  {
    item: 'Phone number',
    where: 'every form except the webinar question form',
    purpose:
      'To call or message you about your enquiry; we also use it to see that two enquiries come from the same person, so one counsellor looks after you.',
  },
  {
    item: 'E-mail address',
    where: allLeadForms,
    purpose:
      'To send you what you asked for (a shortlist, webinar details, an answer) and to reach you if your phone is off.',
  },
  {
    item: 'Last attended school or college',
    where: 'the application, Apply Now and enquiry forms',
    purpose: 'To judge which universities and intakes you are eligible for.',
  },
  {
    item: 'NEET score',
    where: 'the application and Apply Now forms',
    purpose:
      'NEET qualification is required to study medicine abroad; the score tells us which universities to suggest.',
  },
  {
    item: 'Preferred countries and universities',
    where: 'the application, Apply Now, enquiry and consultation forms',
    purpose: 'To counsel you about the places you are interested in.',
  },
  {
    item: 'Preferred time for a call',
    where: 'the callback form',
    purpose: 'To call when it suits you.',
  },
  {
    item: 'Your message or question',
    where:
      'the callback, enquiry, application, Apply Now and consultation forms; the webinar question form',
    purpose: 'To answer what you asked.',
  },
  {
    item: 'The webinar you registered for',
    where: 'the webinar registration form',
    purpose: 'To send you the joining details and a reminder.',
  },
  {
    item: 'Whether the student is under 18',
    where: allLeadForms,
    purpose:
      "The law needs a parent's or guardian's consent before we use the details of a student under 18.",
  },
  {
    item: "Parent's or guardian's name, phone number and consent",
    where: 'every form, only when the student is under 18',
    purpose:
      'To record who consented for the student, and to speak with that parent or guardian about the counselling.',
  },
  {
    item: 'The page you sent the form from; campaign tags, the referring website and the first page you landed on',
    where: 'recorded with every form',
    purpose:
      'To know which page or advertisement brought you, so we can answer in context and stop advertising that does not help families.',
  },
  {
    item: 'The version of the consent notice you saw',
    where: 'recorded with every form',
    purpose: 'To show what you agreed to, and when.',
  },
  {
    item: 'Your internet (IP) address',
    where: 'every form post and data request',
    purpose:
      'To stop automated floods of submissions; it is kept as a counter, separate from your details, and deleted after about a day.',
  },
  {
    item: 'Name, e-mail or phone, and the details of a data request',
    where: 'the "Your data" request form',
    purpose: 'To find your details, act on your request and answer you.',
  },
] as const satisfies readonly CollectedItem[]

export type RetentionRule = { what: string; howLong: string }

export const retentionRules = [
  {
    what: 'Your enquiry and its details',
    howLong:
      'As long as we are counselling you for the intake you asked about. We erase them when you ask us to, and when the purpose is served: you have told us you no longer want counselling, or the intake you asked about has closed and you have not been in touch since. There is no fixed number of years.',
  },
  {
    what: 'If you become our student',
    howLong:
      'Your details stay in your student file while we help you with admission, visa and travel, and until you have started your course; then we erase what we no longer need.',
  },
  {
    what: 'The copy in our counsellors’ spreadsheet',
    howLong:
      'The same as above: when we erase your enquiry, we delete its row in the spreadsheet too.',
  },
  {
    what: 'What is kept after erasure',
    howLong:
      'Only that an enquiry of a given kind arrived on a given date and which countries or universities it asked about, with no name, phone, e-mail or message, so it no longer tells anyone who you are. It keeps our counts of what families ask about true.',
  },
  {
    what: 'A record of your data request',
    howLong:
      'Kept longer than your enquiry: for one year after we answer it, then deleted. It holds what you asked, the contact details you gave us to find you and what we did; it lets us show that we answered you, and the Rules ask us to keep records of processing for at least a year.',
  },
  {
    what: 'Your internet (IP) address',
    howLong: 'Deleted after about a day; it is used only to count submissions.',
  },
] as const satisfies readonly RetentionRule[]

/**
 * How long the Grievance Officer may take, at most: the SPDI Rules 2011, r.5(9), in force now,
 * allow one month (the DPDP Rules 2025, r.14(3), allow 90 days once their duties begin in 2027).
 */
export const GRIEVANCE_ANSWER_DAYS = 30

/**
 * The Data Protection Board of India's complaint address. Unset until its official address
 * has been checked: the page then names the Board and how to reach it without a link.
 */
export const dataProtectionBoard = {
  name: 'Data Protection Board of India',
  url: null as string | null,
}
