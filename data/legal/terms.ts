import type { LegalPage } from '@/data/legal/types'
import { siteSettings } from '@/data/site'

/**
 * Terms of Service (/terms-of-service). What each section rests on, and every term the owner
 * must confirm before launch: docs/sources/legal.md. Site paths are written out in the text
 * (for example /privacy-policy) because paragraphs are plain strings.
 */

const name = siteSettings.name
const seatBooking = `₹${siteSettings.seatBookingInr.toLocaleString('en-IN')}`
const cities = siteSettings.branches.map((branch) => branch.city)
const offices = `${cities.slice(0, -1).join(', ')} and ${cities.at(-1)}`

export const termsOfService: LegalPage = {
  title: 'Terms of Service',
  updated: '2026-11-25',
  intro: `These terms apply when you use the ${name} website and when you use our counselling and application services. If the student is under 18, a parent or guardian accepts them for the student. Please read them together with our Refund Policy (/refund-policy) and our Privacy Policy (/privacy-policy).`,
  sections: [
    {
      heading: 'Who our service is for',
      paragraphs: [
        `${name} helps Indian students who want to study medicine abroad, and their parents or guardians. We work from offices in ${offices}, Karnataka.`,
        'We help you choose universities, apply to them, prepare and legalise your documents, apply for the student visa, and plan travel and arrival. Counselling is free.',
        'This website gives general information. It is not advice for your own case: for that, talk to one of our counsellors.',
      ],
    },
    {
      heading: 'What we cannot promise',
      paragraphs: [
        'We do not admit students, award degrees or set fees. Each university decides whom it admits, what it charges and how it teaches. Embassies and immigration officers decide visas. In India, the National Medical Commission (NMC) sets the rules a foreign medical graduate must meet to practise.',
        "So we do not promise admission, a visa, a pass in the FMGE (or in NExT, if the NMC brings it in), or that a degree will let the student practise in India. These depend on universities, on the authorities and on the student's own work.",
        'The NMC does not approve or list foreign universities, whatever an advertisement says. What matters is whether the student\'s course meets the conditions of the Foreign Medical Graduate Licentiate Regulations, 2021 (FMGL 2021). Our university pages show what we found for each condition, with its source, or say "unverified".',
        "Check every condition yourself, with the university's own documents, before you pay. Our free checklist explains each one: /resources/downloads/fmgl-2021-checklist.pdf.",
      ],
    },
    {
      heading: 'The information on this website',
      paragraphs: [
        'Fees, exchange rates, living costs and rules change. Each figure on this site shows the date it was read or its source. Figures we could not confirm from a university\'s own notice are marked "estimate". Rupee amounts are converted at the exchange rate of the date shown.',
        "Before you pay, confirm the current figure with the university's own letter or invoice. We give you the figures that apply to you in writing.",
        'If you find a mistake, please tell us through /contact and we will correct it.',
        "We link to other websites, such as universities' and the NMC's, so that you can check our facts. We do not control those websites.",
      ],
    },
    {
      heading: 'What we ask of you',
      paragraphs: [
        'Give us true and complete documents and information. If a document is false or altered, we stop work on the application. A university or embassy may also refuse the student, and money already paid may be lost.',
        'Make sure the student has qualified NEET-UG and that the result is still valid for the intake. India requires this of every student who studies medicine abroad and wants to practise here.',
        'Meet the deadlines we give you in writing, attend visa and medical appointments, and read every document before you sign it. Tell us at once if something changes, such as your phone number or your plans.',
        "Abroad, the student must follow the university's rules and the country's laws, and finish the course within the time India's rules allow.",
      ],
    },
    {
      heading: 'Fees and payments',
      paragraphs: [
        'Counselling is free. You pay nothing to talk to us, get a shortlist or ask questions.',
        'Before you pay anything, we tell you in writing how much it is, what it pays for, who receives it, and when it can be refunded. We give a receipt for every payment made to us, and we add no charge we did not tell you about first.',
        `The seat booking amount of ${seatBooking} is paid to us. What it pays for, and when you get it back, is in our Refund Policy (/refund-policy).`,
        "For tuition, hostel, visa, travel and other costs, we tell you in writing who receives each payment. When you pay a university, check that the account is the university's own, as shown on its invoice or letter.",
      ],
    },
    {
      heading: 'What we say about ourselves',
      paragraphs: [
        'We publish figures about our own work, such as how many students we have placed or how many of them passed an exam, only when we hold evidence for them. We show what backs each figure, and the date it is true as of.',
        "We publish a student's story, words or photograph only with their written consent, and a parent's or guardian's if the student is under 18.",
        'If you think something we say is misleading, tell us through /contact. We will check it, and correct it or take it down.',
      ],
    },
    {
      heading: 'Your personal data, and students under 18',
      paragraphs: [
        'Our Privacy Policy (/privacy-policy) explains what personal data we collect, why, how long we keep it, and how to see, correct or erase it or withdraw your consent. These terms do not change it.',
        "Many applicants are 17. If the student is under 18, we need a parent's or guardian's consent before we use the student's details, as the Digital Personal Data Protection Act, 2023 requires. Our forms ask for it.",
        'For a student under 18, a parent or guardian also accepts these terms, signs the papers we ask for and makes the payments.',
      ],
    },
    {
      heading: 'Our responsibility',
      paragraphs: [
        'We do our work with reasonable care and skill, and we do what we promise you in writing. If we fall short, tell us and we will put it right: by doing the work again, by a refund under our Refund Policy, or as the law requires.',
        'We are not responsible for what others decide or do: universities, embassies, immigration officers, the NMC and other authorities, banks and airlines. Nor are we responsible for delays caused by events no one can control, such as war, an epidemic, a natural disaster, a closed airspace or a government order.',
        'Nothing in these terms limits our responsibility where Indian law does not allow it to be limited, or takes away your rights under the Consumer Protection Act, 2019.',
      ],
    },
    {
      heading: 'Complaints and disputes',
      paragraphs: [
        'If you are unhappy with our service, tell us first: call, write or visit an office (see /contact). We reply in writing within 15 days.',
        'For a complaint about your personal data, contact our Grievance Officer, whose details are in our Privacy Policy (/privacy-policy).',
        'These terms follow the laws of India, and the courts at Davanagere, Karnataka, hear disputes about them. This does not stop you from complaining to a consumer commission where the Consumer Protection Act, 2019 allows you to, including where you live.',
        'You can also ask the National Consumer Helpline for help: call 1915 or visit consumerhelpline.gov.in.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may change these terms when our service or the law changes. The date at the top of this page shows when they last changed.',
        'A change does not reach back to a payment you have already made: the terms and Refund Policy of the day you paid apply to it, unless the new ones are better for you.',
        'If a change affects a family we are working with, we tell them in writing.',
      ],
    },
  ],
  basis: [
    'Consumer Protection Act, 2019',
    'Indian Contract Act, 1872 (a person under 18 cannot enter a contract, so a parent or guardian accepts the terms)',
    'Digital Personal Data Protection Act, 2023, section 9 (consent of a parent or guardian for a child under 18)',
    'Information Technology Act, 2000, section 43A, and SPDI Rules, 2011, rule 5(9) (Grievance Officer)',
    'CCPA Guidelines for Prevention of Misleading Advertisement in the Coaching Sector, 2024',
    'Foreign Medical Graduate Licentiate Regulations, 2021 (notified 18 Nov 2021)',
    'NMC does not approve or list foreign universities (Embassy of India, Bishkek, advisory)',
    'NEET-UG qualification required for medical study abroad (MCI Gazette, 14 Mar 2019; Supreme Court, Feb 2025)',
    'The consultancy’s own details: its offices in Davanagere, Hubballi and Kalaburagi',
    'The consultancy’s own terms: a seat booking amount of Rs 10,000',
  ],
}
