import type { Metadata } from 'next'

import { LegalPage, legalMetadata } from '@/components/site/legal-page'
import Text, { frontmatter } from '@/content/legal/refund.mdx'
import { legalFrontmatter } from '@/lib/legal'

const page = legalFrontmatter('refund', frontmatter)

export const metadata: Metadata = legalMetadata(page, '/refund-policy')

export default function RefundPolicyPage() {
  return (
    <LegalPage page={page} path="/refund-policy">
      <Text />
    </LegalPage>
  )
}
