import { posts } from '@/data/posts/posts'
import type { Post, PostKind } from '@/data/posts/types'

/** The articles, newest first. */
export const sortedPosts: readonly Post[] = [...posts].sort((a, b) => b.date.localeCompare(a.date))

export function findPost(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug)
}

export const postPath = (post: Pick<Post, 'slug'>) => `/blog-news/${post.slug}`

export { formatLongDate as formatPostDate } from '@/lib/long-date'

/** What the blog search looks in: title, excerpt and category. */
export const postSearchText = (post: Post) => `${post.title} ${post.excerpt} ${post.category}`

export const POST_TABS = ['all', 'blog', 'news'] as const
export type PostTab = (typeof POST_TABS)[number]

export const EMPTY_MESSAGES: Record<PostTab, string> = {
  all: 'No articles match your search.',
  blog: 'No blog posts match your search.',
  news: 'No news matches your search.',
}

export function postsOfTab(tab: PostTab): readonly Post[] {
  return tab === 'all' ? sortedPosts : sortedPosts.filter((post) => post.kind === (tab as PostKind))
}

/**
 * An article's body for the Markdown renderer, whose "#" is an h2: the articles' "##" sections
 * sit directly under the page's h1, so each heading moves up one level.
 */
export function articleMarkdown(body: string): string {
  return body.replace(/^##(#?) /gm, '#$1 ')
}
