/**
 * An article of /blog-news: true, dated and sourced. The
 * author is the site's editorial desk, never an invented person.
 */
export const postCategories = {
  blog: ['Universities', 'Exams', 'Student Life'],
  news: ['Regulations', 'Events', 'Scholarships'],
} as const

export type PostKind = keyof typeof postCategories
export type PostCategory = (typeof postCategories)[PostKind][number]

export type PostSource = { title: string; url: string | null; date: string }

export type Post = {
  /** The address: /blog-news/{slug}; lowercase words joined by hyphens. */
  slug: string
  kind: PostKind
  category: PostCategory
  title: string
  /** ISO date the article was published; news is dated by the event's report. */
  date: string
  /** ISO date of the last correction, if any. */
  updated?: string
  /** One or two sentences for the list and the description, under 200 characters. */
  excerpt: string
  /**
   * The article in the site's Markdown subset (components/ui/markdown.tsx): paragraphs, ##
   * and ### headings, - and 1. lists, **bold**, *italic*, [links](https://...). 300-700 words.
   */
  body: string
  /** Every source the article rests on, with its date. */
  sources: PostSource[]
}
