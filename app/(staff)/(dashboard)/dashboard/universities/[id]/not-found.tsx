import Link from 'next/link'

import { buttonVariants } from '@/components/ui/button'

export default function UniversityNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">University Not Found</h1>
      <p className="text-muted-foreground mt-3">
        No university has this address: it may have been deleted.
      </p>
      <Link href="/dashboard" className={buttonVariants({ className: 'mt-8' })}>
        Back to Dashboard
      </Link>
    </section>
  )
}
