import { formatPostDate, postPath, sortedPosts } from '@/lib/posts'
import { absoluteUrl } from '@/lib/seo'
import { site } from '@/lib/site'

export const dynamic = 'force-static'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** GET /blog-news/rss.xml: the articles as an RSS 2.0 feed, newest first. */
export function GET() {
  const rfc822 = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`).toUTCString()
  const items = sortedPosts
    .map(
      (post) => `    <item>
      <title>${escape(post.title)}</title>
      <link>${absoluteUrl(postPath(post))}</link>
      <guid isPermaLink="true">${absoluteUrl(postPath(post))}</guid>
      <pubDate>${rfc822(post.date)}</pubDate>
      <category>${escape(post.category)}</category>
      <description>${escape(`${post.excerpt} (${formatPostDate(post.date)})`)}</description>
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
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
