import Link from 'next/link'

import { buttonVariants } from '@/components/ui/button'

/** No such lead, or one of another office: the two answer alike. */
export default function LeadNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Lead not found</h1>
      <p className="text-muted-foreground mt-3">
        There is no lead at this address that you work on. It may belong to another office.
      </p>
      <Link href="/dashboard/leads" className={buttonVariants({ className: 'mt-8' })}>
        Back to the leads
      </Link>
    </section>
  )
}
