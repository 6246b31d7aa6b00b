import { CheckCircle2, FileText, GraduationCap, Plane } from 'lucide'

import type { Metadata } from 'next'

import { ApplyNowForm } from '@/components/leads/apply-now-form'
import { JsonLd } from '@/components/seo/json-ld'
import { site } from '@/lib/site'
import { pageMetadata } from '@/lib/seo'
import { StepList } from '@/components/site/step-list'

import { Reveal } from './_components/reveal'

export const metadata: Metadata = pageMetadata({
  title: `Apply for MBBS Abroad ${site.nextIntakeYear}`,
  description: `Apply for MBBS abroad for a ${site.nextIntakeYear} intake: universities in Russia, Georgia, the Philippines, Kazakhstan, Kyrgyzstan and more. NEET qualification required; a counsellor calls you within 24 hours on business days.`,
  path: '/apply-now',
})

const steps = [
  {
    icon: FileText,
    title: 'Send your details',
    text: 'Your NEET score, school and preferences. It takes two minutes.',
  },
  {
    icon: GraduationCap,
    title: 'Get a shortlist',
    text: 'Universities that fit your score and budget, each fee with its source and year or marked as our estimate, and their FMGL 2021 checks.',
  },
  {
    icon: CheckCircle2,
    title: 'Confirm the admission',
    text: `After the university's admission letter, you may pay us ₹${site.seatBookingInr.toLocaleString('en-IN')} for our work to confirm it and start the visa papers. Only the university gives a place: no payment to us holds or buys one, and in Nepal the Medical Education Commission allocates every seat.`,
  },
  {
    icon: Plane,
    title: 'Visa and travel',
    text: 'Help with the invitation, the visa papers, the journey and the hostel.',
  },
]

export default function ApplyNowPage() {
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `Apply for MBBS Abroad ${site.nextIntakeYear}`,
          url: `${site.url}/apply-now`,
          publisher: { '@id': `${site.url}/#organization` },
        }}
      />
      <section className="bg-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Apply for MBBS abroad, {site.nextIntakeYear} intakes
          </h1>
          <p className="text-muted-foreground mt-3 max-w-2xl text-lg">
            NEET qualification is required for Indian students who study medicine abroad. Send your
            details and a counsellor will call you within 24 hours on business days.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <Reveal>
          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading" className="text-xl font-bold">
              How it works
            </h2>
            <StepList steps={steps} />
          </section>
        </Reveal>
        <Reveal>
          <section
            aria-labelledby="form-heading"
            className="border-border rounded-2xl border bg-white p-6 shadow-sm"
          >
            <h2 id="form-heading" className="text-xl font-bold">
              Your application
            </h2>
            <p className="text-muted-foreground mt-1 mb-5 text-sm">Fields marked * are required.</p>
            <ApplyNowForm />
          </section>
        </Reveal>
      </div>
    </>
  )
}
