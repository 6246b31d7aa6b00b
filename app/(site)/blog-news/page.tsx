import { Rss } from 'lucide'
import type { Metadata } from 'next'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

import { NewsletterForm } from '@/components/leads/newsletter-form'
import { PageHeader } from '@/components/site/page-header'
import { PostMeta } from '@/components/site/post-meta'
import { LinkTabs } from '@/components/ui/link-tabs'
import { LiveSearch } from '@/components/ui/live-search'
import { matchesQuery } from '@/lib/guides/search'
import { getPublishedPosts } from '@/lib/data/posts'
import {
  EMPTY_MESSAGES,
  POST_TABS,
  postPath,
  postSearchText,
  postsOfTab,
  publicPosts,
  publishedOn,
  type PostTab,
} from '@/lib/posts'
import { absoluteUrl, pageMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Blog and News: MBBS Abroad, FMGE and NMC Rules',
    description:
      "Dated, sourced articles for families: FMGE results, NMC alerts, country rules such as Georgia's 2026-27 limits, and what studying abroad really costs.",
    path: '/blog-news',
  }),
  alternates: {
    canonical: '/blog-news',
    types: { 'application/rss+xml': '/blog-news/rss.xml' },
  },
}

type Props = { searchParams: Promise<{ q?: string | string[]; tab?: string | string[] }> }

const first = (value: string | string[] | undefined) =>
  ((Array.isArray(value) ? value[0] : value) ?? '').slice(0, 100)

/** /blog-news: search, the tabs All, Blog and News. */
export default async function BlogNewsPage({ searchParams }: Props) {
  const params = await searchParams
  const q = first(params.q).trim()
  const tabParam = first(params.tab)
  const tab: PostTab = POST_TABS.includes(tabParam as PostTab) ? (tabParam as PostTab) : 'all'
  const { posts: published, unavailable } = await getPublishedPosts()
  const shownPosts = publicPosts(published, new Date())
  const list = postsOfTab(shownPosts, tab)
  const hidden = (text: string) => q !== '' && !matchesQuery(text, q)
  const shown = list.filter((post) => !hidden(postSearchText(post))).length
  const href = (to: PostTab) => {
    const query = new URLSearchParams({ ...(to === 'all' ? {} : { tab: to }), ...(q ? { q } : {}) })
    return `/blog-news${query.size ? `?${query}` : ''}`
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageHeader
        title="Blog and news"
        trail={[{ name: 'Blog and news', path: '/blog-news' }]}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Blog',
            name: 'MBBS abroad blog and news',
            url: absoluteUrl('/blog-news'),
            blogPost: shownPosts.map((post) => ({
              '@type': 'BlogPosting',
              headline: post.title,
              datePublished: publishedOn(post),
              url: absoluteUrl(postPath(post)),
            })),
          },
        ]}
        lead={
          <>
            What changes for Indian students abroad, dated and with its sources: exam results, NMC
            alerts, country rules and real costs.{' '}
            <a href="/blog-news/rss.xml" className="inline-flex items-center gap-1 underline">
              <Icon icon={Rss} className="size-4" />
              RSS feed
            </a>
          </>
        }
      />
      <div className="mt-8">
        <LiveSearch
          action="/blog-news"
          label="Search articles"
          placeholder="A title, a topic or a category"
          initial={q}
          tab={tab}
          defaultTab="all"
        />
      </div>
      <LinkTabs
        label="Article types"
        current={tab}
        className="mt-6"
        tabs={[
          { id: 'all', label: 'All', href: href('all') },
          { id: 'blog', label: 'Blog', href: href('blog') },
          { id: 'news', label: 'News', href: href('news') },
        ]}
      />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {list.map((post) => (
          <li
            key={post.slug}
            data-search-item
            data-search={postSearchText(post)}
            hidden={hidden(postSearchText(post))}
          >
            <article className="border-border flex h-full flex-col rounded-2xl border bg-white p-5">
              {post.coverImage ? (
                // eslint-disable-next-line @next/next/no-img-element -- a staff image of any size, in a fixed frame; the title below names it
                <img
                  src={post.coverImage}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="mb-4 aspect-video w-full rounded-xl bg-slate-100 object-cover"
                />
              ) : null}
              <PostMeta post={post} detail="kind" />
              <h2 className="mt-3 text-xl font-bold">
                <Link href={postPath(post)} className="hover:text-primary">
                  {post.title}
                </Link>
              </h2>
              <p className="text-muted-foreground mt-2 flex-1">{post.excerpt}</p>
              <Link
                href={postPath(post)}
                className="text-primary mt-4 inline-flex min-h-11 items-center font-semibold underline"
              >
                <span>
                  Read more<span className="sr-only">: {post.title}</span>
                </span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
      {unavailable ? (
        <p role="status" className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-6">
          The articles cannot be shown just now. Please try again in a few minutes.
        </p>
      ) : null}
      <p
        data-search-empty
        hidden={shown > 0 || unavailable}
        className="border-border text-muted-foreground mt-8 rounded-2xl border border-dashed p-8 text-center"
      >
        {EMPTY_MESSAGES[tab]}
      </p>
      <section
        aria-labelledby="newsletter-heading"
        className="bg-primary-soft mt-14 rounded-3xl p-6 sm:p-10"
      >
        <h2 id="newsletter-heading" className="text-2xl font-bold">
          Newsletter
        </h2>
        <p className="text-muted-foreground mt-2 max-w-2xl">
          New articles, FMGE dates and rule changes, about once a month. No advertising from
          universities.
        </p>
        <div className="mt-6 max-w-xl rounded-2xl bg-white p-5 shadow-sm">
          <NewsletterForm />
        </div>
      </section>
    </div>
  )
}
