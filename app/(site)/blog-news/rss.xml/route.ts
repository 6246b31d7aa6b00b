import { getPublishedPosts } from '@/lib/data/posts'
import { formatPostDate, postPath, publicPosts, publishedOn } from '@/lib/posts'
import { absoluteUrl } from '@/lib/seo'
import { site } from '@/lib/site'

// Built per request from the cached articles, so a scheduled article enters it at its time.
export const dynamic = 'force-dynamic'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** GET /blog-news/rss.xml: the public articles as an RSS 2.0 feed, newest first. */
export async function GET() {
  const shown = publicPosts((await getPublishedPosts()).posts, new Date())
  const items = shown
    .map(
      (post) => `    <item>
      <title>${escape(post.title)}</title>
      <link>${absoluteUrl(postPath(post))}</link>
      <guid isPermaLink="true">${absoluteUrl(postPath(post))}</guid>
      <pubDate>${new Date(post.publishAt).toUTCString()}</pubDate>
      <category>${escape(post.category)}</category>
      <description>${escape(`${post.excerpt} (${formatPostDate(publishedOn(post))})`)}</description>
    </item>`,
    )
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escape(`${site.name}: blog and news`)}</title>
    <link>${absoluteUrl('/blog-news')}</link>
    <description>${escape('Dated, sourced articles on studying MBBS abroad for Indian students.')}</description>
    <language>en-IN</language>
${items}
  </channel>
</rss>
`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=60',
    },
  })
}
