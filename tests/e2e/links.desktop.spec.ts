import { expect, test } from './fixtures'
import { internalLinks } from './html'

/**
 * No dead internal link: every address reachable from the home page by following the site's
 * own links answers 200 (after its redirects). Files (PDF, CSV, feeds, calendar) are fetched
 * once, not read for links.
 */
test('the crawl from the home page finds no dead internal link', async ({ request }) => {
  test.setTimeout(240_000)
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const dead: string[] = []
  while (queue.length > 0 && seen.size < 600) {
    const path = queue.shift()!
    const answer = await request.get(path)
    if (answer.status() !== 200) {
      dead.push(`${path}: ${answer.status()}`)
      continue
    }
    if (!(answer.headers()['content-type'] ?? '').includes('text/html')) continue
    const html = await answer.text()
    for (const target of internalLinks(html)) {
      if (target.startsWith('/dashboard') || target.startsWith('/auth')) continue
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  expect(dead).toEqual([])
  // The crawl really walked the site: the guides, the tools, the blog and the legal pages.
  for (const path of [
    '/mbbs-in-nepal',
    '/resources/tools',
    '/blog-news',
    '/refund-policy',
    '/sitemap',
    '/about-us',
  ]) {
    expect(seen, path).toContain(path)
  }
})
