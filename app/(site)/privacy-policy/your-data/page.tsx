import type { Metadata } from 'next'

import { Link } from '@/components/ui/link'
import { GRIEVANCE_ANSWER_DAYS } from '@/data/privacy'
import { DataRequestForm } from '@/components/privacy/data-request-form'
import { pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'
import { DATA_REQUEST_PATH } from '@/lib/validation/data-request-rules'

export const metadata: Metadata = pageMetadata({
  title: 'Your data: see, correct or erase it',
  description: `Ask ${site.name} what personal data it holds about you, to correct or erase it, or to stop contacting you (withdraw consent). Answered within ${GRIEVANCE_ANSWER_DAYS} days at most.`,
  path: DATA_REQUEST_PATH,
})

export default function YourDataPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Your data</h1>
      <p className="text-muted-foreground mt-3 text-lg">
        Ask us what we hold about you, to correct or erase it, or to stop contacting you. We answer
        as soon as we can, and always within {GRIEVANCE_ANSWER_DAYS} days. A parent or guardian may
        ask for a student under 18.
      </p>
      <p className="text-muted-foreground mt-2 text-sm">
        We use what you type here only to find your details and answer you; see our{' '}
        <Link href="/privacy-policy" className="text-primary underline underline-offset-2">
          privacy policy
        </Link>
        .
      </p>
      <div className="border-border mt-8 rounded-2xl border bg-white p-5 sm:p-6">
        <DataRequestForm />
      </div>
    </section>
  )
}
