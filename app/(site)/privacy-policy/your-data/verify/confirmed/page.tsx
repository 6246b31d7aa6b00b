import { CheckCircle2 } from 'lucide'
import type { Metadata } from 'next'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { GRIEVANCE_ANSWER_DAYS } from '@/data/privacy'
import { DATA_REQUEST_VERIFY_PATH } from '@/lib/validation/data-request-rules'

export const metadata: Metadata = {
  title: 'Request confirmed',
  description: 'Your request about your personal data is confirmed.',
  alternates: { canonical: `${DATA_REQUEST_VERIFY_PATH}/confirmed` },
  robots: { index: false },
}

export default function DataRequestConfirmedPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <Icon icon={CheckCircle2} className="text-primary size-14" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
        Thank you: your request is confirmed.
      </h1>
      <p className="text-muted-foreground mt-3 text-lg">
        Our Grievance Officer will now act on it and answer you, as soon as we can and always within{' '}
        {GRIEVANCE_ANSWER_DAYS} days. There is nothing more you need to do.
      </p>
      <p className="mt-6">
        <Link href="/privacy-policy" className="text-primary underline underline-offset-2">
          Back to the privacy policy
        </Link>
      </p>
    </section>
  )
}
