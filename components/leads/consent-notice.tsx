import { Link } from '@/components/ui/link'

import { consentNotice } from '@/lib/leads/consent'

export function ConsentNotice() {
  return (
    <p className="text-muted-foreground text-xs leading-relaxed">
      {consentNotice} See our{' '}
      <Link href="/privacy-policy" className="text-primary underline">
        privacy policy
      </Link>{' '}
      and the{' '}
      <Link href="/privacy-policy/your-data" className="text-primary underline">
        Your data page
      </Link>
      .
    </p>
  )
}
