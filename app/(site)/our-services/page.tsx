import type { Metadata } from 'next'

import { PageHeader } from '@/components/site/page-header'
import { PeopleCards } from '@/components/site/people'
import { buttonVariants } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { getPublicPeople } from '@/lib/data/people'
import { pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'

export const metadata: Metadata = pageMetadata({
  title: 'Our Services: From University Choice to Arrival',
  description:
    'What we do for students going abroad for MBBS: university selection against the FMGL 2021 rules, applications, documents, visa and travel, accommodation, support after arrival and career counselling.',
  path: '/our-services',
})

export const revalidate = 300

const services = [
  [
    'University selection',
    "A shortlist that fits your NEET result and budget, each university checked against India's FMGL 2021 conditions.",
  ],
  [
    'Application assistance',
    'Forms, entrance tests or interviews, and the admission letter, with every payment explained in writing first.',
  ],
  [
    'Visa and travel support',
    'The invitation, attestation and apostille of your documents, the visa application and the journey.',
  ],
  [
    'Accommodation assistance',
    'Hostel places where the university has them, or help finding a room near the campus.',
  ],
  [
    'Post-arrival support',
    'Registration, residence permit, bank and SIM in the first weeks, and someone to call after that.',
  ],
  [
    'Scholarship guidance',
    'Where a university or government offers a scholarship to foreign students, we tell you how to apply; we never promise one.',
  ],
  [
    'Career counselling',
    'FMGE, the internship in India and what comes after, planned before you choose a country.',
  ],
] as const

/** The eight steps of the process. */
const steps = [
  ['Initial consultation', 'Your NEET result, budget and goals; free.'],
  [
    'University selection',
    'A shortlist with each fee’s source and year, or our estimate, and each FMGL 2021 check.',
  ],
  [
    'Documentation',
    'Mark sheets, passport, certificates: attested, then apostilled or legalised as the country requires.',
  ],
  ['Application submission', 'We send your application and follow it up.'],
  [
    'University acceptance',
    `The admission letter; a seat booking of ₹${site.seatBookingInr.toLocaleString('en-IN')} (see the refund policy).`,
  ],
  ['Visa process', 'Invitation, embassy appointment and visa.'],
  ['Pre-departure guidance', 'What to pack, money, insurance and the first weeks.'],
  [
    'Arrival and settlement',
    'What to do in the first weeks: registration, the residence permit and the hostel, with someone to call.',
  ],
] as const

export default async function ServicesPage() {
  const testimonials = await getPublicPeople('testimonial')
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Our services"
        trail={[{ name: 'Our services', path: '/our-services' }]}
        largeLead
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Service',
            serviceType: 'MBBS abroad admission counselling',
            provider: { '@type': 'Organization', name: site.name, url: site.url },
            areaServed: 'IN',
          },
        ]}
        lead={
          <>
            Everything between a NEET result and the first day of classes abroad, and the plan for
            coming back to practise in India.
          </>
        }
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map(([title, text]) => (
          <li key={title} className="border-border rounded-2xl border bg-white p-5">
            <h2 className="font-semibold">{title}</h2>
            <p className="text-muted-foreground mt-2">{text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="process-heading" className="mt-14">
        <h2 id="process-heading" className="text-2xl font-bold">
          How it works, step by step
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(([title, text], index) => (
            <li key={title} className="border-border rounded-2xl border bg-white p-5">
              <span className="bg-primary text-primary-foreground flex size-9 items-center justify-center rounded-full font-bold">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="testimonials-heading" className="mt-14">
        <h2 id="testimonials-heading" className="text-2xl font-bold">
          What students and parents say
        </h2>
        <PeopleCards
          people={testimonials}
          empty="We publish a student's or parent's words only with their written consent, and none is recorded yet. Ask us to put you in touch with a family we have advised."
        />
      </section>

      <div className="mt-14 flex flex-wrap gap-3">
        <Link href="/#application" className={buttonVariants({ size: 'lg' })}>
          Apply Now
        </Link>
        <Link href="/contact" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Contact Us
        </Link>
      </div>
    </div>
  )
}
