import type { MDXComponents } from 'mdx/types'

import * as legalParts from '@/components/legal/legal-parts'
import { MarkdownLink } from '@/components/ui/markdown'

/**
 * What the MDX pages (content/legal/*.mdx) render with: links as the site's Markdown renders
 * them, and the values and tables they embed, which live in data/ and the configuration.
 */
const components: MDXComponents = {
  a: MarkdownLink,
  ...legalParts,
}

export function useMDXComponents(): MDXComponents {
  return components
}
