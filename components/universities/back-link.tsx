'use client'

import { ArrowLeft } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
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
    <Link href={target.href} className={className}>
      <Icon icon={ArrowLeft} className="size-4" />
      {target.label}
    </Link>
  )
}
