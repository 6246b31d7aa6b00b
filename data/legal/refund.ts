import type { LegalPage } from '@/data/legal/types'
import { siteSettings } from '@/data/site'

/**
 * Refund Policy (/refund-policy): the seat booking amount only. Every refund case, period and
 * method is an owner's decision, listed with what it rests on in docs/sources/legal.md.
 */

const name = siteSettings.name
const seatBooking = `₹${siteSettings.seatBookingInr.toLocaleString('en-IN')}`
const cities = siteSettings.branches.map((branch) => branch.city)
const offices = `${cities.slice(0, -1).join(', ')} or ${cities.at(-1)}`

export const refundPolicy: LegalPage = {
  title: 'Refund Policy',
  updated: '2026-11-25',
  intro: `This policy explains when you get back the seat booking amount of ${seatBooking} that you pay to ${name}, how to ask, and how long it takes. Money paid to universities, embassies, airlines, banks and others follows their own rules. Nothing here takes away your rights under Indian consumer law.`,
  sections: [
    {
      heading: 'What the seat booking amount is',
      paragraphs: [
        `Once a university has issued the student's admission letter, you may pay us a seat booking amount of ${seatBooking} to go ahead. It pays for our work to confirm and hold the student's place with the university, and to start the invitation and visa papers.`,
        'It is not an extra charge. It counts towards the fees we list for you in writing before you pay, and your receipt says what it counts towards.',
        'If, with your written agreement, we pass any part of it to the university (for example, a deposit the university asks for), we tell you before we do. That part is then refunded as the university refunds it.',
        'Counselling stays free, whether or not you book a seat.',
      ],
    },
    {
      heading: 'When you get all of it back',
      paragraphs: [
        'We refund the whole amount, with nothing deducted, when the seat does not come through: the university refuses or withdraws the admission, cancels or postpones the intake, or gives the place to someone else; or we cannot confirm the seat, or fail to do what we promised you in writing.',
        'We also refund all of it when the student cannot go: the student visa is refused (unless it was refused because of a false document, see below), or a government order, such as a travel ban or a closed border, stops the student travelling before the course starts.',
        'The same applies when the facts change before the student travels: the NMC issues a notice or advisory against the university or the course; the university raises its fee above the figure we gave you in writing and you decide not to go; or the student is allotted an MBBS seat in India through NEET counselling.',
        'And you can change your mind for any reason within 7 days of paying, as long as we have not yet confirmed the seat with the university: you get all of it back.',
      ],
    },
    {
      heading: 'When it is not refunded',
      paragraphs: [
        'Once the university has issued the admission letter and we have confirmed the seat with it, the amount is not refunded if you withdraw for any other reason: for example, you choose another university or consultant, or decide not to study abroad. By then its work is done and the seat has been held.',
        'Nor is it refunded when the admission or the visa is refused because a document you gave us was false or altered, or because you missed a deadline or an appointment we had given you in writing.',
        'If you think your case is unfair, write to us anyway. We look at every request, and we tell you our decision and the reason in writing.',
      ],
    },
    {
      heading: 'How to ask for a refund',
      paragraphs: [
        `Send us a written request by e-mail (our address is on /contact), or bring one to any of our offices in ${offices}.`,
        "Include the student's name, your receipt or its number, the reason, and any letter that shows it, such as the university's refusal or the visa decision.",
        'The request must come from the person who paid, or carry their written consent. For a student under 18, the parent or guardian asks.',
      ],
    },
    {
      heading: 'How long it takes, and how we pay',
      paragraphs: [
        'We answer in writing within 7 days of receiving your request. If we need a document from you, such as the visa refusal letter, the 7 days start when we receive it.',
        'We pay an approved refund within 14 days of our answer, to the bank account, card or UPI ID the payment came from. If you paid in cash or by cheque, we pay by bank transfer to the account of the person who paid.',
        'We deduct no fee or charge from a refund.',
      ],
    },
    {
      heading: 'Money paid to others',
      paragraphs: [
        'Payments made to a university, hostel, embassy, visa centre, airline, bank or insurer are refunded under their own rules, not this policy, even when we helped you make them. Some refund nothing, or only after deductions.',
        'Before you pay any of them, we tell you in writing who receives the payment and what we know of its refund rules. If you need a refund from one of them, we help you ask for it.',
      ],
    },
    {
      heading: 'Your rights under consumer law',
      paragraphs: [
        'This policy adds to your rights; it does not replace them. Your rights under the Consumer Protection Act, 2019 are not affected, including the right to complain about a deficient service or an unfair term.',
        'If we refuse a refund and you disagree, you can use the routes under "Complaints and disputes" in our Terms of Service (/terms-of-service): our offices, the National Consumer Helpline, and consumer commissions, including the one where you live.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'The date at the top of this page shows when this policy last changed.',
        'Your payment is covered by the policy in force on the day you paid, unless a later version is better for you.',
      ],
    },
  ],
  basis: [
    'Consumer Protection Act, 2019',
    'Indian Contract Act, 1872 (an amount kept when a contract ends must be reasonable; a person under 18 cannot enter a contract)',
    'The consultancy’s own terms: a seat booking amount of Rs 10,000',
    'data/admission.ts (the booking amount follows the admission letter)',
  ],
}
