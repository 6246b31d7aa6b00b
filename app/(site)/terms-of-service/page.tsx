import type { Metadata } from 'next'

import { LegalPage, legalMetadata } from '@/components/site/legal-page'
import Text, { frontmatter } from '@/content/legal/terms.mdx'
import { legalFrontmatter } from '@/lib/legal'

const page = legalFrontmatter('terms', frontmatter)

export const metadata: Metadata = legalMetadata(page, '/terms-of-service')

export default function TermsOfServicePage() {
  return (
    <LegalPage page={page} path="/terms-of-service">
      <Text />
    </LegalPage>
  )
}
