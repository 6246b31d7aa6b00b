import type { Metadata } from 'next'

import { LegalPageView } from '@/components/site/legal-page'
import { refundPolicy } from '@/data/legal/refund'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Refund Policy: the Seat Booking Amount',
  description:
    'When the ₹10,000 seat booking amount is refunded, how to ask for it and how long it takes; payments to universities, embassies and airlines follow their own rules.',
  path: '/refund-policy',
})

export default function RefundPolicyPage() {
  return <LegalPageView page={refundPolicy} path="/refund-policy" />
}
