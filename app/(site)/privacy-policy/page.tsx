import type { Metadata } from 'next'
import Link from 'next/link'

import {
  collectedItems,
  dataProtectionBoard,
  GRIEVANCE_ANSWER_DAYS,
  retentionRules,
} from '@/data/privacy'
import { grievanceOfficer } from '@/lib/grievance-officer'
import { CONSENT_VERSION } from '@/lib/leads/consent'
import { pageMetadata } from '@/lib/seo'
import { formattedAddress, site, telHref } from '@/lib/site'
import { DATA_REQUEST_PATH } from '@/lib/validation/data-request-rules'

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `What personal data ${site.name} collects in its forms and why, how long it is kept, who the Grievance Officer is, and how to see, correct or erase your data or withdraw consent.`,
  path: '/privacy-policy',
})

const link = 'text-primary underline underline-offset-2'

export default function PrivacyPolicyPage() {
  const officer = grievanceOfficer()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Privacy Policy</h1>
      <p className="text-muted-foreground mt-2 text-sm">Version {CONSENT_VERSION}</p>
      <p className="mt-6 text-lg">
        {site.name} ({formattedAddress}) decides what is done with the personal data you give us
        through this website. This notice lists each item we collect and why, how long we keep it,
        and what you can ask us to do with it.
      </p>
      <nav aria-label="On this page" className="border-border mt-6 rounded-lg border p-4 text-sm">
        <ul className="grid gap-2 sm:grid-cols-2">
          <li>
            <a href="#what-we-collect" className={link}>
              What we collect, and why
            </a>
          </li>
          <li>
            <a href="#how-long" className={link}>
              How long we keep it
            </a>
          </li>
          <li>
            <a href="#your-rights" className={link}>
              Your rights
            </a>
          </li>
          <li>
            <a href="#grievance-officer" className={link}>
              Grievance Officer
            </a>
          </li>
        </ul>
      </nav>

      <section id="what-we-collect" aria-labelledby="collect-heading" className="mt-10">
        <h2 id="collect-heading" className="text-xl font-bold">
          What we collect, and why
        </h2>
        <p className="text-muted-foreground mt-3 leading-relaxed">
          We collect only what you type into our forms and a few details recorded with them. We use
          them only to counsel you about studying medicine abroad. We do not sell them, and we share
          them with no university or anyone else without asking you first.
        </p>
        <ul className="mt-4 space-y-3">
          {collectedItems.map((entry) => (
            <li key={entry.item} className="border-border rounded-lg border p-4">
              <h3 className="font-semibold">{entry.item}</h3>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[7rem_1fr]">
                <dt className="text-muted-foreground">Asked in</dt>
                <dd>{entry.where}</dd>
                <dt className="text-muted-foreground">Why</dt>
                <dd>{entry.purpose}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-4 leading-relaxed">
          Our public pages set one cookie, and only when you arrive from another website or from a
          link with campaign tags: <code>mbbs_landing</code>, on the first page you open. It holds
          that page&apos;s address, the campaign tags in it and the website that linked to it, and
          nothing that identifies you. It is read only when you send a form, so that a form sent
          without JavaScript still records where you came from, and it expires after 30 days. Your
          browser keeps a copy of what you submitted (in its local storage) so that a form sent
          while you were offline can be sent again; you can clear both in your browser&apos;s
          settings.
        </p>
        <h3 className="mt-6 font-semibold">Where it is kept</h3>
        <p className="text-muted-foreground mt-2 leading-relaxed">
          In our own database, and in a Google Sheets spreadsheet our counsellors work from (Google
          stores it for us). Only our staff can open them.
        </p>
      </section>

      <section id="how-long" aria-labelledby="retention-heading" className="mt-10">
        <h2 id="retention-heading" className="text-xl font-bold">
          How long we keep it
        </h2>
        <p className="text-muted-foreground mt-3 leading-relaxed">
          We keep your data only as long as its purpose needs it, and erase it when you ask or when
          the purpose is served.
        </p>
        <dl className="mt-4 space-y-4">
          {retentionRules.map((rule) => (
            <div key={rule.what}>
              <dt className="font-semibold">{rule.what}</dt>
              <dd className="text-muted-foreground mt-1 leading-relaxed">{rule.howLong}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="your-rights" aria-labelledby="rights-heading" className="mt-10">
        <h2 id="rights-heading" className="text-xl font-bold">
          Your rights
        </h2>
        <p className="text-muted-foreground mt-3 leading-relaxed">
          Under India&apos;s Digital Personal Data Protection Act, 2023 you may ask us what we hold
          about you, have it corrected, completed or erased, withdraw your consent at any time (as
          easily as you gave it), and name someone to act for you if you cannot. A parent or
          guardian may do the same for a student under 18.
        </p>
        <ul className="mt-4 space-y-2">
          <li>
            <Link href={`${DATA_REQUEST_PATH}?kind=withdraw`} className={link}>
              Withdraw your consent
            </Link>{' '}
            <span className="text-muted-foreground">(we stop contacting you)</span>
          </li>
          <li>
            <Link href={`${DATA_REQUEST_PATH}?kind=access`} className={link}>
              Ask what data we hold about you
            </Link>
          </li>
          <li>
            <Link href={`${DATA_REQUEST_PATH}?kind=correction`} className={link}>
              Ask us to correct or complete your data
            </Link>
          </li>
          <li>
            <Link href={`${DATA_REQUEST_PATH}?kind=erasure`} className={link}>
              Ask us to erase your data
            </Link>
          </li>
          <li>
            <a href="#complain" className={link}>
              Complain to the {dataProtectionBoard.name}
            </a>
          </li>
        </ul>
        <p className="text-muted-foreground mt-4 leading-relaxed">
          You can also write to or call our Grievance Officer (below). We answer as soon as we can,
          and always within {GRIEVANCE_ANSWER_DAYS} days.
        </p>
      </section>

      <section id="grievance-officer" aria-labelledby="officer-heading" className="mt-10">
        <h2 id="officer-heading" className="text-xl font-bold">
          Grievance Officer
        </h2>
        <p className="text-muted-foreground mt-3 leading-relaxed">
          For any question or complaint about your personal data, contact our Grievance Officer.
          Please say that your message is about your personal data.
        </p>
        <dl className="mt-4 grid gap-1 sm:grid-cols-[6rem_1fr]">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="font-semibold">{officer.name}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="break-all">
            <a href={`mailto:${officer.email}`} className={link}>
              {officer.email}
            </a>
          </dd>
          <dt className="text-muted-foreground">Phone</dt>
          <dd>
            <a href={telHref(officer.phone)} className={link}>
              {officer.phone}
            </a>
          </dd>
          <dt className="text-muted-foreground">Post</dt>
          <dd>
            {site.name}, {formattedAddress}
          </dd>
        </dl>
      </section>

      <section id="complain" aria-labelledby="complain-heading" className="mt-10">
        <h2 id="complain-heading" className="text-xl font-bold">
          Complaining to the {dataProtectionBoard.name}
        </h2>
        <p className="text-muted-foreground mt-3 leading-relaxed">
          If our answer does not satisfy you, or we have not answered within {GRIEVANCE_ANSWER_DAYS}{' '}
          days, you may complain to the {dataProtectionBoard.name}, set up under the Act. The Act
          asks you to come to our Grievance Officer first.{' '}
          {dataProtectionBoard.url ? (
            <a href={dataProtectionBoard.url} className={link} rel="noopener noreferrer">
              Complain to the Board
            </a>
          ) : (
            'The Board takes complaints online; the Ministry of Electronics and Information Technology publishes its address.'
          )}
        </p>
      </section>

      <section aria-labelledby="language-heading" className="mt-10">
        <h2 id="language-heading" className="text-xl font-bold">
          Languages
        </h2>
        <p className="text-muted-foreground mt-3 leading-relaxed">
          This notice is in English. If you would like to read it in Hindi, Kannada or any other
          language of the Eighth Schedule to the Constitution, ask our Grievance Officer and we will
          send it to you.
        </p>
      </section>
    </article>
  )
}
