import Link from 'next/link'

import { consentNotice } from '@/lib/leads/consent'

export function ConsentNotice() {
  return (
    <p className="text-muted-foreground text-xs leading-relaxed">
      {consentNotice} See our{' '}
      <Link href="/privacy-policy" className="text-primary underline">
        privacy policy
      </Link>
      .
    </p>
  )
}
