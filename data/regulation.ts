/**
 * India's rules that every page states the same way, each with its source (checked
 * 2026-11-24; docs/content-sources.md is made from them). One sentence, read by every page
 * that needs it, so a correction reaches them all.
 */

/** NExT Regulations notified 28 Jun 2023, deferred 13 Jul 2023 "till further directions". */
export const NEXT_STATUS =
  'NExT was notified in 2023 and then deferred; FMGE applies until the NMC announces NExT.'
export const NEXT_STATUS_SOURCE =
  'NExT Regulations 2023, notified 28 Jun 2023 and deferred 13 Jul 2023 (Indian Express); a notice of 1 Apr 2026 announcing NExT was declared fake (DoctorsPost, Apr 2026)'

/**
 * FMGE as it is (checked 2026-11-24; docs/sources/verification-notes.md, "Regulatory facts"): the
 * licensing exam for graduates of foreign medical courses until NExT is announced.
 */
export const FMGE_FORMAT = {
  sessions: 'June and December',
  questions: 300,
  parts: 2,
  minutesPerPart: 150,
  passMark: 150,
  negativeMarking: false,
  feeInr: 6195,
  source: 'The Telegraph (27 Jan 2026); Careers360 (Feb 2026)',
} as const

/** The FMGE in one phrase, for the country guides' questions: made from FMGE_FORMAT. */
export const FMGE_IN_BRIEF = `two sessions a year (${FMGE_FORMAT.sessions}), ${FMGE_FORMAT.questions} multiple-choice questions, pass mark ${FMGE_FORMAT.passMark}/${FMGE_FORMAT.questions}, ${FMGE_FORMAT.negativeMarking ? 'with' : 'no'} negative marking`

/** One FMGE session's national result: passed of appeared, as reported, with its source. */
export type FmgeResult = {
  session: string
  /** When the exam sat, where it differs from the session's name (December 2025 sat in January 2026). */
  heldOn: string | null
  passRate: number
  passed: number | null
  appeared: number | null
  source: string
}

/** National FMGE pass rates per session, oldest first. */
export const fmgeResults: readonly FmgeResult[] = [
  {
    session: 'June 2023',
    heldOn: null,
    passRate: 10.2,
    passed: 2474,
    appeared: 24269,
    source: 'Medical Jagat; counts from Medical Dialogues (Jul 2023)',
  },
  {
    session: 'December 2023',
    heldOn: null,
    passRate: 20.95,
    passed: 7781,
    appeared: 37149,
    source: 'Medical Dialogues (Dec 2023); Medical Jagat printed 20.6%',
  },
  {
    session: 'June 2024',
    heldOn: null,
    passRate: 20.19,
    passed: 7233,
    appeared: 35819,
    source: 'Careers360 (20 Jan 2025)',
  },
  {
    session: 'December 2024',
    heldOn: null,
    passRate: 29.62,
    passed: 13149,
    appeared: 44390,
    source: 'Careers360 (20 Jan 2025)',
  },
  {
    session: 'June 2025',
    heldOn: null,
    passRate: 18.61,
    passed: 6707,
    appeared: 36034,
    source: 'Zee News (14 Aug 2025)',
  },
  {
    session: 'December 2025',
    heldOn: '2026-01-17',
    passRate: 23.95,
    passed: 10262,
    appeared: 42872,
    source: 'The Telegraph (6 Feb 2026)',
  },
]

/**
 * What the national results say about passing, in one sentence: the lowest and highest
 * session rates and the sessions they span. Per-session rates are all that is published, so
 * the site does not say how many pass "at the first attempt".
 */
export function fmgePassSummary(results: readonly FmgeResult[] = fmgeResults): string {
  const rates = results.map((result) => result.passRate)
  const first = results[0]?.session
  const last = results.at(-1)?.session
  return `in each session from ${first} to ${last}, between ${Math.min(...rates)}% and ${Math.max(...rates)}% of candidates passed`
}

/**
 * FMGE results by country of study: the only official figures found are NBE's for graduates
 * of 2015-18 (Indian Express, Oct 2019). Old, and shown with their years; other countries:
 * "not published".
 */
export const fmgeByCountry: Partial<
  Record<
    string,
    { passRate: number; passed: number; appeared: number; cohort: string; source: string }
  >
> = {
  russia: {
    passRate: 12.9,
    passed: 1510,
    appeared: 11697,
    cohort: 'graduates of 2015-18',
    source: 'NBE data via Indian Express (Oct 2019)',
  },
  nepal: {
    passRate: 17.68,
    passed: 1042,
    appeared: 5894,
    cohort: 'graduates of 2015-18',
    source: 'NBE data via Indian Express (Oct 2019)',
  },
}

/** What an FMGL English-medium item rests on where students use the local language. */
export const NMC_MEDIUM_ADVISORY =
  'NMC advisories of 8 Aug 2023 and 22/26 Nov 2024: any variation in the medium may make a graduate ineligible'

/**
 * The Class 12 aggregate in Physics, Chemistry and Biology India asks of a medical student,
 * by category, and with a disability (PwD) by category too (GMER 1997 as quoted in the NEET-UG
 * bulletins; docs/sources/verification-notes.md, "Regulatory facts").
 */
export const PCB_MINIMUM = {
  general: 50,
  reserved: 40,
  generalPwd: 45,
  reservedPwd: 40,
} as const

const pcbRule = `${PCB_MINIMUM.general}% in Physics, Chemistry and Biology together (${PCB_MINIMUM.reserved}% for SC, ST and OBC; with a disability, ${PCB_MINIMUM.generalPwd}% for the general category and ${PCB_MINIMUM.reservedPwd}% for SC, ST and OBC)`

/**
 * India's conditions for a student who means to practise in India after a medical degree
 * abroad. They are the same for every country, so they are stated here once: every guide,
 * university page and checklist shows these lines first, then the country's and the
 * university's own requirements (their `eligibility` text holds only those).
 */
export const INDIA_ELIGIBILITY = {
  lines: [
    'NEET-UG qualified, with the result still valid when the course starts (three years from the day it was declared)',
    'Physics, Chemistry, Biology and English each passed in Class 12',
    `At least ${pcbRule}`,
    'Age 17 by 31 December of the admission year',
  ],
  source:
    'GMER 1997 as quoted in the NEET-UG 2025 bulletin; MCI Gazette, 14 Mar 2019 (NEET for study abroad, upheld by the Supreme Court in Feb 2025)',
} as const

/**
 * When the National Testing Agency declared each NEET-UG result. A result stays valid for
 * study abroad for three years from this day (MCI Gazette, 14 Mar 2019), so validity is
 * counted by dates, not calendar years. The first declaration is used (2024's result was
 * revised on 26 Jul 2024): the earlier date never overstates how long a result lasts. Years
 * not listed are taken as "usually in June" (NEET_RESULT_USUAL_MONTH), and a verdict that
 * depends on the day says so.
 */
export const NEET_RESULT_DECLARED: Readonly<Record<number, { date: string; source: string }>> = {
  2023: { date: '2023-06-13', source: 'CNBC TV18 (14 Jun 2023)' },
  2024: {
    date: '2024-06-04',
    source: 'Outlook India (8 Jun 2024): declared ten days before the scheduled 14 June',
  },
  2025: { date: '2025-06-14', source: 'The Hans India (15 Jun 2025)' },
}

/** The month NEET-UG results are usually declared (1 = January), for a year not listed. */
export const NEET_RESULT_USUAL_MONTH = 6

/** India's conditions in one line, for the guides' info card. */
export const ELIGIBILITY_SUMMARY = `NEET-UG qualified; Physics, Chemistry, Biology and English passed in Class 12, with ${pcbRule}; age 17 by 31 December`
