/**
 * The kinds and categories of an article of /blog-news. The articles themselves are records
 * of the newsroom (the `posts` table), written and published by staff in the dashboard; the
 * author is the site's editorial desk, never an invented person.
 */
export const postCategories = {
  blog: ['Universities', 'Exams', 'Student Life'],
  news: ['Regulations', 'Events', 'Scholarships'],
} as const

export const postKinds = [
  'blog',
  'news',
] as const satisfies readonly (keyof typeof postCategories)[]
export type PostKind = (typeof postKinds)[number]
export type PostCategory = (typeof postCategories)[PostKind][number]

/** A source an article rests on: what it is, its link if it has one, the date it was read. */
export type PostSource = { title: string; url: string | null; date: string }
