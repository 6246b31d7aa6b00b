import type { Metadata } from 'next'

import { buttonVariants } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

export const metadata: Metadata = {
  title: 'University Not Found',
  description: 'No university has this address.',
}

export default function PreviewNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold">University Not Found</h1>
      <p className="text-muted-foreground mt-3">
        Sorry, we couldn&apos;t find the university you&apos;re looking for.
      </p>
      <Link href="/" className={buttonVariants({ className: 'mt-8' })}>
        Go Home
      </Link>
    </section>
  )
}
