import type { Metadata } from 'next'

import { formattedAddress, site } from '@/lib/site'
import { CONSENT_VERSION } from '@/lib/leads/consent'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses and protects the details you share in our forms, and how to withdraw consent or have your data deleted (Digital Personal Data Protection Act, 2023).`,
  path: '/privacy-policy',
})

const sections = [
  {
    title: 'What we collect',
    body: [
      'What you type into our forms: your name, phone number, e-mail address and, depending on the form, your last school or college, NEET score, preferred countries or universities, a preferred time for a call, and your message or question.',
      'With each form, the page you sent it from and, if you arrived from an advertisement or another website, the campaign tags in the link (utm_ parameters) and the address of that website.',
      'Our public pages set no cookies. Your browser keeps a copy of what you submitted (in its local storage) so that a form sent while you were offline can be sent again; you can clear it from your browser settings.',
    ],
  },
  {
    title: 'Why we use it',
    body: [
      'Only to counsel you about studying medicine abroad: to call, message or e-mail you about your enquiry, application, webinar registration or question, and to keep a record of what we have discussed.',
      'We do not sell your details and we do not share them with universities or anyone else without asking you first, for example when you decide to apply to a university.',
    ],
  },
  {
    title: 'Where it is kept',
    body: [
      'In our own database, and in a Google Sheets spreadsheet that our counsellors work from (Google stores it for us). Access is limited to our staff.',
    ],
  },
  {
    title: 'How long we keep it',
    body: [
      'For as long as we are counselling you. If you do not become our student, we delete your details when you ask us to, and otherwise no later than three years after our last contact.',
    ],
  },
  {
    title: 'Your rights',
    body: [
      "Under India's Digital Personal Data Protection Act, 2023 you may ask what we hold about you, have it corrected or completed, have it erased, and withdraw your consent at any time; withdrawing is as easy as giving it. Write to us or call us using the details below and we will act within 30 days.",
      'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    ],
  },
] as const

export default function PrivacyPolicyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Privacy Policy</h1>
      <p className="text-muted-foreground mt-2 text-sm">Version {CONSENT_VERSION}</p>
      <p className="mt-6 text-lg">
        {site.name} ({formattedAddress}) is responsible for the personal data you share with us
        through this website. This page says what we collect, why, and what you can ask us to do
        with it.
      </p>
      {sections.map((section) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-bold">{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="text-muted-foreground mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <section className="mt-8">
        <h2 className="text-xl font-bold">Contact for privacy requests</h2>
        <p className="text-muted-foreground mt-3">
          E-mail{' '}
          <a href={`mailto:${site.email}`} className="text-primary underline">
            {site.email}
          </a>{' '}
          or call {site.phones[0]}. Please say that your request is about your personal data.
        </p>
      </section>
    </article>
  )
}
