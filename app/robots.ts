import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo'

/** /robots.txt: crawlers are kept out of the staff side and pointed at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/dashboard', '/auth', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
