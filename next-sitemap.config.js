/** sitemap.xml and robots.txt, written into public/ after each build. */
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000'

// University and country pages render on request from the database, so the build cannot
// list them: app/sitemap-catalogue.xml/route.ts does, at request time, and sitemap.xml is an
// index of that and the build's own list.
const catalogueSitemap = `${siteUrl.replace(/\/$/, '')}/sitemap-catalogue.xml`

/** @type {import('next-sitemap').IConfig} */
const config = {
  siteUrl,
  generateRobotsTxt: true,
  generateIndexSitemap: true,
  exclude: [
    '/dashboard',
    '/dashboard/*',
    '/auth',
    '/api/*',
    '/icon.svg',
    '/apple-icon.png',
    '/thank-you',
    '/privacy-policy/your-data/received/*',
    '/privacy-policy/your-data/verify',
    '/privacy-policy/your-data/verify/*',
    '/sitemap-catalogue.xml',
    // Served at /mbbs-in-{country} by a rewrite: sitemap-catalogue.xml lists those addresses.
    '/mbbs-in/*',
    // Worksheets to fill in are no search result; the checklist PDFs are listed.
    '/resources/downloads/*.csv',
    // A feed, not a page; the blog's head links to it.
    '/blog-news/rss.xml',
  ],
  // The listing is rendered on request (proxy.ts rewrites it to universities/results), so the
  // build does not see it: listed here.
  additionalPaths: async (config) => [await config.transform(config, '/universities')],
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: ['/dashboard', '/auth', '/api/'] }],
    additionalSitemaps: [catalogueSitemap],
  },
}

export default config
