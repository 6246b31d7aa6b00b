import { SearchX } from 'lucide'
import type { Metadata } from 'next'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { GoBackButton } from '@/components/universities/go-back-button'
import { buttonVariants } from '@/components/ui/button'

// Its generateMetadata calls notFound() too, so this title is the one the page hydrates with.
export const metadata: Metadata = {
  title: 'University Not Found',
  description: 'No university has this address. See all the universities we list.',
}

export default function UniversityNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Icon icon={SearchX} className="text-muted-foreground size-12" />
      <h1 className="mt-4 text-3xl font-extrabold">University Not Found</h1>
      <p className="text-muted-foreground mt-3">
        Sorry, we couldn&apos;t find the university you&apos;re looking for. It may have been
        removed, or the link may be wrong.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/universities" className={buttonVariants()}>
          View All Universities
        </Link>
        <GoBackButton />
      </div>
    </section>
  )
}
