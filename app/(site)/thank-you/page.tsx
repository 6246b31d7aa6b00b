import type { Metadata } from 'next'

import { ThankYouPanel } from '@/components/leads/thank-you'
import { thankYouDefault } from '@/data/thank-you'

export const metadata: Metadata = {
  title: 'Thank you',
  description:
    'We have your details. A counsellor will contact you within 24 hours on business days.',
  alternates: { canonical: '/thank-you' },
  robots: { index: false },
}

/** An old link without its form's name: the counselling steps most forms lead to. */
export default function ThankYouPage() {
  return <ThankYouPanel thanks={thankYouDefault} />
}
