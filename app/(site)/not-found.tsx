import type { Metadata } from 'next'

import { buttonVariants } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
}

// Next adds the noindex robots tag to every not-found answer itself. A page that can be
// missing calls notFound() in its generateMetadata as well as in its body: only then does the
// data React hydrates from carry this title and noindex, and not the site's default title.
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-primary text-7xl font-extrabold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="text-muted-foreground mt-3">
        The page may have moved, or the address may be mistyped.
      </p>
      <Link href="/" className={buttonVariants({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </section>
  )
}
