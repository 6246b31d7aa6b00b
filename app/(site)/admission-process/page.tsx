import type { Metadata } from 'next'

import { Faqs } from '@/components/guides/guide-sections'
import { PageLeadForm } from '@/components/leads/page-lead-form'
import { JsonLd } from '@/components/seo/json-ld'
import { FormHero } from '@/components/site/form-hero'
import { buttonVariants } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { admissionDocuments, admissionFaqs, applicationSteps } from '@/data/admission'
import { breadcrumbJsonLd, faqJsonLd, pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'

export const metadata: Metadata = pageMetadata({
  title: 'MBBS Abroad Admission Process: Steps and Documents',
  description:
    'How admission to an MBBS abroad works for Indian students: the steps from counselling to arrival, the ten documents to prepare, and answers on NEET, language, cost and visa.',
  path: '/admission-process',
})

export default function AdmissionProcessPage() {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Admission process', path: '/admission-process' },
          ]),
          faqJsonLd(admissionFaqs),
        ]}
      />
      <FormHero
        title="Admission process"
        intro={`From the first call to your first day abroad: what happens, in order, and what you need to prepare. We are counselling families for the ${site.nextIntakeYear} intakes; each country's guide says when its application window opens.`}
        formTitle="Request a callback"
        formIntro="A counsellor calls you within 24 hours on business days."
        form={<PageLeadForm formType="admission" submitLabel="Request a Callback" />}
        beside={
          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading" className="text-3xl font-bold">
              The steps
            </h2>
            <ol className="mt-6 space-y-3">
              {applicationSteps.map((step, index) => (
                <li
                  key={step.title}
                  className="border-border flex gap-4 rounded-2xl border bg-white p-4 sm:p-5"
                >
                  <span className="bg-primary text-primary-foreground flex size-9 shrink-0 items-center justify-center rounded-full font-bold">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className="text-muted-foreground mt-1 text-sm">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        }
      >
        <a
          href="#get-started"
          className={`${buttonVariants({ variant: 'accent', size: 'lg' })} mt-8`}
        >
          Get started
        </a>
      </FormHero>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="documents-heading">
          <h2 id="documents-heading" className="text-3xl font-bold">
            Documents you need
          </h2>
          <ol className="mt-6 grid list-decimal gap-2 pl-6 sm:grid-cols-2">
            {admissionDocuments.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ol>
          <p className="text-muted-foreground mt-4">
            Requirements vary by country and university: each{' '}
            <Link href="/resources/guides" className="text-primary underline">
              country guide
            </Link>{' '}
            lists its own, with the attestation and apostille steps, and the{' '}
            <Link href="/resources/downloads" className="text-primary underline">
              document checklists
            </Link>{' '}
            are ready to print.
          </p>
        </section>

        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-3xl font-bold">
            Frequently asked questions
          </h2>
          <Faqs faqs={admissionFaqs} />
        </section>

        <section
          id="get-started"
          aria-labelledby="consult-heading"
          className="bg-primary-soft mx-auto max-w-3xl scroll-mt-24 rounded-3xl p-6 sm:p-10"
        >
          <h2 id="consult-heading" className="text-2xl font-bold sm:text-3xl">
            Book a free consultation
          </h2>
          <p className="text-muted-foreground mt-2 max-w-2xl">
            Tell us your NEET result and your questions; a counsellor replies within one working
            day.
          </p>
          <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm">
            <PageLeadForm formType="admission_consultation" />
          </div>
        </section>
      </div>
    </>
  )
}
