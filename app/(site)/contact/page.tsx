import { CheckCircle2, Clock, Mail, MapPin, Phone } from 'lucide'
import type { Metadata } from 'next'

import { CallbackForm } from '@/components/leads/callback-form'
import { JsonLd } from '@/components/seo/json-ld'
import { Icon } from '@/components/ui/icon'
import { contactFaqs, whyChooseUs } from '@/data/contact'
import { branchContacts, site, telHref } from '@/lib/site'
import { pageMetadata } from '@/lib/seo'

import { MapOnRequest } from './_components/map-on-request'

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us: Request a Callback',
  description:
    'Talk to an MBBS abroad counsellor: request a callback, call or e-mail us, or visit our offices in Davanagere, Hubballi and Kalaburagi. We reply within 24 hours on business days.',
  path: '/contact',
})

export default function ContactPage() {
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: contactFaqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        }}
      />
      <section className="bg-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Contact us</h1>
          <p className="text-muted-foreground mt-3 max-w-2xl text-lg">
            Leave your number and a counsellor will call you back. We respond within 24 hours on
            business days.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_1fr]">
        <section
          aria-labelledby="callback-heading"
          className="border-border rounded-2xl border bg-white p-6 shadow-sm"
        >
          <h2 id="callback-heading" className="text-xl font-bold">
            Request a callback
          </h2>
          <p className="text-muted-foreground mt-1 mb-5 flex items-center gap-2 text-sm">
            <Icon icon={Clock} className="size-4" /> We call back within 24 hours on business days.
          </p>
          <CallbackForm />
        </section>

        <div className="space-y-8">
          <section aria-labelledby="reach-heading">
            <h2 id="reach-heading" className="text-xl font-bold">
              Reach us directly
            </h2>
            <address className="mt-4 space-y-3 not-italic">
              {site.phones.map((phone) => (
                <p key={phone} className="flex items-center gap-3">
                  <Icon icon={Phone} className="text-primary size-5" />
                  <a href={telHref(phone)} className="hover:underline">
                    {phone}
                  </a>
                </p>
              ))}
              <p className="flex items-center gap-3">
                <Icon icon={Mail} className="text-primary size-5" />
                <a href={`mailto:${site.email}`} className="break-all hover:underline">
                  {site.email}
                </a>
              </p>
            </address>
          </section>

          <section aria-labelledby="why-heading">
            <h2 id="why-heading" className="text-xl font-bold">
              Why families choose us
            </h2>
            <ul className="mt-4 space-y-2">
              {whyChooseUs.map((reason) => (
                <li key={reason} className="flex gap-2">
                  <Icon icon={CheckCircle2} className="text-primary mt-0.5 size-5 shrink-0" />
                  {reason}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="offices-heading">
            <h2 id="offices-heading" className="text-xl font-bold">
              Our offices
            </h2>
            <ul className="mt-4 space-y-6">
              {branchContacts.map((branch) => (
                <li key={branch.city}>
                  <h3 className="font-semibold">
                    {branch.city}
                    {branch.headOffice ? (
                      <span className="text-muted-foreground font-normal"> (head office)</span>
                    ) : null}
                  </h3>
                  <address className="mt-1 space-y-1 not-italic">
                    <p className="flex items-start gap-3">
                      <Icon icon={MapPin} className="text-primary mt-0.5 size-5 shrink-0" />
                      <span>{branch.address ?? 'Call us for directions to this office.'}</span>
                    </p>
                    <p className="flex items-center gap-3">
                      <Icon icon={Phone} className="text-primary size-5 shrink-0" />
                      <a href={telHref(branch.phones[0])} className="hover:underline">
                        {branch.phones[0]}
                      </a>
                    </p>
                  </address>
                  {branch.address ? (
                    <div className="mt-3">
                      <MapOnRequest
                        query={branch.address}
                        title={`Map of ${site.name}, ${branch.city}`}
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      <section aria-labelledby="faq-heading" className="bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <h2 id="faq-heading" className="text-2xl font-bold">
            Frequently asked questions
          </h2>
          <div className="mt-6 space-y-3">
            {contactFaqs.map((faq) => (
              <details
                key={faq.question}
                className="border-border group rounded-lg border bg-white p-4"
              >
                <summary className="cursor-pointer font-semibold">{faq.question}</summary>
                <p className="text-muted-foreground mt-2">{faq.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
