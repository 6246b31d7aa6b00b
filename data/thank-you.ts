/**
 * What a family reads after sending a form: what happens next for THAT form. The same words
 * as the form's own success message, in more detail; every promise here is one the forms make.
 * One entry per form type: the page's type holds it to lib/validation/leads.ts.
 */
export type ThankYou = {
  heading: string
  lead: string
  steps: readonly { title: string; text: string }[]
  /** Where to go from here, besides WhatsApp and the home page. */
  next?: { href: string; label: string }
}

const counselling: ThankYou = {
  heading: 'Thank you! We have your details.',
  lead: 'Here is what happens next.',
  steps: [
    {
      title: 'Within 24 hours (business days)',
      text: 'A counsellor calls you from one of our offices to understand your NEET score, budget and preferences.',
    },
    {
      title: 'Within 2-3 days',
      text: 'You receive a shortlist of universities with their fees (each marked as taken from a source, with its date, or as an estimate), the FMGL 2021 checks, and the documents you will need.',
    },
    {
      title: 'When you are ready',
      text: 'We help with the application, admission letter, visa and travel, and stay in touch after you arrive.',
    },
  ],
  next: { href: '/universities', label: 'Browse the universities' },
}

const callback: ThankYou = {
  heading: 'Thank you! We will call you back.',
  lead: 'Here is what happens next.',
  steps: [
    {
      title: 'Within 24 hours (business days)',
      text: 'A counsellor calls the number you gave, at the time you chose if you chose one. The call is free and there is no obligation.',
    },
    {
      title: 'On the call',
      text: 'They ask about your NEET score, budget and the countries you are thinking of, and answer your questions.',
    },
    {
      title: 'After the call',
      text: 'If you want one, you receive a shortlist of universities with their fees, the FMGL 2021 checks, and the documents you will need.',
    },
  ],
  next: { href: '/universities', label: 'Browse the universities' },
}

const fmge: ThankYou = {
  heading: 'Thank you! We have your details.',
  lead: 'Here is what happens next for the FMGE coaching.',
  steps: [
    {
      title: 'Within 24 hours (business days)',
      text: 'A counsellor calls you about the coaching: the batches, the schedule and the fees.',
    },
    {
      title: 'Before you join',
      text: 'You can ask about the syllabus and how the coaching prepares you for the FMGE, held in June and December.',
    },
  ],
  next: { href: '/fmge-next-coaching', label: 'Back to the FMGE coaching' },
}

export const thankYouByForm = {
  webinar: {
    heading: 'You are registered for the webinar.',
    lead: 'Here is what happens next.',
    steps: [
      {
        title: 'Before the session',
        text: 'We send the joining details to the e-mail address you gave.',
      },
      {
        title: 'Keep the date',
        text: 'Add the session to your calendar from the webinar page, so you do not miss it.',
      },
      {
        title: 'Bring your questions',
        text: 'You can send a question from the webinar page before the session: the presenters answer it in the webinar, or a counsellor replies by e-mail.',
      },
    ],
    next: { href: '/webinar', label: 'Back to the webinar' },
  },
  webinar_question: {
    heading: 'Thank you! We have your question.',
    lead: 'Here is what happens next.',
    steps: [
      {
        title: 'In the webinar',
        text: 'Our presenters answer it in the session, or a counsellor replies to you by e-mail.',
      },
      {
        title: 'Not registered yet?',
        text: 'Register on the webinar page to receive the joining details.',
      },
    ],
    next: { href: '/webinar', label: 'Back to the webinar' },
  },
  callback,
  inquiry: counselling,
  application: counselling,
  apply_now: counselling,
  admission: counselling,
  admission_consultation: counselling,
  'success-stories': counselling,
  fmge_coaching: fmge,
  fmge_enrollment: fmge,
  newsletter: {
    heading: 'You are subscribed.',
    lead: 'Here is what happens next.',
    steps: [
      {
        title: 'Each issue',
        text: 'We send the newsletter to the address you gave. Every issue has a link to stop it.',
      },
    ],
    next: { href: '/blog-news', label: 'Read the blog and news' },
  },
} as const satisfies Record<string, ThankYou>

/** Any form's page when the form is not known (an old link to /thank-you). */
export const thankYouDefault: ThankYou = counselling
