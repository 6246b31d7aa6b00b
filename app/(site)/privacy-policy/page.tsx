import type { Metadata } from 'next'

import { LegalPage, legalMetadata } from '@/components/site/legal-page'
import Text, { frontmatter } from '@/content/legal/privacy.mdx'
import { legalFrontmatter } from '@/lib/legal'

const page = legalFrontmatter('privacy', frontmatter)

export const metadata: Metadata = legalMetadata(page, '/privacy-policy')

/** The privacy notice: its text in MDX, its tables and contacts from data/ and the configuration. */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage page={page} path="/privacy-policy">
      <Text />
    </LegalPage>
  )
}
