import type { Metadata } from 'next'

import { LegalPageView } from '@/components/site/legal-page'
import { termsOfService } from '@/data/legal/terms'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Terms of Service',
  description:
    'What our counselling service does and does not do, what we ask of families, how we state facts and fees, and how to raise a concern.',
  path: '/terms-of-service',
})

export default function TermsOfServicePage() {
  return <LegalPageView page={termsOfService} path="/terms-of-service" />
}
