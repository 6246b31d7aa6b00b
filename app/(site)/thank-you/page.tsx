import { CheckCircle2, MessageCircle } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { buttonVariants } from '@/components/ui/button'
import { site, whatsappHref } from '@/lib/site'

export const metadata: Metadata = {
  title: 'Thank you',
  description:
    'We have your details. A counsellor will contact you within 24 hours on business days.',
  alternates: { canonical: '/thank-you' },
  robots: { index: false },
}

const steps = [
  {
    title: 'Within 24 hours (business days)',
    text: 'A counsellor calls you from one of our offices to understand your NEET score, budget and preferences.',
  },
  {
    title: 'Within 2-3 days',
    text: 'You receive a shortlist of universities with dated fees, the FMGL 2021 checks, and the documents you will need.',
  },
  {
    title: 'When you are ready',
    text: 'We help with the application, admission letter, visa and travel, and stay in touch after you arrive.',
  },
]

export default function ThankYouPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <CheckCircle2 aria-hidden="true" className="text-primary size-14" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
        Thank you! We have your details.
      </h1>
      <p className="text-muted-foreground mt-3 text-lg">Here is what happens next.</p>
      <ol className="mt-8 space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="bg-primary flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold">{step.title}</h2>
              <p className="text-muted-foreground mt-1">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ size: 'lg' })}
        >
          <MessageCircle aria-hidden="true" /> Chat on WhatsApp now
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Link href="/" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Back to {site.shortName} home
        </Link>
      </div>
    </section>
  )
}
