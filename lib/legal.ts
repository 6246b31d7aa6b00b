import * as z from 'zod'

/**
 * What each legal page (content/legal/*.mdx) states in its frontmatter: its title, the
 * description search results show, the date its text last changed and the laws and documents
 * it follows. Checked when the page is built, and by a unit test.
 */
export const legalFrontmatterSchema = z.strictObject({
  title: z.string().min(3),
  description: z.string().min(50).max(200),
  updated: z.iso.date().or(z.date().transform((date) => date.toISOString().slice(0, 10))),
  basis: z.array(z.string().min(10)).min(1),
})

export type LegalFrontmatter = z.output<typeof legalFrontmatterSchema>

/** The frontmatter, or an error naming the page and what is wrong. */
export function legalFrontmatter(page: string, raw: unknown): LegalFrontmatter {
  const parsed = legalFrontmatterSchema.safeParse(raw)
  if (!parsed.success) {
    throw new Error(
      `The frontmatter of content/legal/${page}.mdx: ${z.prettifyError(parsed.error)}`,
    )
  }
  return parsed.data
}
