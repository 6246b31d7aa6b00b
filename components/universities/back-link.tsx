'use client'

import { ArrowLeft } from 'lucide-react'
import { IntentLink } from '@/components/site/intent-link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { countryOfPath } from '@/components/site/nav-links'
import { previousPathOf, subscribeToVisits } from '@/lib/navigation-history'

type Target = { href: string; label: string }

const universities: Target = { href: '/universities', label: 'Back to Universities' }

/** From a country page the way back is that page; from anywhere else, the listing. */
export function backTarget(previous: string | undefined): Target {
  if (!previous || !/^\/(?:mbbs-in-[^/]+|country\/[^/]+)\/?$/i.test(previous)) return universities
  const country = countryOfPath(previous)
  return country ? { href: previous, label: `Back to MBBS in ${country}` } : universities
}

/** The university page's back link, chosen by where the visitor came from. */
export function BackLink({ className }: { className?: string }) {
  const pathname = usePathname()
  const [target, setTarget] = useState(universities)

  useEffect(() => {
    const update = () => setTarget(backTarget(previousPathOf(pathname)))
    update()
    return subscribeToVisits(update)
  }, [pathname])

  return (
    <IntentLink href={target.href} className={className}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {target.label}
    </IntentLink>
  )
}
