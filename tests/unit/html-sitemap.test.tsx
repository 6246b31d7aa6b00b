import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { builtSitemapPaths, groupSitemap, labelOf } from '@/lib/html-sitemap'

describe('the HTML sitemap', () => {
  it("reads the build's sitemap files, and only those", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'))
    fs.writeFileSync(
      path.join(dir, 'sitemap-0.xml'),
      '<urlset><url><loc>https://example.com/contact</loc></url><url><loc>https://example.com/resources/guides/nepal</loc></url></urlset>',
    )
    fs.writeFileSync(
      path.join(dir, 'sitemap.xml'),
      '<sitemapindex><sitemap><loc>https://example.com/x.xml</loc></sitemap></sitemapindex>',
    )
    expect(await builtSitemapPaths(dir)).toEqual(['/contact', '/resources/guides/nepal'])
    expect(await builtSitemapPaths(path.join(dir, 'missing'))).toEqual([])
  })

  it('groups every path once, with a readable label', () => {
    const names = new Map([['/university-details/13', 'Tbilisi State Medical University']])
    const sections = groupSitemap(
      [
        '/',
        '/contact',
        '/universities',
        '/university-details/13',
        '/mbbs-in-nepal',
        '/country/south%20korea',
        '/resources/guides/nepal',
        '/resources/downloads/fmgl-2021-checklist.pdf',
        '/refund-policy',
        '/contact',
      ],
      names,
    )
    expect(sections.map((s) => [s.title, s.links.map((l) => l.label)])).toEqual([
      ['Universities', ['All universities', 'Tbilisi State Medical University']],
      ['Countries', ['MBBS in Nepal: guide', 'Universities in South korea']],
      ['Guides, tools and downloads', ['Practical guide: Nepal', 'Download: Fmgl 2021 checklist']],
      ['Privacy and terms', ['Refund policy']],
      ['About us and contact', ['Home', 'Contact']],
    ])
    expect(labelOf('/our-services', new Map())).toBe('Our services')
  })
})

describe('the legal pages', () => {
  it("link the site's own addresses and leave the rest as text", async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { linkSitePaths } = await import('@/components/site/legal-page')
    const html = renderToStaticMarkup(
      <p>
        {linkSitePaths(
          'See our Terms (/terms-of-service) or write to /contact. Call 1915 or visit consumerhelpline.gov.in.',
        )}
      </p>,
    )
    expect(html).toBe(
      '<p>See our Terms (<a href="/terms-of-service" class="text-primary underline">/terms-of-service</a>) or write to <a href="/contact" class="text-primary underline">/contact</a>. Call 1915 or visit consumerhelpline.gov.in.</p>',
    )
  })
})
