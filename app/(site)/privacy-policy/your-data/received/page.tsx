import { CheckCircle2 } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { GRIEVANCE_ANSWER_DAYS } from '@/data/privacy'
import { DATA_REQUEST_RECEIVED_PATH } from '@/lib/validation/data-request-rules'

export const metadata: Metadata = {
  title: 'Request received',
  description: `We have your request about your personal data and will answer within ${GRIEVANCE_ANSWER_DAYS} days at most.`,
  alternates: { canonical: DATA_REQUEST_RECEIVED_PATH },
  robots: { index: false },
}

export default function DataRequestReceivedPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <CheckCircle2 aria-hidden="true" className="text-primary size-14" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
        We have your request about your data.
      </h1>
      <p className="text-muted-foreground mt-3 text-lg">
        Our Grievance Officer will act on it and answer you by e-mail or phone, as soon as we can
        and always within {GRIEVANCE_ANSWER_DAYS} days. If we need to check that the request is
        yours, we will contact you on the details you gave.
      </p>
      <p className="mt-6">
        <Link href="/privacy-policy" className="text-primary underline underline-offset-2">
          Back to the privacy policy
        </Link>
      </p>
    </section>
  )
}
